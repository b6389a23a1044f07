import { useLingui } from '@lingui/react/macro'
import type { MouseEvent } from 'react'
import styled from 'styled-components'

export interface SkipLinkProps {
  /** The id of the element to jump to. */
  targetId?: string
}

const Anchor = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndex.progress};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.link};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  transform: translateY(calc(-100% - ${({ theme }) => theme.space.xl}));

  &:focus {
    transform: none;
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
  }
`

/** The first stop of the Tab key: jumps past the header and menus to the main content. */
export function SkipLink({ targetId = 'main-content' }: SkipLinkProps) {
  const { t } = useLingui()
  // Focus the target directly: a hash change would reach the router.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId)
    if (!target) return
    event.preventDefault()
    target.focus()
    target.scrollIntoView?.()
  }
  return (
    <Anchor href={`#${targetId}`} onClick={onClick}>
      {t`Skip to main content`}
    </Anchor>
  )
}
