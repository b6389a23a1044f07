import { Footer } from './Footer'
import { FullscreenFrame, PageFrame } from './Frame'
import { Header } from './Header'
import { SideMenu } from './SideMenu'
import { SkipLink } from './SkipLink'
import { TopMenu } from './TopMenu'

export { Footer, type FooterProps } from './Footer'
export { FullscreenFrame, PageFrame, type FullscreenFrameProps, type PageFrameProps } from './Frame'
export { useFrame, useIsSmallScreen, useMediaQuery, type FrameState } from './FrameContext'
export { initials } from './FrameLink'
export { Header, type HeaderProps } from './Header'
export { Logo, type LogoProps } from './Logo'
export { groupsAbove, SideMenu, type SideMenuProps } from './SideMenu'
export { SkipLink, type SkipLinkProps } from './SkipLink'
export { TopMenu, type TopMenuProps } from './TopMenu'
export type { MenuBadge, MenuEntry } from './types'

/** The page frame with its parts attached: `Frame.Header`, `Frame.TopMenu`, `Frame.SideMenu`... */
export const Frame = Object.assign(PageFrame, {
  SkipLink,
  Header,
  TopMenu,
  SideMenu,
  Footer,
  Fullscreen: FullscreenFrame,
})
