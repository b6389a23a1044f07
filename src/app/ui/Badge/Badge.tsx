import type { ReactNode } from 'react'
import styled from 'styled-components'
import { toneByVariant, type Tone } from './Badge.styles'

export interface BadgeProps {
  /** The status colour: neutral, accent, info, success, warning or danger. */
  variant?: Tone
  /** The short status text or count. */
  children: ReactNode
  /** A class name, for layout by the parent. */
  className?: string
}

const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.border.width.thin} solid;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  white-space: nowrap;
  ${toneByVariant}
`

/** A small non-interactive status label, such as a document or request state. */
export function Badge({ variant = 'neutral', children, className }: BadgeProps) {
  return (
    <Pill data-variant={variant} className={className}>
      {children}
    </Pill>
  )
}
