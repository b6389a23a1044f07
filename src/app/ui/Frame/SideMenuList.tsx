import { ChevronRight } from 'lucide-react'
import { type CSSProperties, type KeyboardEvent, type ReactNode, useId, useMemo, useRef, useState } from 'react'
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components'
import styled from 'styled-components'
import { domId } from '../ids'
import { VisuallyHidden } from '../VisuallyHidden'
import { ExternalMark, initials, useEntryLink } from './FrameLink'
import type { MenuEntry } from './types'

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

export const Aside = styled.div`
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
`

export const Tools = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${({ theme }) => theme.space.xs};

  [data-collapsed] & {
    justify-content: center;
  }
`

export const ToolButton = styled(AriaButton)`
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

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  list-style: none;

  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    padding: 0;
    list-style: none;
  }
`

const Row = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.control.md};
  padding-inline-start: calc(var(--level) * ${({ theme }) => theme.space.lg});
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text.default};

  > a,
  > button,
  > .label {
    display: flex;
    flex: 1;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-width: 0;
    min-height: ${({ theme }) => theme.size.control.md};
    padding-inline: ${({ theme }) => theme.space.sm};
    border: 0;
    border-radius: inherit;
    background: transparent;
    color: inherit;
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
    outline: none;
  }
  > .chevron {
    flex: none;
    justify-content: center;
    width: ${({ theme }) => theme.size.control.md};
    padding: 0;
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
  .count {
    flex: none;
    margin-inline-start: auto;
    min-width: ${({ theme }) => theme.size.icon.md};
    padding: 0 ${({ theme }) => theme.space.xs};
    border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.default};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface.sunken};
    color: ${({ theme }) => theme.color.text.default};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    text-align: center;
  }
  .count[data-tone='danger'] {
    border-color: ${({ theme }) => theme.color.danger.default};
    background: ${({ theme }) => theme.color.danger.default};
    color: ${({ theme }) => theme.color.text.onDanger};
  }
  [data-collapsed] & .count {
    position: absolute;
    inset-block-start: 0;
    inset-inline-end: 0;
  }
  .mark svg {
    width: ${({ theme }) => theme.size.icon.md};
    height: ${({ theme }) => theme.size.icon.md};
  }
  [data-open-mark] {
    margin-inline-start: auto;
    color: ${({ theme }) => theme.color.text.muted};
    transition: transform ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};
  }
  [aria-expanded='true'] [data-open-mark] {
    transform: rotate(90deg);
  }
  &:hover {
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
  > [data-focus-visible] {
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
  [data-collapsed] & > a,
  [data-collapsed] & > button {
    flex: none;
    justify-content: center;
    padding-inline: 0;
    width: ${({ theme }) => theme.size.control.md};
  }
`

/** Each row's first control (its link, or the button of a group without a page): what the arrow keys move between. */
const ROW_CONTROL = '[data-row] > :is(a, button):first-child'

export interface SideMenuListProps {
  entries: readonly MenuEntry[]
  currentHref?: string
  /** The current page is a sub-page of the entry at `currentHref` (aria-current="true" rather than "page"). */
  isSubpage?: boolean
  collapsed: boolean
  onCollapsedChange: (collapsed: boolean) => void
  id?: string
}

/**
 * The side menu's entries as a list of links; a group is a button that shows or hides its own list
 * (the disclosure navigation pattern). Tab reaches every link and button; the arrow keys also move up and
 * down the rows, Right opens a group or enters it, Left closes it or goes back to its group, and Home and
 * End go to the first and last rows.
 */
export function SideMenuList({ entries, currentHref, isSubpage = false, collapsed, onCollapsedChange, id }: SideMenuListProps) {
  const linkOf = useEntryLink()
  const listRef = useRef<HTMLUListElement>(null)
  const baseId = useId()
  const above = useMemo(() => new Set(groupsAbove(entries, currentHref)), [entries, currentHref])
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(above)
  // Moving to another page (or to other menus) opens the groups holding it; groups the user opened stay open.
  const [openedFor, setOpenedFor] = useState(above)
  if (openedFor !== above) {
    setOpenedFor(above)
    if ([...above].some((group) => !expanded.has(group))) setExpanded(new Set([...expanded, ...above]))
  }

  const setOpen = (entryId: string, open: boolean) => {
    if (collapsed && open) onCollapsedChange(false)
    setExpanded((before) => {
      const next = new Set(before)
      if (open) next.add(entryId)
      else next.delete(entryId)
      return next
    })
  }
  // Collapsed, the menu shows top-level entries only; opening a group widens it again.
  const isOpen = (entryId: string) => !collapsed && expanded.has(entryId)

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    const controls = Array.from(listRef.current?.querySelectorAll<HTMLElement>(ROW_CONTROL) ?? [])
    const target = event.target as HTMLElement
    const row = target.closest<HTMLElement>('[data-row]')
    const at = row ? controls.indexOf(row.firstElementChild as HTMLElement) : -1
    if (!row || at < 0) return
    const entryId = row.dataset.row ?? ''
    const isGroup = row.dataset.group !== undefined
    const open = isGroup && isOpen(entryId)
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const key = rtl ? ({ ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' }[event.key] ?? event.key) : event.key
    let next: HTMLElement | null | undefined
    if (key === 'ArrowDown') next = controls[at + 1]
    else if (key === 'ArrowUp') next = controls[at - 1]
    else if (key === 'Home') next = controls[0]
    else if (key === 'End') next = controls.at(-1)
    else if (key === 'ArrowRight' && isGroup) {
      if (!open) setOpen(entryId, true)
      else next = controls[at + 1]
    } else if (key === 'ArrowLeft') {
      if (open) setOpen(entryId, false)
      else next = row.parentElement?.parentElement?.closest('li')?.querySelector<HTMLElement>(ROW_CONTROL)
    } else return
    event.preventDefault()
    next?.focus()
  }

  const renderEntries = (items: readonly MenuEntry[], level: number) =>
    items.map((entry) => {
      const isGroup = Boolean(entry.children?.length)
      const open = isGroup && isOpen(entry.id)
      const listId = domId(baseId, entry.id)
      const isCurrent = !entry.external && Boolean(entry.href) && entry.href === currentHref
      const mark =
        collapsed || entry.icon ? (
          <span className="mark" aria-hidden="true">
            {entry.icon ?? initials(entry.label)}
          </span>
        ) : null
      const text = collapsed ? <VisuallyHidden>{entry.label}</VisuallyHidden> : <span className="text">{entry.label}</span>
      // The number is seen; its words ('3 overdue') are heard after the entry's name.
      const count = entry.badge && (
        <>
          <span className="count" data-tone={entry.badge.tone ?? 'neutral'} aria-hidden="true">
            {entry.badge.text}
          </span>
          <VisuallyHidden>{`, ${entry.badge.label}`}</VisuallyHidden>
        </>
      )
      const toggle = (content: ReactNode, className?: string) => (
        <AriaButton
          className={className}
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          onPress={() => setOpen(entry.id, !open)}
        >
          {content}
        </AriaButton>
      )
      const chevron = !collapsed && <ChevronRight aria-hidden="true" data-open-mark="" />
      // The row's first control is what the arrow keys reach: its link, else the group's button.
      let first: ReactNode
      if (entry.href) {
        first = (
          <AriaLink {...linkOf(entry)} aria-current={isCurrent ? (isSubpage ? 'true' : 'page') : undefined}>
            {mark}
            {text}
            {count}
            {entry.external && <ExternalMark />}
          </AriaLink>
        )
      } else if (isGroup) {
        first = toggle(
          <>
            {mark}
            {text}
            {chevron}
          </>,
        )
      } else {
        first = (
          <span className="label">
            {mark}
            {text}
          </span>
        )
      }
      // A group with a page of its own opens and closes with a second button beside its link.
      const second =
        entry.href &&
        isGroup &&
        !collapsed &&
        toggle(
          <>
            <VisuallyHidden>{entry.label}</VisuallyHidden>
            {chevron}
          </>,
          'chevron',
        )
      return (
        <li key={entry.id}>
          <Row
            data-row={entry.id}
            data-group={isGroup || undefined}
            data-current={isCurrent || undefined}
            data-current-ancestor={above.has(entry.id) || undefined}
            style={{ '--level': level } as CSSProperties}
          >
            {first}
            {second}
          </Row>
          {open && <ul id={listId}>{renderEntries(entry.children ?? [], level + 1)}</ul>}
        </li>
      )
    })

  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the arrow keys move between the links and buttons inside
    <List id={id} ref={listRef} onKeyDown={onKeyDown}>
      {renderEntries(entries, 0)}
    </List>
  )
}
