import { useLingui } from '@lingui/react/macro'
import { useSkin } from '@app/theme'
import { Menu as MenuIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components'
import styled from 'styled-components'
import { useFrame, useIsSmallScreen } from './FrameContext'
import { Logo } from './Logo'

export interface HeaderProps {
  /** The product or company title beside the logo; the skin's name by default. */
  title?: string
  /** Where the logo leads, usually the home page. */
  homeHref?: string
  /** The user menu (name, preferences, sign out). */
  userMenu?: ReactNode
  /** The language switch. */
  languageSwitch?: ReactNode
  /** The group switcher, for users in several groups. */
  groupSwitcher?: ReactNode
  /**
   * On small screens (sm and below), shown instead of the group switcher, language switch and user
   * menu: one menu holding them all, so the header fits a phone's width.
   */
  compactMenu?: ReactNode
  /** A class name, for layout by the parent. */
  className?: string
}

const Banner = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.size.header};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};

  &[data-compact] {
    gap: ${({ theme }) => theme.space.xs};
    padding-inline: ${({ theme }) => theme.space.sm};
  }
  background: ${({ theme }) => theme.color.surface.header};
  color: ${({ theme }) => theme.color.text.onHeader};

  /* The focus ring colour can lack contrast on the header's background: rings here take the header text colour. */
  [data-focus-visible],
  :focus-visible {
    outline-color: ${({ theme }) => theme.color.text.onHeader};
  }
`

const Brand = styled.div`
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;

  /* On a phone the logo, which names the company, stands alone at a smaller size. */
  [data-compact] & span:has(> svg),
  [data-compact] & img {
    height: ${({ theme }) => theme.size.control.sm};
  }

  a {
    display: inline-flex;
    color: inherit;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  a[data-focus-visible] {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.text.onHeader};
    outline-offset: ${({ theme }) => theme.border.width.thin};
  }
`

const Title = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`

const Slots = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-inline-start: auto;
`

const DrawerButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.control.md};
  height: ${({ theme }) => theme.size.control.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: inherit;
  cursor: pointer;

  svg {
    width: ${({ theme }) => theme.size.icon.lg};
    height: ${({ theme }) => theme.size.icon.lg};
  }
  &[data-hovered] {
    background: color-mix(in srgb, currentColor 15%, transparent);
  }
  &[data-focus-visible] {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.text.onHeader};
  }
`

/**
 * The banner: the skin's logo and title, and slots for the group switcher, language switch and user
 * menu. On small screens it holds the menu drawer's button, the logo and the compact menu.
 */
export function Header({ title, homeHref, userMenu, languageSwitch, groupSwitcher, compactMenu, className }: HeaderProps) {
  const { t } = useLingui()
  const skin = useSkin()
  const frame = useFrame()
  const smallScreen = useIsSmallScreen()
  const compact = frame?.isSmallScreen ?? smallScreen
  const company = skin.displayName
  const logo = <Logo svg={skin.logoSvg} alt={company} />
  return (
    <Banner className={className} data-compact={compact || undefined}>
      {compact && frame?.hasMenus && (
        <DrawerButton
          aria-label={t`Open menu`}
          aria-expanded={frame.isDrawerOpen}
          aria-haspopup="dialog"
          onPress={() => frame.setDrawerOpen(true)}
        >
          <MenuIcon aria-hidden="true" />
        </DrawerButton>
      )}
      <Brand>
        {homeHref ? (
          // The logo names the link: the company's logo leads home.
          <AriaLink href={homeHref}>{logo}</AriaLink>
        ) : (
          logo
        )}
        {!compact && <Title>{title ?? company}</Title>}
      </Brand>
      <Slots>
        {compact && compactMenu !== undefined ? (
          compactMenu
        ) : (
          <>
            {groupSwitcher}
            {languageSwitch}
            {userMenu}
          </>
        )}
      </Slots>
    </Banner>
  )
}
