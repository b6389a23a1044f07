import { useLingui } from '@lingui/react/macro'
import { ChevronRight, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react'
import { useId, useMemo, useState, type MouseEvent } from 'react'
import {
  Button as AriaButton,
  Collection,
  Dialog as AriaDialog,
  Link as AriaLink,
  Modal,
  ModalOverlay,
  NavigationTree,
  NavigationTreeItem,
  NavigationTreeItemContent,
  type Key,
} from 'react-aria-components'
import styled from 'styled-components'
import { VisuallyHidden } from '../VisuallyHidden'
import { useFrame } from './FrameContext'
import { ExternalMark, initials, useEntryLink } from './FrameLink'
import type { MenuEntry } from './types'

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

/** The ids of the groups above the entry whose href is `href`. */
export function groupsAbove(entries: readonly MenuEntry[], href: string | undefined): string[] {
  if (!href) return []
  for (const entry of entries) {
    if (entry.href === href) return []
    if (entry.children?.length) {
      const below = groupsAbove(entry.children, href)
      if (below.length > 0 || entry.children.some((c) => c.href === href)) return [entry.id, ...below]
    }
  }
  return []
}

const Aside = styled.div`
  display: flex;
  flex-direction: column;
  width: ${({ theme }) => theme.size.sideMenu};
  background: ${({ theme }) => theme.color.surface.default};
  border-inline-end: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  min-height: 0;
  overflow-y: auto;
  transition: width ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};

  &[data-collapsed] {
    width: ${({ theme }) => theme.size.sideMenuCollapsed};
  }
  &[data-drawer] {
    width: min(${({ theme }) => theme.size.sideMenu}, 85vw);
    height: 100%;
    border: 0;
  }
`

const Tools = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${({ theme }) => theme.space.xs};

  [data-collapsed] & {
    justify-content: center;
  }
`

const ToolButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.control.md};
  height: ${({ theme }) => theme.size.control.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text.muted};
  cursor: pointer;

  svg {
    width: ${({ theme }) => theme.size.icon.md};
    height: ${({ theme }) => theme.size.icon.md};
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.color.surface.hover};
    color: ${({ theme }) => theme.color.text.default};
  }
  &[data-focus-visible] {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
  }
`

const Tree = styled(NavigationTree)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 0 ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  overflow-y: auto;
  outline: none;
` as typeof NavigationTree

const Row = styled(NavigationTreeItem)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.control.md};
  padding-inline: calc((var(--tree-item-level) - 1) * ${({ theme }) => theme.space.lg}) ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text.default};
  cursor: pointer;
  outline: none;

  a,
  .label {
    display: flex;
    flex: 1;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-width: 0;
    min-height: ${({ theme }) => theme.size.control.md};
    padding-inline: ${({ theme }) => theme.space.sm};
    color: inherit;
    text-decoration: none;
    border-radius: inherit;
    outline: none;
  }
  .text {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .mark {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex: none;
    width: ${({ theme }) => theme.size.icon.lg};
    height: ${({ theme }) => theme.size.icon.lg};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
  }
  .mark svg {
    width: ${({ theme }) => theme.size.icon.md};
    height: ${({ theme }) => theme.size.icon.md};
  }
  .chevron {
    display: inline-flex;
    padding: 0;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.color.text.muted};
    cursor: pointer;
    transition: transform ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};
  }
  &[data-expanded] .chevron {
    transform: rotate(90deg);
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.color.surface.hover};
  }
  &[data-current] {
    background: ${({ theme }) => theme.color.surface.selected};
    color: ${({ theme }) => theme.color.accent.text};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    box-shadow: inset ${({ theme }) => theme.border.width.focus} 0 0 ${({ theme }) => theme.color.accent.default};
  }
  &[data-current-ancestor] {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  &[data-focus-visible] {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: calc(-1 * ${({ theme }) => theme.border.width.focus});
  }
  [data-collapsed] & {
    padding-inline: 0;
    justify-content: center;
  }
  [data-collapsed] & .external {
    display: none;
  }
  [data-collapsed] & a,
  [data-collapsed] & .label {
    flex: none;
    justify-content: center;
    padding-inline: 0;
    width: ${({ theme }) => theme.size.control.md};
  }
` as typeof NavigationTreeItem

const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  background: ${({ theme }) => theme.color.surface.backdrop};
`

const Drawer = styled(Modal)`
  height: 100%;
  width: fit-content;
  outline: none;
  box-shadow: ${({ theme }) => theme.shadow.lg};

  &[data-entering] {
    animation: drawer-in ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};
  }
  @keyframes drawer-in {
    from {
      transform: translateX(-100%);
    }
  }
`

const DrawerDialog = styled(AriaDialog)`
  height: 100%;
  outline: none;
`

interface TreeProps {
  entries: readonly MenuEntry[]
  currentHref?: string
  collapsed: boolean
  onCollapsedChange: (collapsed: boolean) => void
  label: string
  id: string
}

function MenuTree({ entries, currentHref, collapsed, onCollapsedChange, label, id }: TreeProps) {
  const linkOf = useEntryLink()
  const opened = useMemo(() => groupsAbove(entries, currentHref), [entries, currentHref])
  const [expanded, setExpanded] = useState<Set<Key>>(() => new Set(opened))

  const renderEntry = (entry: MenuEntry) => {
    const isGroup = Boolean(entry.children?.length)
    const mark = collapsed ? (
      <span className="mark" aria-hidden="true">
        {entry.icon ?? initials(entry.label)}
      </span>
    ) : (
      entry.icon && (
        <span className="mark" aria-hidden="true">
          {entry.icon}
        </span>
      )
    )
    const text = collapsed ? <VisuallyHidden>{entry.label}</VisuallyHidden> : <span className="text">{entry.label}</span>
    return (
      <Row id={entry.id} textValue={entry.label} {...linkOf(entry)}>
        <NavigationTreeItemContent>
          {({ hasChildItems }) => (
            <>
              {entry.href ? (
                <AriaLink>
                  {mark}
                  {text}
                  {entry.external && <ExternalMark />}
                </AriaLink>
              ) : (
                <span className="label">
                  {mark}
                  {text}
                </span>
              )}
              {hasChildItems && !collapsed && (
                <AriaButton slot="chevron" className="chevron">
                  <ChevronRight aria-hidden="true" />
                </AriaButton>
              )}
            </>
          )}
        </NavigationTreeItemContent>
        {isGroup && (
          <Collection items={entry.children} dependencies={[collapsed, linkOf]}>
            {renderEntry}
          </Collection>
        )}
      </Row>
    )
  }

  return (
    <Tree
      id={id}
      aria-label={label}
      items={entries}
      // Rows are cached per item: re-render them when the collapsed state or the menu group changes.
      dependencies={[collapsed, linkOf]}
      selectedRoute={currentHref ?? null}
      // Collapsed, the menu shows top-level entries only; opening a group widens it again.
      expandedKeys={collapsed ? new Set() : expanded}
      onExpandedChange={(keys) => {
        if (collapsed) onCollapsedChange(false)
        setExpanded(new Set(keys))
      }}
    >
      {renderEntry}
    </Tree>
  )
}

/**
 * The side navigation: a tree of links (arrow keys move, Right and Left open and close groups) that
 * collapses to icons or initials, and becomes a drawer on small screens.
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
  const treeId = useId()
  const frame = useFrame()
  const label = ariaLabel ?? t`Side menu`

  if (frame?.isSmallScreen) {
    // Following a link closes the drawer.
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest('a[href]')) frame.setDrawerOpen(false)
    }
    return (
      <Overlay isDismissable isOpen={frame.isDrawerOpen} onOpenChange={frame.setDrawerOpen}>
        <Drawer>
          <DrawerDialog aria-label={label}>
            {/* oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- catches link activation, which also fires click from the keyboard */}
            <Aside as="div" data-drawer="" className={className} onClick={onClick}>
              <nav aria-label={label}>
                <Tools>
                  <ToolButton aria-label={t`Close menu`} onPress={() => frame.setDrawerOpen(false)}>
                    <X aria-hidden="true" />
                  </ToolButton>
                </Tools>
                <MenuTree
                  id={treeId}
                  entries={entries}
                  currentHref={currentHref}
                  collapsed={false}
                  onCollapsedChange={onCollapsedChange}
                  label={label}
                />
              </nav>
            </Aside>
          </DrawerDialog>
        </Drawer>
      </Overlay>
    )
  }

  return (
    <Aside data-collapsed={collapsed || undefined} className={className}>
      <nav aria-label={label}>
        <Tools>
          <ToolButton
            aria-label={collapsed ? t`Expand side menu` : t`Collapse side menu`}
            aria-expanded={!collapsed}
            aria-controls={treeId}
            onPress={() => onCollapsedChange(!collapsed)}
          >
            {collapsed ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
          </ToolButton>
        </Tools>
        <MenuTree
          id={treeId}
          entries={entries}
          currentHref={currentHref}
          collapsed={collapsed}
          onCollapsedChange={onCollapsedChange}
          label={label}
        />
      </nav>
    </Aside>
  )
}
