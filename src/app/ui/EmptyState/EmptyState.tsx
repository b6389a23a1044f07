import { Inbox } from 'lucide-react'
import type { ReactNode } from 'react'
import styled from 'styled-components'

export interface EmptyStateProps {
  /** A short heading, such as 'No documents yet'. */
  title: string
  /** A sentence on why it is empty or what to do. */
  description?: ReactNode
  /** A decorative icon; an inbox by default. */
  icon?: ReactNode
  /** A button or link that fills the space, such as 'Add a document'. */
  action?: ReactNode
  /** The heading level, to fit the page outline. */
  headingLevel?: 2 | 3 | 4
  /** A class name, for layout by the parent. */
  className?: string
}

export const StateBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.color.text.default};

  .icon {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${({ theme }) => theme.size.control.lg};
    height: ${({ theme }) => theme.size.control.lg};
    margin-bottom: ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface.sunken};
    color: ${({ theme }) => theme.color.text.muted};
  }
  .icon svg {
    width: ${({ theme }) => theme.size.icon.lg};
    height: ${({ theme }) => theme.size.icon.lg};
  }
  h2,
  h3,
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    max-width: ${({ theme }) => theme.size.dialog.md};
    color: ${({ theme }) => theme.color.text.muted};
  }
  .action {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`

/** What a list or page shows when it has nothing to show. */
export function EmptyState({ title, description, icon, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <StateBox className={className}>
      <span className="icon" aria-hidden="true">
        {icon ?? <Inbox />}
      </span>
      <Heading>{title}</Heading>
      {description != null && <p>{description}</p>}
      {action != null && <div className="action">{action}</div>}
    </StateBox>
  )
}
