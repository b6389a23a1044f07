import { Trans } from '@lingui/react/macro'
import { ExternalLink } from 'lucide-react'
import type { ReactNode, Ref } from 'react'
import { Link as AriaLink, type LinkProps as AriaLinkProps, VisuallyHidden } from 'react-aria-components'
import styled, { css } from 'styled-components'
import { useLinkIntent } from './intent'
import { isExternalHref, useMenuGroup, withMenuGroup } from './menuGroup'

export interface LinkProps extends Omit<AriaLinkProps, 'href' | 'target' | 'rel' | 'children'> {
  /** Where the link goes: an app path (gets the menu group) or an http(s) address (opens in a new window). */
  href: string
  /** The link text. */
  children: ReactNode
  /** `standalone` links stand on their own line; `inline` links sit in running text and stay underlined. */
  variant?: 'inline' | 'standalone'
  /** Keeps a ref on the rendered anchor. */
  ref?: Ref<HTMLAnchorElement>
}

/** How a link looks; lists that draw many links give it to a class once (see `LinkBase`). */
export const linkStyles = css`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.color.text.link};
  text-decoration: underline;
  text-underline-offset: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;

  &[data-variant='standalone'] {
    text-decoration: none;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  &[data-hovered] {
    text-decoration: underline;
    text-decoration-thickness: ${({ theme }) => theme.border.width.thick};
  }
  &[data-focus-visible] {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: ${({ theme }) => theme.border.width.thin};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
  svg {
    align-self: center;
    flex: none;
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
  }
`

const StyledLink = styled(LinkBase)`
  ${linkStyles}
`

export type LinkBaseProps = Omit<LinkProps, 'variant'>

/**
 * A link's behaviour without its look: internal paths keep the current menu group and navigate
 * through the router given to react-aria's `RouterProvider`; external addresses open in a new
 * window with a launch icon. An internal link's page starts loading when the pointer rests on it or it
 * is pressed. Lists that draw many links style them once, by class, around them.
 */
export function LinkBase({ href, children, ...props }: LinkBaseProps & { 'data-variant'?: string }) {
  const group = useMenuGroup()
  const external = isExternalHref(href)
  const target = external ? href : withMenuGroup(href, group)
  // An app page starts loading as the user heads for its link (see `useLinkIntent`).
  const intent = useLinkIntent(external ? undefined : target, props)
  if (external) {
    return (
      <AriaLink {...props} href={href} target="_blank" rel="noopener noreferrer">
        {children}{' '}
        <ExternalLink aria-hidden="true" focusable="false" />
        <VisuallyHidden elementType="span">
          <Trans>(opens in a new window)</Trans>
        </VisuallyHidden>
      </AriaLink>
    )
  }
  return (
    <AriaLink {...props} {...intent} href={target}>
      {children}
    </AriaLink>
  )
}

/** A link, in the look of the theme: see `LinkBase` for where it goes. */
export function Link({ variant = 'inline', ...props }: LinkProps) {
  return <StyledLink {...props} data-variant={variant} />
}
