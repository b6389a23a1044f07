import { useLingui } from '@lingui/react/macro'
import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import { Link as AriaLink } from 'react-aria-components'
import styled from 'styled-components'
import { LazyMenuButton } from '../Menu/LazyMenuButton'
import type { MenuParts } from '../Menu/Menu'
import { DrawerNav } from './DrawerNav'
import { useFrame, useInDrawer } from './FrameContext'
import { ExternalMark, useEntryLink } from './FrameLink'
import type { MenuEntry } from './types'

export interface TopMenuProps {
  /** The top-level entries; entries with children open a menu. */
  entries: readonly MenuEntry[]
  /** The current page's path, marked with aria-current="page". */
  currentHref?: string
  /** Names the navigation landmark; 'Main menu' by default. */
  'aria-label'?: string
  /** A class name, for layout by the parent. */
  className?: string
}

const Bar = styled.nav`
  background: ${({ theme }) => theme.color.surface.default};
  border-bottom: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  overflow-x: auto;
`

const List = styled.ul`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.md};
  list-style: none;

  > li {
    display: flex;
  }
  > li > a,
  > li > button {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: ${({ theme }) => theme.size.control.lg};
    padding: 0 ${({ theme }) => theme.space.md};
    border: 0;
    border-bottom: ${({ theme }) => theme.border.width.focus} solid transparent;
    border-radius: 0;
    background: transparent;
    color: ${({ theme }) => theme.color.text.default};
    font: inherit;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
  }
  > li > a[data-hovered],
  > li > button[data-hovered] {
    background: ${({ theme }) => theme.color.surface.hover};
  }
  > li > a[aria-current='page'] {
    color: ${({ theme }) => theme.color.accent.text};
    border-bottom-color: ${({ theme }) => theme.color.accent.default};
  }
  > li > a[data-focus-visible],
  > li > button[data-focus-visible] {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: calc(-1 * ${({ theme }) => theme.border.width.focus});
  }
  svg {
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
  }
`

const ITEMS = ':scope > li > a, :scope > li > button'

/**
 * The horizontal main menu: Left and Right arrows (and Home, End) move between its entries. On small
 * screens it is a list in the menu drawer, its entries' menus groups that open and close.
 */
export function TopMenu({ entries, currentHref, 'aria-label': ariaLabel, className }: TopMenuProps) {
  const { t } = useLingui()
  const linkOf = useEntryLink()
  const listRef = useRef<HTMLUListElement>(null)
  const frame = useFrame()
  const inDrawer = useInDrawer()
  const label = ariaLabel ?? t`Main menu`

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(listRef.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])
    const at = items.indexOf(event.target as HTMLElement)
    // Keys pressed inside an open menu belong to that menu.
    if (at < 0) return
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const next = { ArrowRight: rtl ? at - 1 : at + 1, ArrowLeft: rtl ? at + 1 : at - 1, Home: 0, End: items.length - 1 }[
      event.key
    ]
    if (next === undefined) return
    event.preventDefault()
    items[(next + items.length) % items.length]?.focus()
  }

  const renderMenuItem = (parts: MenuParts, entry: MenuEntry): ReactNode => {
    const { Item, Submenu } = parts
    return entry.children?.length ? (
      <Submenu key={entry.id} label={entry.label}>
        {entry.children.map((child) => renderMenuItem(parts, child))}
      </Submenu>
    ) : (
      <Item key={entry.id} id={entry.id} textValue={entry.label} {...linkOf(entry)}>
        {entry.label}
        {entry.external && <ExternalMark />}
      </Item>
    )
  }

  // In the drawer the side menu marks the current page: the main menu's groups start closed.
  if (inDrawer) return <DrawerNav entries={entries} label={label} />
  // On small screens the frame draws it in the drawer.
  if (frame?.isSmallScreen) return null

  return (
    <Bar aria-label={label} className={className}>
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys move between the links inside */}
      <List ref={listRef} onKeyDown={onKeyDown}>
        {entries.map((entry) => (
          <li key={entry.id}>
            {entry.children?.length ? (
              <LazyMenuButton label={entry.label} variant="ghost">
                {(parts) => entry.children?.map((child) => renderMenuItem(parts, child))}
              </LazyMenuButton>
            ) : (
              <AriaLink
                {...linkOf(entry)}
                aria-current={!entry.external && entry.href === currentHref ? 'page' : undefined}
              >
                {entry.label}
                {entry.external && <ExternalMark />}
              </AriaLink>
            )}
          </li>
        ))}
      </List>
    </Bar>
  )
}
