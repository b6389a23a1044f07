import { menuScreen } from '@shared/auth'
import type { MenuEntry as ApiMenuEntry } from '@shared/contract/schemas'
import type { MenuBadge, MenuEntry } from '@app/ui/Frame'

type Submenu = ApiMenuEntry['menus'][number]['submenus'][number]

const SCHEME = /^[a-z][a-z\d+.-]*:/i

/** Where a menu item leads: its own link, its document library, or the screen of its menu id. */
export function menuHref(company: string, item: Pick<Submenu, 'CMCID' | 'DOCLIB' | 'EXDOCLIB'> & { link?: string | null }): string | undefined {
  const link = item.link?.trim()
  if (link) {
    if (SCHEME.test(link)) return link
    return link.startsWith('/pages/') ? `/${company}${link}` : link
  }
  if (!item.CMCID) return undefined
  const cmid = encodeURIComponent(item.CMCID)
  if (item.DOCLIB === 'Y' || item.EXDOCLIB === 'Y') return `/${company}/pages/doclib/${cmid}`
  return `/${company}/pages/${menuScreen(item.CMCID)?.path ?? cmid}`
}

/** Visible items only: CMHID other than 'N' is hidden from the menus (the page still opens by link). */
function visible(item: Submenu): boolean {
  return item.CMHID === 'N'
}

/** Counts shown beside menu entries, by menu id (CMCID). */
export type MenuBadges = Readonly<Record<string, MenuBadge>>

const noBadges: MenuBadges = {}

function itemEntry(company: string, item: Submenu, badges: MenuBadges): MenuEntry | undefined {
  const href = menuHref(company, item)
  if (!href) return undefined
  const badge = item.CMCID ? badges[item.CMCID] : undefined
  return {
    id: item.TSCID,
    label: item.CMTITLE,
    href,
    ...(item.external || SCHEME.test(href) ? { external: true } : {}),
    ...(badge ? { badge } : {}),
  }
}

function sectionEntries(company: string, entry: ApiMenuEntry, badges: MenuBadges = noBadges): MenuEntry[] {
  return [...entry.menus]
    .sort((a, b) => a.sseq - b.sseq)
    // Named by place, not by its translated name: an open section stays open when the language changes.
    .map((section, position) => ({
      id: `${entry.TMMID}:${position}`,
      label: section.name,
      children: [...section.submenus]
        .filter(visible)
        .sort((a, b) => a.TSSSEQ - b.TSSSEQ)
        .map((item) => itemEntry(company, item, badges))
        .filter((item): item is MenuEntry => item !== undefined),
    }))
    .filter((section) => section.children.length > 0)
}

/** A top entry: a link of its own (TMMTYP 'L'), or a menu of its sections' items. */
function topEntry(company: string, entry: ApiMenuEntry): MenuEntry | undefined {
  if (entry.TMMTYP === 'L') {
    const href = entry.TMHOOK ? menuHref(company, { CMCID: null, DOCLIB: 'N', EXDOCLIB: 'N', link: entry.TMHOOK }) : undefined
    if (!href) return undefined
    return { id: entry.TMMID, label: entry.TMVNAM, href, ...(entry.external || SCHEME.test(href) ? { external: true } : {}) }
  }
  const children = sectionEntries(company, entry).flatMap((section) => section.children ?? [])
  if (children.length === 0) return undefined
  return { id: entry.TMMID, label: entry.TMVNAM, children }
}

/** A path as the router matches it: decoded, without a trailing slash, in any case. */
function normalise(path: string): string {
  let decoded = path
  try {
    decoded = decodeURI(path)
  } catch {
    // A malformed escape is compared as written.
  }
  return decoded.replace(/\/+$/, '').toLowerCase()
}

/** Whether `path` is `base` or lies below it, segment by segment. */
function isWithin(path: string, base: string): boolean {
  return path === base || path.startsWith(base.endsWith('/') ? base : `${base}/`)
}

/** The menu item a page belongs to, with its top entry. */
export interface MenuPlace {
  entry: ApiMenuEntry
  item: Submenu
  /** Where the item leads; the page's own path when the page is the item's. */
  href: string
}

/**
 * The menu item a page belongs to: the item that leads to it, else the item of the page's menu id
 * (a push report's add page, a library's add page), else the item whose screen lists the page among
 * its sub-pages (a CAR's edit page), else the item whose address the path lies below, the nearest one.
 */
export function menuPlace(
  company: string,
  menulist: readonly ApiMenuEntry[],
  path: string,
  menuId?: string,
): MenuPlace | undefined {
  const places: MenuPlace[] = []
  for (const entry of menulist) {
    if (entry.TMMTYP === 'L') continue
    for (const section of entry.menus) {
      for (const item of section.submenus) {
        const href = menuHref(company, item)
        if (href && !item.external && !SCHEME.test(href)) places.push({ entry, item, href })
      }
    }
  }
  const here = normalise(path)
  const exact = places.find((place) => normalise(place.href) === here)
  if (exact) return exact
  if (menuId) {
    const own = places.find((place) => place.item.CMCID === menuId && visible(place.item))
    if (own) return own
  }
  const pages = `${normalise(`/${company}/pages`)}/`
  const below = here.startsWith(pages) ? here.slice(pages.length) : undefined
  if (below !== undefined) {
    const parent = places.find((place) =>
      (menuScreen(place.item.CMCID)?.subpages ?? []).some((subpage) => isWithin(below, subpage.toLowerCase())),
    )
    if (parent) return parent
  }
  let nearest: MenuPlace | undefined
  for (const place of places) {
    const base = normalise(place.href)
    if (isWithin(here, base) && (!nearest || base.length > normalise(nearest.href).length)) nearest = place
  }
  return nearest
}

export interface FrameMenus {
  top: MenuEntry[]
  /** The sections of the top entry the page belongs to (the first entry otherwise). */
  side: MenuEntry[]
  /** The label of that top entry, naming the side menu. */
  sideLabel: string | undefined
  /** The side menu entry of the page; `subpage` when the page is one of its sub-pages (an add or edit page). */
  sideCurrent: { href: string; subpage: boolean } | undefined
  /** The top entry the page belongs to, for its help page. */
  current: ApiMenuEntry | undefined
}

/**
 * The top and side menus of the current group's menu list (document 1 section 3). The side menu shows
 * the sections of the entry the page belongs to (`menuPlace`), with the page's item marked.
 */
export function frameMenus(
  company: string,
  menulist: readonly ApiMenuEntry[],
  path: string,
  menuId?: string,
  badges: MenuBadges = noBadges,
): FrameMenus {
  const top = menulist.map((entry) => topEntry(company, entry)).filter((entry): entry is MenuEntry => entry !== undefined)
  const place = menuPlace(company, menulist, path, menuId)
  const visiblePlace = place && visible(place.item) ? place : undefined
  const current = place?.entry ?? menulist.find((entry) => entry.TMMTYP !== 'L' && sectionEntries(company, entry).length > 0)
  return {
    top,
    side: current ? sectionEntries(company, current, badges) : [],
    sideLabel: current?.TMVNAM,
    sideCurrent: visiblePlace && {
      href: visiblePlace.href,
      subpage: normalise(visiblePlace.href) !== normalise(path),
    },
    current: place?.entry,
  }
}
