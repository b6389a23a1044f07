import type { ReactNode } from 'react'

/** A count beside a menu entry, such as the overdue requests of an area. */
export interface MenuBadge {
  /** What is shown: the number. */
  text: string
  /** What a screen reader hears after the entry's name: '3 overdue'. */
  label: string
  /** danger for what is late; neutral otherwise. */
  tone?: 'danger' | 'neutral'
}

/** One entry of the top or side menu, passed in as plain data. */
export interface MenuEntry {
  /** A stable id, such as the menu id (cmid). */
  id: string
  /** The text shown. */
  label: string
  /** Where it leads; a group with children may have none. */
  href?: string
  /** An address outside the portal: opens in a new window with a launch icon. */
  external?: boolean
  /** An icon for the collapsed side menu; initials are shown without one. */
  icon?: ReactNode
  /** A count shown beside the label (side menu and drawer). */
  badge?: MenuBadge
  /** Nested entries. */
  children?: readonly MenuEntry[]
}
