import { type AccessProfile, allowedMenuList, type CapabilityAppConfig, checkAccess, internalMenuIds } from '@shared/auth'
import type { AppConfig, Group, MasterConfig, MenuEntry } from '@shared/contract'
import type { Locale } from '@shared/i18n'
import { type AnyColumn, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Membership } from '../auth/identity'
import type { Db } from '../db/client'
import { appConfig, masterConfig, menus, submenus } from '../db/schema'

type YN = 'Y' | 'N'
const yn = (value: string | null): YN => (value === 'Y' ? 'Y' : 'N')

/** A link that leaves the portal: an absolute URL or another scheme (mailto:, tel:). */
export function isExternal(link: string | null | undefined): boolean {
  return !!link && /^[a-z][a-z\d+.-]*:/i.test(link)
}

/** The menu lists of several menu groups, built as document 1 section 3 shapes them. */
export async function loadMenuTrees(
  db: Db,
  menuGroupIds: number[],
  locale: Locale = 'en',
): Promise<Map<number, MenuEntry[]>> {
  const trees = new Map<number, MenuEntry[]>()
  if (menuGroupIds.length === 0) return trees
  const menuRows = await db
    .select()
    .from(menus)
    .where(inArray(menus.menuGroupId, menuGroupIds))
    .orderBy(asc(menus.menuGroupId), asc(menus.sequence), asc(menus.id))
  const itemRows = menuRows.length
    ? await db
        .select()
        .from(submenus)
        .where(
          inArray(
            submenus.menuId,
            menuRows.map((menu) => menu.id),
          ),
        )
        .orderBy(asc(submenus.menuId), asc(submenus.sseq), asc(submenus.tssseq), asc(submenus.id))
    : []
  const itemsByMenu = new Map<number, typeof itemRows>()
  for (const item of itemRows) {
    const list = itemsByMenu.get(item.menuId) ?? []
    list.push(item)
    itemsByMenu.set(item.menuId, list)
  }
  for (const menu of menuRows) {
    const sections = new Map<string, MenuEntry['menus'][number]>()
    for (const item of itemsByMenu.get(menu.id) ?? []) {
      const section = sections.get(item.section) ?? {
        name: (locale === 'fr' && item.sectionFr) || item.section,
        sseq: item.sseq,
        submenus: [],
      }
      section.submenus.push({
        TSCID: item.tscid,
        CMCID: item.cmcid,
        CMTITLE: (locale === 'fr' && item.cmtitleFr) || item.cmtitle,
        CMVNAM: item.cmvnam,
        CMANO_ANALYTICS: yn(item.cmanoAnalytics),
        CMHID: yn(item.cmhid),
        DOCLIB: yn(item.doclib),
        EXDOCLIB: yn(item.exdoclib),
        DOCLIB_TYPE: item.doclibType,
        TSSSEQ: item.tssseq,
        link: item.link,
        target: item.target,
        external: isExternal(item.link),
      })
      sections.set(item.section, section)
    }
    const entry: MenuEntry = {
      TMMID: menu.tmmid,
      TMVNAM: (locale === 'fr' && menu.tmvnamFr) || menu.tmvnam,
      TMMTYP: menu.tmmtyp,
      TMHOOK: menu.tmhook,
      CMCID: menu.cmcid,
      DOCLIB: yn(menu.doclib),
      EXDOCLIB: yn(menu.exdoclib),
      DOCLIB_TYPE: menu.doclibType,
      helpmenu: menu.mhmid ? { MHMID: menu.mhmid } : null,
      external: menu.tmmtyp === 'L' && isExternal(menu.tmhook),
      menus: [...sections.values()].sort((a, b) => a.sseq - b.sseq),
    }
    const list = trees.get(menu.menuGroupId) ?? []
    list.push(entry)
    trees.set(menu.menuGroupId, list)
  }
  return trees
}

/** Who reads the menus: each entry is shown only when its page's rule lets them open it. */
export interface MenuReader {
  profile: AccessProfile
  appConfig: CapabilityAppConfig
}

/**
 * A group's menu list as its reader may use it: the entries whose pages the reader's roles, the
 * company's CAR switch and the group's menu ids allow (the rules the route guard applies), in a
 * group where the reader is `isAdmin` or not.
 */
export function readableMenuList(menulist: readonly MenuEntry[], reader: MenuReader, isAdmin: boolean): MenuEntry[] {
  const subject = {
    profile: { ...reader.profile, MT_ADM: isAdmin ? 'Y' : 'N' },
    appConfig: reader.appConfig,
    menuIds: internalMenuIds(menulist),
  }
  return allowedMenuList(menulist, (access) => checkAccess(access, subject) === 'allowed')
}

/** The groups of a user with the menu lists `reader` may use and their landing pages. */
export async function loadGroups(
  db: Db,
  memberships: Membership[],
  company: string,
  locale: Locale,
  reader: MenuReader,
): Promise<Group[]> {
  const ids = memberships.map((m) => m.group.menuGroupId).filter((id): id is number => id !== null)
  const trees = await loadMenuTrees(db, [...new Set(ids)], locale)
  return memberships.map(({ group, isAdmin }) => ({
    id: group.code,
    name: group.name,
    is_admin: isAdmin,
    style: group.style,
    menulist: readableMenuList((group.menuGroupId && trees.get(group.menuGroupId)) || [], reader, isAdmin),
    landingPage: group.landingCmid ? `/${company}/pages/${group.landingCmid}` : `/${company}/home`,
  }))
}

/** The same test as isExternal, in SQL. */
const externalLink = (link: AnyColumn) => sql`coalesce(${link}, '') ~* '^[a-z][a-z0-9+.-]*:'`

/**
 * The current group's internal menu ids, for the cmid access rule: the ids internalMenuIds finds in
 * the group's tree, read in one statement without building the tree.
 */
export async function loadMenuIds(db: Db, group: { menuGroupId: number | null } | undefined): Promise<Set<string>> {
  if (!group?.menuGroupId) return new Set()
  const result = (await db.execute(sql`SELECT coalesce(json_agg(DISTINCT "ids"."id"), '[]')::text AS "ids" FROM (
      SELECT ${menus.cmcid} AS "id" FROM ${menus}
      WHERE ${menus.menuGroupId} = ${group.menuGroupId} AND ${menus.cmcid} <> ''
        AND NOT (${menus.tmmtyp} = 'L' AND ${externalLink(menus.tmhook)})
      UNION ALL
      SELECT ${submenus.cmcid} FROM ${submenus} JOIN ${menus} ON ${menus.id} = ${submenus.menuId}
      WHERE ${menus.menuGroupId} = ${group.menuGroupId} AND ${submenus.cmcid} <> ''
        AND NOT ${externalLink(submenus.link)}
    ) AS "ids"`)) as unknown as { rows: { ids: string }[] }
  return new Set(JSON.parse(result.rows[0]?.ids ?? '[]') as string[])
}

/** A menu id's entry in the current group's tree, with its top menu. */
export async function findMenuItem(
  db: Db,
  group: { menuGroupId: number | null } | undefined,
  cmid: string,
  locale: Locale = 'en',
) {
  if (!group?.menuGroupId) return undefined
  const trees = await loadMenuTrees(db, [group.menuGroupId], locale)
  for (const entry of trees.get(group.menuGroupId) ?? []) {
    if (entry.CMCID === cmid && !entry.external) return { entry, item: undefined }
    for (const section of entry.menus) {
      const item = section.submenus.find((sub) => sub.CMCID === cmid && !sub.external)
      if (item) return { entry, item }
    }
  }
  return undefined
}

export async function loadAppConfig(db: Db, companyId: number): Promise<AppConfig> {
  const [row] = await db.select().from(appConfig).where(eq(appConfig.companyId, companyId)).limit(1)
  return {
    logo: row?.logo ?? '',
    manual: row?.manual ?? '',
    car_enabled: row?.carEnabled === 'true' ? 'true' : 'false',
  }
}

/** Master configuration keyed by category, then key; `settings` adds entries the environment decides. */
export async function loadMasterConfig(db: Db, settings?: { ssoAuthorizeUrl: string }): Promise<MasterConfig> {
  const rows = await db
    .select()
    .from(masterConfig)
    .orderBy(asc(masterConfig.category), asc(masterConfig.key), asc(masterConfig.sequence), asc(masterConfig.id))
  const result: MasterConfig = {}
  for (const row of rows) {
    const category = (result[row.category] ??= {})
    const entries = (category[row.key] ??= [])
    entries.push({
      mc_value: row.mcValue,
      mc_description: row.mcDescription,
      mc_v1: row.mcV1,
      mc_v2: row.mcV2,
      sequence: row.sequence,
    })
  }
  if (settings) {
    // SSO_AUTHORIZE_URL: the page the sign-on button opens.
    ;(result.FRAMEWORK ??= {}).SSO_AUTHORIZE_URL = [
      {
        mc_value: settings.ssoAuthorizeUrl,
        mc_description: 'Single sign-on authorization page',
        mc_v1: null,
        mc_v2: null,
        sequence: 0,
      },
    ]
  }
  return result
}
