import {
  type Access,
  type AccessProfile,
  CAPABILITY_ROLES,
  type CapabilityAppConfig,
  checkAccess,
  internalMenuIds,
  MENU_SCREENS,
  menuItemAccess,
} from '@shared/auth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companies, menuGroups, menus, submenus } from '../../src/server/db/schema'
import { demoUsers } from '../../src/server/db/seed/users'
import { loadMenuIds, loadMenuTrees } from '../../src/server/lib/menus'
import { startServer, type TestServer } from './harness'

let server: TestServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server?.close())

describe('loadMenuIds', () => {
  it("reads the same internal menu ids as the group's menu tree, for every seeded group", async () => {
    const { db } = server.database
    const groups = await db.select({ id: menuGroups.id }).from(menuGroups)
    expect(groups.length).toBeGreaterThan(3)
    for (const { id } of groups) {
      const trees = await loadMenuTrees(db, [id])
      const expected = [...internalMenuIds(trees.get(id))].sort()
      expect([...(await loadMenuIds(db, { menuGroupId: id }))].sort(), `menu group ${id}`).toEqual(expected)
    }
  })

  it('leaves out external links and keeps internal ones', async () => {
    const { db } = server.database
    const [company] = await db.select({ id: companies.id }).from(companies).limit(1)
    const [group] = await db
      .insert(menuGroups)
      .values({ companyId: company!.id, code: 'MENU-IDS-TEST', name: 'Menu ids' })
      .returning()
    const [top, link] = await db
      .insert(menus)
      .values([
        { menuGroupId: group!.id, tmmid: 'T1', tmvnam: 'Top', tmmtyp: 'M', cmcid: 'TOP-PAGE', sequence: 1 },
        {
          menuGroupId: group!.id,
          tmmid: 'T2',
          tmvnam: 'Out',
          tmmtyp: 'L',
          tmhook: 'https://example.com',
          cmcid: 'OUT',
          sequence: 2,
        },
      ])
      .returning()
    await db.insert(submenus).values([
      { menuId: top!.id, section: 'A', sseq: 1, tssseq: 1, tscid: 'S1', cmcid: 'INSIDE', cmtitle: 'Inside', cmvnam: 'x' },
      { menuId: top!.id, section: 'A', sseq: 1, tssseq: 2, tscid: 'S2', cmcid: 'MAIL', cmtitle: 'Mail', link: 'mailto:a@b.example' },
      { menuId: link!.id, section: 'B', sseq: 1, tssseq: 1, tscid: 'S3', cmcid: 'RELATIVE', cmtitle: 'Rel', link: '/freight/home' },
    ])
    const ids = await loadMenuIds(db, { menuGroupId: group!.id })
    expect([...ids].sort()).toEqual(['INSIDE', 'RELATIVE', 'TOP-PAGE'])
    expect(ids).toEqual(internalMenuIds((await loadMenuTrees(db, [group!.id])).get(group!.id)))
  })
})

describe('menus in French', () => {
  it('names the top entries, sections and items in French for a French reader, in English otherwise', async () => {
    const { token } = await server.login('employee')
    const names = async (lang: string) => {
      const answer = await server.call('GET', 'users/refresh', { token, headers: { 'accept-language': lang } })
      const group = answer.body.groups.find((g: { menulist: unknown[] }) => g.menulist.length)
      const home = group.menulist.find((entry: { TMMID: string }) => entry.TMMID === 'HOME')
      return { top: home.TMVNAM, section: home.menus[0].name, item: home.menus[0].submenus[0].CMTITLE }
    }
    expect(await names('en-us')).toEqual({ top: 'Home', section: 'Information', item: 'Announcements' })
    expect(await names('fr')).toEqual({ top: 'Accueil', section: 'Information', item: 'Annonces' })
    // The page check titles the page in the reader's language too.
    const check = await server.call('GET', 'globals/access/cmid?cmid=UA-PREF', { token, headers: { 'accept-language': 'fr' } })
    expect(check.body).toMatchObject({ title: 'Préférences de l’utilisateur', subtitle: 'Accueil' })
  })
})

describe('menus lead to what a user may do', () => {
  type Item = { CMCID: string | null; CMHID: string; external: boolean; link: string | null }
  type Entry = { TMMID: string; menus: { name: string; submenus: Item[] }[] }
  type Answer = {
    profile: AccessProfile
    appconfig: CapabilityAppConfig
    groups: { id: string; is_admin: boolean; menulist: Entry[] }[]
  }
  const items = (menulist: Entry[]) => menulist.flatMap((entry) => entry.menus.flatMap((section) => section.submenus))
  const ids = (menulist: Entry[]) => items(menulist).flatMap((item) => (item.CMCID ? [item.CMCID] : []))
  // The accounts that can use the portal: the locked, inactive and forced-reset ones cannot.
  const usable = demoUsers.filter((user) => !user.locked && !user.status && !user.mustReset)
  // The pages section 6 gives to roles: the rules that name roles, not those open to every signed-in user.
  const roleScreens = Object.entries(MENU_SCREENS).filter(([, screen]) => {
    const access: Access = screen.access
    return typeof access === 'object' && 'capability' in access && CAPABILITY_ROLES[access.capability] !== null
  })

  it.each(usable.map((user) => [user.username]))(
    '%s: every entry opens, and every page its roles allow is an entry',
    async (username) => {
      const answer = (await server.login(username)) as Answer & { token: string }
      expect(answer.groups.length).toBeGreaterThan(0)
      for (const group of answer.groups) {
        const subject = {
          profile: { ...answer.profile, MT_ADM: group.is_admin ? 'Y' : 'N' },
          appConfig: answer.appconfig,
          menuIds: internalMenuIds(group.menulist),
        }
        for (const item of items(group.menulist)) {
          const access = menuItemAccess(item)
          if (!access) continue
          // The rule of the page the entry leads to (the route's own, MENU_SCREENS) lets the user in...
          expect(checkAccess(access, { ...subject, cmid: item.CMCID }), `${username}/${group.id}: ${item.CMCID}`).toBe(
            'allowed',
          )
          // ...and the server's page check answers yes.
          const check = await server.call('GET', `globals/access/cmid?cmid=${encodeURIComponent(item.CMCID!)}`, {
            token: answer.token,
            headers: { group: group.id },
          })
          expect(check.status, `${username}/${group.id}: access check of ${item.CMCID}`).toBe(200)
        }
        // Every page the user's roles allow is in the menus of every group: each carries the manual.
        expect(group.menulist.some((entry) => entry.TMMID === 'QUALITY'), `${username}/${group.id}`).toBe(true)
        const present = new Set(ids(group.menulist))
        // The reader's pages are open to every signed-in user, so every group leads to them.
        for (const cmid of ['QPM-DOC', 'QPM-READINGS', 'QPM-SEARCH', 'QPM-INDEX', 'QPM-BOOKMARKS', 'QPM-SETTINGS']) {
          expect(present, `${username}/${group.id} lacks ${cmid}`).toContain(cmid)
        }
        for (const [cmid, screen] of roleScreens) {
          if (checkAccess(screen.access, subject) !== 'allowed') continue
          expect(present, `${username}/${group.id} lacks ${cmid}`).toContain(cmid)
        }
      }
    },
  )

  it('gives each role its own entries, and none it may not open', async () => {
    const menuIds = async (username: string) => {
      const answer = (await server.login(username)) as Answer
      return new Set(answer.groups.flatMap((group) => ids(group.menulist)))
    }
    const writer = await menuIds('writer')
    expect(writer).toContain('QPM-AUTHORING')
    expect(writer).toContain('QPM-WORKFLOW')
    expect(writer).not.toContain('QPM-PUBLISH-READY')
    expect(writer).not.toContain('SWITCHUSER')
    const caradmin = await menuIds('caradmin')
    for (const cmid of ['CAR-SOURCE', 'CAR-ROOT-CAUSE', 'CAR-PROBLEM', 'CAR-TERMINAL', 'CAR-DEPARTMENT']) {
      expect(caradmin).toContain(cmid)
    }
    expect(caradmin).not.toContain('QPM-AUTHORING')
    const auditor = await menuIds('auditor')
    expect(auditor).toContain('SWITCHUSER')
    expect(auditor).toContain('QPM-AUDIT')
    expect(auditor).not.toContain('CAR-SOURCE')
    const employee = await menuIds('employee')
    expect(employee).toContain('CAR-LIST')
    for (const cmid of ['QPM-AUTHORING', 'QPM-DRAFT', 'SWITCHUSER', 'QPM-ADMIN', 'CAR-SOURCE']) {
      expect(employee).not.toContain(cmid)
    }
    // The benefits company has no CAR module: even its administrator gets no CAR entry.
    const badmin = await menuIds('badmin')
    expect(badmin).toContain('QPM-ADMIN')
    expect(badmin).toContain('SWITCHUSER')
    expect([...badmin].filter((cmid) => cmid.startsWith('CAR-'))).toEqual([])
  })

  it('drops the sections left without entries', async () => {
    const answer = (await server.login('employee')) as Answer
    const quality = answer.groups[0]!.menulist.find((entry) => entry.TMMID === 'QUALITY')!
    expect(quality.menus.map((section) => section.name)).toEqual(['Manual', 'Corrective Actions'])
  })
})
