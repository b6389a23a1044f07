import { describe, expect, it } from 'vitest'
import type { MenuEntry } from '@shared/contract/schemas'
import { frameMenus, menuHref, menuPlace } from '@app/shell/menus'

type Item = MenuEntry['menus'][number]['submenus'][number]

const item = (patch: Partial<Item>): Item => ({
  TSCID: patch.CMCID ?? 'X',
  CMCID: null,
  CMTITLE: 'Item',
  CMVNAM: null,
  CMANO_ANALYTICS: 'N',
  CMHID: 'N',
  DOCLIB: 'N',
  EXDOCLIB: 'N',
  DOCLIB_TYPE: null,
  TSSSEQ: 1,
  link: null,
  target: null,
  external: false,
  ...patch,
})

const entry = (patch: Partial<MenuEntry>): MenuEntry => ({
  TMMID: 'HOME',
  TMVNAM: 'Home',
  TMMTYP: 'M',
  TMHOOK: null,
  CMCID: null,
  DOCLIB: 'N',
  EXDOCLIB: 'N',
  DOCLIB_TYPE: null,
  helpmenu: null,
  external: false,
  menus: [],
  ...patch,
})

const menulist: MenuEntry[] = [
  entry({
    menus: [
      {
        name: 'Information',
        sseq: 1,
        submenus: [
          item({ CMCID: 'UA-PREF', CMTITLE: 'User Preferences', TSSSEQ: 2 }),
          item({ CMCID: 'ANO-SHOW', CMTITLE: 'Announcements', TSSSEQ: 1 }),
          item({ CMCID: 'SHOWHELP', CMTITLE: 'Help', CMHID: 'Y' }),
        ],
      },
    ],
  }),
  entry({
    TMMID: 'SHIPPING',
    TMVNAM: 'Shipping',
    menus: [
      {
        name: 'Tracing',
        sseq: 1,
        submenus: [
          item({ CMCID: 'DOCLIB-POD', CMTITLE: 'Proof of Delivery', DOCLIB: 'Y' }),
          item({ TSCID: 'FUEL', CMTITLE: 'Fuel surcharge', link: 'https://fuel.example/x', external: true }),
        ],
      },
    ],
  }),
  entry({ TMMID: 'CONTACT', TMVNAM: 'Contact', TMMTYP: 'L', TMHOOK: 'https://contact.example', external: true }),
]

describe('menu links', () => {
  it.each([
    [{ CMCID: 'ANO-SHOW' }, '/freight/pages/ANO-SHOW'],
    [{ CMCID: 'CAR-LIST' }, '/freight/pages/car/car_list'],
    [{ CMCID: 'QPM-SEARCH' }, '/freight/pages/user/search'],
    [{ CMCID: 'DOCLIB-POD', DOCLIB: 'Y' }, '/freight/pages/doclib/DOCLIB-POD'],
    [{ CMCID: 'X', link: '/pages/ANO-SHOW' }, '/freight/pages/ANO-SHOW'],
    [{ CMCID: null, link: 'https://out.example' }, 'https://out.example'],
  ] as const)('%j leads to %s', (patch, href) => {
    expect(menuHref('freight', item(patch as Partial<Item>))).toBe(href)
  })

  it('builds the top menu of every entry and the side menu of the page’s entry, without hidden items', () => {
    const { top, side, sideLabel } = frameMenus('freight', menulist, '/freight/pages/doclib/DOCLIB-POD')
    expect(top.map((e) => e.label)).toEqual(['Home', 'Shipping', 'Contact'])
    expect(top[0]?.children?.map((e) => e.label)).toEqual(['Announcements', 'User Preferences'])
    expect(top[2]).toMatchObject({ href: 'https://contact.example', external: true })
    expect(sideLabel).toBe('Shipping')
    expect(side[0]?.children).toEqual([
      { id: 'DOCLIB-POD', label: 'Proof of Delivery', href: '/freight/pages/doclib/DOCLIB-POD' },
      { id: 'FUEL', label: 'Fuel surcharge', href: 'https://fuel.example/x', external: true },
    ])
  })

  it('names side-menu sections by place, so an open one stays open in the other language', () => {
    const french = menulist.map((top) => ({ ...top, menus: top.menus.map((section) => ({ ...section, name: `${section.name} (fr)` })) }))
    const ids = (list: typeof menulist) => frameMenus('freight', list, '/freight/pages/doclib/DOCLIB-POD').side.map((section) => section.id)
    expect(ids(french)).toEqual(ids(menulist))
  })

  it('shows the first entry’s sections on pages outside the menus', () => {
    const menus = frameMenus('freight', menulist, '/freight/home')
    expect(menus.sideLabel).toBe('Home')
    expect(menus.sideCurrent).toBeUndefined()
  })
})

describe('the place of a page in the menus', () => {
  const places: MenuEntry[] = [
    ...menulist,
    entry({
      TMMID: 'TRACE',
      TMVNAM: 'Shipping',
      menus: [
        {
          name: 'Tracing',
          sseq: 1,
          submenus: [
            item({ CMCID: 'SHIPMENTS', CMTITLE: 'Probill search' }),
            item({ CMCID: 'DOCLIB-BOL', CMTITLE: 'Bills of Lading', DOCLIB: 'Y' }),
          ],
        },
      ],
    }),
    entry({
      TMMID: 'REPORTS',
      TMVNAM: 'Reports',
      menus: [{ name: 'Reports', sseq: 1, submenus: [item({ CMCID: 'PUSHREPORT', CMTITLE: 'Push Reports' })] }],
    }),
    entry({
      TMMID: 'QUALITY',
      TMVNAM: 'Quality Manual',
      menus: [
        {
          name: 'Corrective Actions',
          sseq: 1,
          submenus: [
            item({ CMCID: 'CAR-LIST', CMTITLE: 'Corrective Action Requests', TSSSEQ: 1 }),
            item({ CMCID: 'CAR-ADD', CMTITLE: 'New Corrective Action Request', TSSSEQ: 2 }),
            item({ CMCID: 'CAR-SOURCE', CMTITLE: 'CAR Sources', TSSSEQ: 3 }),
          ],
        },
        { name: 'Audit', sseq: 2, submenus: [item({ CMCID: 'QPM-AUDIT', CMTITLE: 'Manual Switch User' })] },
      ],
    }),
  ]

  it.each([
    // The page of an item, however its address is written.
    ['/freight/pages/SHIPMENTS', undefined, 'SHIPMENTS', false],
    ['/freight/pages/shipments', 'SHIPMENTS', 'SHIPMENTS', false],
    ['/freight/pages/doclib/DOCLIB-POD/', undefined, 'DOCLIB-POD', false],
    // Pages of an item's own: by the page's menu id, the screen's sub-pages, or the path below the item's.
    ['/freight/pages/PUSHREPORT_ADD', 'PUSHREPORT', 'PUSHREPORT', true],
    ['/freight/pages/PUSHREPORTR/4/9', 'PUSHREPORT', 'PUSHREPORT', true],
    ['/freight/pages/doclib/DOCLIB-BOL/add', 'DOCLIB-BOL', 'DOCLIB-BOL', true],
    ['/freight/pages/doclib/DOCLIB-POD/7', undefined, 'DOCLIB-POD', true],
    ['/freight/pages/car/car/12', undefined, 'CAR-LIST', true],
    ['/freight/pages/car/car', undefined, 'CAR-ADD', false],
    ['/freight/pages/car/admin/car_source/edit/3', undefined, 'CAR-SOURCE', true],
    ['/freight/pages/audit/settings/5', undefined, 'QPM-AUDIT', true],
  ] as const)('%s (menu id %s) belongs to %s', (path, menuId, cmid, subpage) => {
    expect(menuPlace('freight', places, path, menuId)?.item.CMCID).toBe(cmid)
    const menus = frameMenus('freight', places, path, menuId)
    expect(menus.sideLabel).toBe(menuPlace('freight', places, path, menuId)?.entry.TMVNAM)
    expect(menus.sideCurrent?.subpage).toBe(subpage)
  })

  it('leaves pages outside the menus and the home page without a place', () => {
    expect(menuPlace('freight', places, '/freight/home')).toBeUndefined()
    expect(menuPlace('freight', places, '/freight/pages/carrot')).toBeUndefined()
    expect(menuPlace('freight', places, '/freight/pages/UA-PREFERENCES')).toBeUndefined()
  })
})
