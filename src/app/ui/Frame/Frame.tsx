import { useMemo, useState, type ReactNode } from 'react'
import styled from 'styled-components'
import { onDemand } from '../onDemand'
import { FrameProvider, useIsSmallScreen } from './FrameContext'
import { SkipLink } from './SkipLink'

// The drawer's modal code loads the first time a small screen opens it.
// The phone's menu drawer, fetched when first opened and drawn without suspending (see onDemand).
const drawerCode = onDemand(() => import('./MenuDrawer'))

export interface PageFrameProps {
  /** The banner, usually a `Header`. */
  header: ReactNode
  /** The horizontal main menu, usually a `TopMenu`; in the menu drawer on small screens. */
  topMenu?: ReactNode
  /** The side navigation, usually a `SideMenu`; in the menu drawer on small screens. */
  sideMenu?: ReactNode
  /** The contentinfo landmark, usually a `Footer`. */
  footer?: ReactNode
  /** The page content, placed in `<main id="main-content">`. */
  children: ReactNode
}

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.color.surface.page};
`

const Body = styled.div`
  display: flex;
  flex: 1;
  min-height: 0;

  > :first-child:not(main) {
    position: sticky;
    top: 0;
    align-self: flex-start;
    max-height: 100vh;
    overflow-y: auto;
  }
`

const Main = styled.main`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  outline: none;

  > * {
    max-width: ${({ theme }) => theme.size.content};
    margin-inline: auto;
  }
`

/**
 * The page frame: skip link, header, menus, `<main id="main-content">` and footer. On small screens
 * (sm and below) the top and side menus leave the page for a drawer that the header's menu button opens.
 */
export function PageFrame({ header, topMenu, sideMenu, footer, children }: PageFrameProps) {
  const isSmallScreen = useIsSmallScreen()
  const [isDrawerOpen, setDrawerOpen] = useState(false)
  const hasMenus = topMenu != null || sideMenu != null
  // A drawer left open when the screen widens is closed; once opened, it stays mounted so that it can
  // close with its animation and give focus back.
  if (isDrawerOpen && (!isSmallScreen || !hasMenus)) setDrawerOpen(false)
  const [drawerUsed, setDrawerUsed] = useState(false)
  if (isDrawerOpen && !drawerUsed) setDrawerUsed(true)
  const MenuDrawer = drawerCode.useModule(drawerUsed)?.default
  const frame = useMemo(
    () => ({ isSmallScreen, isDrawerOpen, setDrawerOpen, hasMenus }),
    [isSmallScreen, isDrawerOpen, hasMenus],
  )
  return (
    <FrameProvider value={frame}>
      <Shell>
        <SkipLink />
        {header}
        {!isSmallScreen && topMenu}
        <Body>
          {!isSmallScreen && sideMenu}
          <Main id="main-content" tabIndex={-1}>
            {children}
          </Main>
        </Body>
        {footer}
      </Shell>
      {isSmallScreen && hasMenus && drawerUsed && MenuDrawer && (
        <MenuDrawer frame={frame}>
          {topMenu}
          {sideMenu}
        </MenuDrawer>
      )}
    </FrameProvider>
  )
}

export interface FullscreenFrameProps {
  /** The page content, placed in `<main id="main-content">`. */
  children: ReactNode
}

const Full = styled.main`
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface.page};
  outline: none;
`

/** The frame of the fullscreen pages (/{company}/fullscreen): no header or menus, just the content. */
export function FullscreenFrame({ children }: FullscreenFrameProps) {
  return (
    <Full id="main-content" tabIndex={-1}>
      {children}
    </Full>
  )
}
