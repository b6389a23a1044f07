import type { ReactNode } from 'react'
import styled from 'styled-components'

export interface FooterProps {
  /** The footer's content: copyright, contact, version, links. */
  children: ReactNode
  /** A class name, for layout by the parent. */
  className?: string
}

const Info = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-top: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  background: ${({ theme }) => theme.color.surface.default};
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`

/** The page's contentinfo landmark. */
export function Footer({ children, className }: FooterProps) {
  return <Info className={className}>{children}</Info>
}
