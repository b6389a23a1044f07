import type { MenuEntry as ApiMenuEntry } from '@shared/contract/schemas'
import type { MenuEntry } from '@app/ui/Frame'

type Submenu = ApiMenuEntry['menus'][number]['submenus'][number]

/** Menu ids whose screens live under another path than `/pages/{cmid}`. */
const SCREENS: Record<string, string> = {
  'QPM-SEARCH': 'user/search',
  'QPM-INDEX': 'user/index',
  'QPM-ADMIN': 'admin/user',
  'QPM-AUTHORING': 'authoring/document',
  'CAR-LIST': 'car/car_list',
  'CAR-ADD': 'car/car',
  'CAR-SOURCE': 'car/admin/car_source',
  'CAR-ROOT-CAUSE': 'car/admin/car_root_cause',
  'CAR-PROBLEM': 'car/admin/car_problem_type',
  'CAR-TERMINAL': 'car/admin/car_terminal',
  'CAR-DEPARTMENT': 'car/admin/car_department',
  'RELEASE-NOTES': 'releaseNotes',
}

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
  return `/${company}/pages/${SCREENS[item.CMCID] ?? cmid}`
}

/** Visible items only: CMHID other than 'N' is hidden from the menus (the page still opens by link). */
function visible(item: Submenu): boolean {
  return item.CMHID === 'N'
}

function itemEntry(company: string, item: Submenu): MenuEntry | undefined {
  const href = menuHref(company, item)
  if (!href) return undefined
  return { id: item.TSCID, label: item.CMTITLE, href, ...(item.external || SCHEME.test(href) ? { external: true } : {}) }
}

function sectionEntries(company: string, entry: ApiMenuEntry): MenuEntry[] {
  return [...entry.menus]
    .sort((a, b) => a.sseq - b.sseq)
    // Named by place, not by its translated name: an open section stays open when the language changes.
    .map((section, position) => ({
      id: `${entry.TMMID}:${position}`,
      label: section.name,
      children: [...section.submenus]
        .filter(visible)
        .sort((a, b) => a.TSSSEQ - b.TSSSEQ)
        .map((item) => itemEntry(company, item))
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

function contains(entry: MenuEntry, path: string): boolean {
  return entry.href === path || (entry.children ?? []).some((child) => contains(child, path))
}

export interface FrameMenus {
  top: MenuEntry[]
  /** The sections of the top entry the page belongs to (the first entry otherwise). */
  side: MenuEntry[]
  /** The label of that top entry, naming the side menu. */
  sideLabel: string | undefined
}

/** The top and side menus of the current group's menu list (document 1 section 3). */
export function frameMenus(company: string, menulist: readonly ApiMenuEntry[], path: string): FrameMenus {
  const top = menulist.map((entry) => topEntry(company, entry)).filter((entry): entry is MenuEntry => entry !== undefined)
  const withSections = menulist.filter((entry) => entry.TMMTYP !== 'L')
  const current =
    withSections.find((entry) => sectionEntries(company, entry).some((section) => contains(section, path))) ??
    withSections[0]
  return {
    top,
    side: current ? sectionEntries(company, current) : [],
    sideLabel: current?.TMVNAM,
  }
}
