import { createContext, useContext, useSyncExternalStore } from 'react'
import { useTheme } from 'styled-components'

export interface FrameState {
  /** The viewport is sm or below, so the top and side menus are in a drawer. */
  isSmallScreen: boolean
  /** The menu drawer is open (small screens). */
  isDrawerOpen: boolean
  /** Opens or closes the menu drawer. */
  setDrawerOpen: (open: boolean) => void
  /** The page has a top or side menu, so the header offers a button for the drawer on small screens. */
  hasMenus: boolean
}

const FrameContext = createContext<FrameState | null>(null)

export const FrameProvider = FrameContext.Provider

/** The page frame's shared state, or null outside a `PageFrame`. */
export function useFrame(): FrameState | null {
  return useContext(FrameContext)
}

const DrawerContext = createContext(false)

/** Marks the menus drawn inside the small screens' drawer, which then draw as lists. */
export const InDrawerProvider = DrawerContext.Provider

/** Whether a menu is drawn inside the small screens' drawer. */
export function useInDrawer(): boolean {
  return useContext(DrawerContext)
}

function subscribe(query: string) {
  return (onChange: () => void) => {
    if (typeof window === 'undefined' || !window.matchMedia) return () => {}
    const list = window.matchMedia(query)
    list.addEventListener('change', onChange)
    return () => list.removeEventListener('change', onChange)
  }
}

/** Whether a media query matches, following changes; false where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    subscribe(query),
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  )
}

/** Small screens are sm and below (document 1 section 9): everything under the md breakpoint. */
export function useIsSmallScreen(): boolean {
  const theme = useTheme()
  return useMediaQuery(`not all and (min-width: ${theme.breakpoint.md})`)
}
