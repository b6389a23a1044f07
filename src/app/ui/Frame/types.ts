import type { ReactNode } from 'react'

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
  /** Nested entries. */
  children?: readonly MenuEntry[]
}
