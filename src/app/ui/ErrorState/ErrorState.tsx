import { useLingui } from '@lingui/react/macro'
import { CircleAlert, RotateCw } from 'lucide-react'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Button } from '../Button'
import { StateBox } from '../EmptyState/EmptyState'

export interface ErrorStateProps {
  /** What went wrong, in words the user understands. */
  message: ReactNode
  /** The heading; 'Something went wrong' by default. */
  title?: string
  /** Shows a 'Try again' button that calls this. */
  onRetry?: () => void
  /** The retry is running: the button shows a spinner. */
  isRetrying?: boolean
  /** The heading level, to fit the page outline. */
  headingLevel?: 2 | 3 | 4
  /** A class name, for layout by the parent. */
  className?: string
}

const Box = styled(StateBox)`
  .icon {
    background: ${({ theme }) => theme.color.danger.subtle};
    color: ${({ theme }) => theme.color.text.danger};
  }
`

/** A failed load in place of the content, announced, with a retry action. */
export function ErrorState({ message, title, onRetry, isRetrying, headingLevel = 2, className }: ErrorStateProps) {
  const { t } = useLingui()
  const Heading = `h${headingLevel}` as const
  return (
    <Box className={className}>
      <span className="icon" aria-hidden="true">
        <CircleAlert />
      </span>
      <div role="alert">
        <Heading>{title ?? t`Something went wrong`}</Heading>
        <p>{message}</p>
      </div>
      {onRetry && (
        <div className="action">
          <Button variant="secondary" icon={<RotateCw />} isPending={isRetrying} onPress={onRetry}>
            {t`Try again`}
          </Button>
        </div>
      )}
    </Box>
  )
}
