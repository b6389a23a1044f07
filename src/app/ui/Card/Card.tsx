import { useId, type ReactNode } from 'react'
import styled from 'styled-components'

export interface CardProps {
  /** The card's heading; a titled card is a region named by it. */
  title?: ReactNode
  /** The heading level, to fit the page outline. */
  headingLevel?: 2 | 3 | 4
  /** A line under the title. */
  description?: ReactNode
  /** Buttons or links at the end of the title row. */
  actions?: ReactNode
  /** Content of the bottom bar, such as the card's main actions. */
  footer?: ReactNode
  /** The card body. */
  children?: ReactNode
  /** A class name, for layout by the parent. */
  className?: string
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg} 0;

  > div:first-child {
    flex: 1;
    min-width: 0;
  }
  h2,
  h3,
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`

const Body = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  flex: 1;
`

const Foot = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-top: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
`

/** A raised surface grouping related content, with an optional heading, actions and footer. */
export function Card({ title, headingLevel = 2, description, actions, footer, children, className }: CardProps) {
  const titleId = useId()
  const Heading = `h${headingLevel}` as const
  const hasHead = title != null || actions != null
  return (
    <Root
      as={title != null ? 'section' : 'div'}
      aria-labelledby={title != null ? titleId : undefined}
      className={className}
    >
      {hasHead && (
        <Head>
          <div>
            {title != null && <Heading id={titleId}>{title}</Heading>}
            {description != null && <p>{description}</p>}
          </div>
          {actions}
        </Head>
      )}
      {children != null && <Body>{children}</Body>}
      {footer != null && <Foot>{footer}</Foot>}
    </Root>
  )
}
