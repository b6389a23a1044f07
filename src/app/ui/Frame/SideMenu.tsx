import { useLingui } from '@lingui/react/macro'
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react'
import { lazy, Suspense, useId, useState } from 'react'
import { useFrame } from './FrameContext'
import { Aside, SideMenuList, ToolButton, Tools } from './SideMenuList'
import type { MenuEntry } from './types'

export { groupsAbove } from './SideMenuList'

// The drawer's modal code loads the first time a small screen opens it.
const SideMenuDrawer = lazy(() => import('./SideMenuDrawer'))

export interface SideMenuProps {
  /** The entries; entries with children are groups that open and close. */
  entries: readonly MenuEntry[]
  /** The current page's path: its entry gets aria-current="page" and its groups start open. */
  currentHref?: string
  /** Show icons or initials only; the app keeps this choice (users/top_side_menu). */
  collapsed: boolean
  /** Called with the new state when the user presses the collapse button. */
  onCollapsedChange: (collapsed: boolean) => void
  /** Names the navigation landmark; 'Side menu' by default. */
  'aria-label'?: string
  /** A class name, for layout by the parent. */
  className?: string
}

/**
 * The side navigation: links, and groups that open and close (arrow keys move, Right and Left open and
 * close groups), that collapses to icons or initials and becomes a drawer on small screens.
 */
export function SideMenu({
  entries,
  currentHref,
  collapsed,
  onCollapsedChange,
  'aria-label': ariaLabel,
  className,
}: SideMenuProps) {
  const { t } = useLingui()
  const listId = useId()
  const frame = useFrame()
  const label = ariaLabel ?? t`Side menu`
  // Once opened, the drawer stays mounted so that it can close with its animation and focus return.
  const [drawerUsed, setDrawerUsed] = useState(false)
  if (frame?.isSmallScreen && frame.isDrawerOpen && !drawerUsed) setDrawerUsed(true)

  const list = { id: listId, entries, currentHref, onCollapsedChange }

  if (frame?.isSmallScreen) {
    if (!drawerUsed) return null
    return (
      <Suspense fallback={null}>
        <SideMenuDrawer {...list} frame={frame} label={label} className={className} />
      </Suspense>
    )
  }

  return (
    <Aside data-collapsed={collapsed || undefined} className={className}>
      <nav aria-label={label}>
        <Tools>
          <ToolButton
            aria-label={collapsed ? t`Expand side menu` : t`Collapse side menu`}
            aria-expanded={!collapsed}
            aria-controls={listId}
            onPress={() => onCollapsedChange(!collapsed)}
          >
            {collapsed ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
          </ToolButton>
        </Tools>
        <SideMenuList {...list} collapsed={collapsed} />
      </nav>
    </Aside>
  )
}
