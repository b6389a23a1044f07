import { internalMenuIds } from '@shared/auth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companies, menuGroups, menus, submenus } from '../../src/server/db/schema'
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
