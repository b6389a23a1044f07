import type { Access } from './access'
import type { MenuItemLike } from './menus'

/** A screen that a menu entry leads to, when it is not the entry's own `/pages/{cmid}` page. */
export interface MenuScreen {
  /** Its path under `/{company}/pages/`. */
  readonly path: string
  /**
   * Who may open it (document 1 section 6). The screen's route declares this very value as its
   * `meta.authorize`, and the server shows the entry only to those it allows: one rule for both.
   */
  readonly access: Access
  /** Pages of the screen outside its own path (an edit page, a record's settings): they sit under its entry. */
  readonly subpages?: readonly string[]
}

const signedIn: Access = 'auth'
const authoring: Access = { capability: 'authoring' }
const workflow: Access = { capability: 'workflow' }
const audit: Access = { capability: 'audit' }
const admin: Access = { capability: 'admin' }
const car: Access = { capability: 'car' }
const carAdmin: Access = { capability: 'carAdmin' }

const screens = {
  // The manual, for everyone who has it in a menu.
  'QPM-READINGS': { path: 'user/required_readings', access: signedIn },
  'QPM-SEARCH': { path: 'user/search', access: signedIn },
  'QPM-INDEX': { path: 'user/index', access: signedIn },
  'QPM-BOOKMARKS': { path: 'user/bookmarks', access: signedIn },
  'QPM-SETTINGS': { path: 'user/settings', access: signedIn },
  // Authoring and its workflow.
  'QPM-AUTHORING': { path: 'authoring/document', access: authoring },
  'QPM-WORKFLOW': { path: 'authoring/workflow', access: workflow, subpages: ['authoring/delegation', 'authoring/history'] },
  'QPM-DRAFT': { path: 'authoring/draft', access: workflow },
  'QPM-STAGING-TRANSLATION': { path: 'authoring/staging_missing_translation', access: authoring },
  'QPM-NODE-TRANSLATION': { path: 'authoring/node_missing_translation', access: authoring },
  'QPM-REVIEW-DUE': { path: 'authoring/review_due', access: workflow },
  'QPM-PUBLISH-READY': { path: 'authoring/publish_ready', access: admin },
  'QPM-PUBLISH-OBSOLETE': { path: 'authoring/publish_obsolete', access: admin },
  // Audit.
  SWITCHUSER: { path: 'SWITCHUSER', access: audit },
  'QPM-AUDIT': { path: 'audit/switch_user', access: audit, subpages: ['audit/settings', 'audit/required_readings'] },
  'QPM-COMPLIANCE': { path: 'audit/compliance', access: audit },
  'QPM-TRAIL': { path: 'audit/trail', access: audit },
  // Administration of the manual.
  'QPM-ADMIN': { path: 'admin/user', access: admin },
  'QPM-USER-GROUP': { path: 'admin/user_group', access: admin },
  'QPM-WORKFLOW-CHAIN': { path: 'admin/workflow_chain', access: admin },
  'QPM-PROCESS-CATEGORY': { path: 'admin/process_category', access: admin },
  'QPM-PROCESS-EXCEPTION': { path: 'admin/process_category_exception', access: admin },
  'QPM-TAG': { path: 'admin/tag', access: admin },
  'QPM-TAG-EXCEPTION': { path: 'admin/tag_exception', access: admin },
  'QPM-PROPERTY': { path: 'admin/manual_property', access: admin },
  'QPM-NODE-DELETED': { path: 'admin/node_deleted', access: admin },
  'QPM-EMAIL-HISTORY': { path: 'admin/email_history', access: admin },
  // Corrective action requests: a request's edit page belongs to the list.
  'CAR-LIST': { path: 'car/car_list', access: car, subpages: ['car/car/'] },
  'CAR-ADD': { path: 'car/car', access: car },
  'CAR-EFFECTIVENESS': { path: 'car/effectiveness', access: car },
  'CAR-PARETO': { path: 'car/pareto', access: car },
  'CAR-SOURCE': { path: 'car/admin/car_source', access: carAdmin },
  'CAR-ROOT-CAUSE': { path: 'car/admin/car_root_cause', access: carAdmin },
  'CAR-PROBLEM': { path: 'car/admin/car_problem_type', access: carAdmin },
  'CAR-TERMINAL': { path: 'car/admin/car_terminal', access: carAdmin },
  'CAR-DEPARTMENT': { path: 'car/admin/car_department', access: carAdmin },
  // Release notes.
  'RELEASE-NOTES': { path: 'releaseNotes', access: signedIn },
} as const satisfies Record<string, MenuScreen>

export type ScreenId = keyof typeof screens

/**
 * The screens of the menu ids whose page is not `/pages/{cmid}` under the `{ cmid }` rule: the manual,
 * its authoring, audit and administration, and the corrective action requests (document 1 section 2).
 */
export const MENU_SCREENS: Readonly<Record<ScreenId, MenuScreen>> = screens

/** The screen of a menu id, when it has one in the table. */
export function menuScreen(cmid: string | null | undefined): MenuScreen | undefined {
  return cmid && Object.hasOwn(MENU_SCREENS, cmid) ? MENU_SCREENS[cmid as ScreenId] : undefined
}

/**
 * Who may open what a menu entry leads to: its screen's rule, or for any other menu id (its
 * `/pages/{cmid}` page, a document library) the menu id rule. An entry with only a link has none.
 */
export function menuItemAccess(item: MenuItemLike): Access | undefined {
  if (!item.CMCID || item.external) return undefined
  return menuScreen(item.CMCID)?.access ?? { cmid: item.CMCID }
}

/** The parts of a top menu entry the filter reads and keeps. */
interface FilterableEntry<S extends { submenus: readonly MenuItemLike[] }> {
  /** 'L': the entry is a link of its own. */
  TMMTYP: string
  menus: readonly S[]
}

/**
 * A menu list without the entries `allows` refuses, and without the sections and top entries left
 * empty; a top entry that is a link of its own (TMMTYP 'L') stays.
 */
export function allowedMenuList<S extends { submenus: readonly MenuItemLike[] }, E extends FilterableEntry<S>>(
  menulist: readonly E[],
  allows: (access: Access) => boolean,
): E[] {
  const open = (item: MenuItemLike) => {
    const access = menuItemAccess(item)
    return access === undefined || allows(access)
  }
  return menulist.flatMap((entry) => {
    const menus = entry.menus
      .map((section) => ({ ...section, submenus: section.submenus.filter(open) }))
      .filter((section) => section.submenus.length > 0)
    if (entry.TMMTYP !== 'L' && menus.length === 0) return []
    return [{ ...entry, menus }]
  })
}
