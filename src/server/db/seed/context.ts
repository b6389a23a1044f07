import type { Db } from '../client'

/** The transaction the whole seed runs in. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** A seeded row's id by its code: a company code, a group code, a username. */
export type IdOf = (code: string) => number

export const DAY = 86_400_000

/** Demo menu trees: top menus, their side-menu sections, and the items (document 1 section 3). */
export interface SeedItem {
  tscid: string
  cmcid?: string
  title: string
  /** The French title, when it differs. */
  titleFr?: string
  /** CMVNAM: the view the item opens. */
  view?: string
  analytics?: boolean
  hidden?: boolean
  doclibType?: string
  exdoclib?: boolean
  link?: string
  target?: string
}

export interface SeedSection {
  name: string
  items: SeedItem[]
}

export interface SeedMenu {
  tmmid: string
  name: string
  /** 'L': the top entry is itself a link (TMHOOK). */
  type?: 'M' | 'L'
  hook?: string
  cmcid?: string
  help?: string
  sections: SeedSection[]
}
