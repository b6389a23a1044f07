import { useLingui } from '@lingui/react/macro'
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react'
import { useId } from 'react'
import { DrawerNav } from './DrawerNav'
import { useFrame, useInDrawer } from './FrameContext'
import { Aside, SideMenuList, ToolButton, Tools } from './SideMenuList'
import type { MenuEntry } from './types'

export { groupsAbove } from './SideMenuList'

export interface SideMenuProps {
  /** The entries; entries with children are groups that open and close. */
  entries: readonly MenuEntry[]
  /** The current page's entry: it gets aria-current and its groups open. */
  currentHref?: string
  /** The current page is a sub-page of that entry (an add or edit page): aria-current="true" rather than "page". */
  isSubpage?: boolean
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
 * close groups), that collapses to icons or initials; on small screens it is a list in the menu drawer.
 */
export function SideMenu({
  entries,
  currentHref,
  isSubpage,
  collapsed,
  onCollapsedChange,
  'aria-label': ariaLabel,
  className,
}: SideMenuProps) {
  const { t } = useLingui()
  const listId = useId()
  const frame = useFrame()
  const inDrawer = useInDrawer()
  const label = ariaLabel ?? t`Side menu`
  const list = { entries, currentHref, isSubpage }

  if (inDrawer) return <DrawerNav {...list} label={label} />
  // On small screens the frame draws it in the drawer.
  if (frame?.isSmallScreen) return null

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
        <SideMenuList {...list} id={listId} collapsed={collapsed} onCollapsedChange={onCollapsedChange} />
      </nav>
    </Aside>
  )
}
