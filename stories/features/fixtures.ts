import type { Group, MenuEntry } from '@shared/contract/schemas'

type Item = MenuEntry['menus'][number]['submenus'][number]

const item = (cmid: string | null, title: string, patch: Partial<Item> = {}): Item => ({
  TSCID: cmid ?? title,
  CMCID: cmid,
  CMTITLE: title,
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

const entry = (id: string, name: string, sections: MenuEntry['menus'], patch: Partial<MenuEntry> = {}): MenuEntry => ({
  TMMID: id,
  TMVNAM: name,
  TMMTYP: 'M',
  TMHOOK: null,
  CMCID: null,
  DOCLIB: 'N',
  EXDOCLIB: 'N',
  DOCLIB_TYPE: null,
  helpmenu: null,
  external: false,
  menus: sections,
  ...patch,
})

/** The demo customer's menus: home, shipping with a document library, reports and an external link. */
export const customerMenus: MenuEntry[] = [
  entry(
    'HOME',
    'Home',
    [
      {
        name: 'Information',
        sseq: 1,
        submenus: [
          item('ANO-SHOW', 'Announcements'),
          item('UA-PREF', 'User Preferences'),
          item('UID_MAA_UPDATE', 'Group Account Access'),
          item('SHOWHELP', 'Help', { CMHID: 'Y' }),
        ],
      },
      {
        name: 'Contact us',
        sseq: 2,
        submenus: [
          item(null, 'Company website', { TSCID: 'CONTACT-WEB', link: 'https://www.northwayfreight.example', external: true }),
        ],
      },
    ],
    { helpmenu: { MHMID: 'SHOWHELP' } },
  ),
  entry('SHIPPING', 'Shipping', [
    {
      name: 'Tracing',
      sseq: 1,
      submenus: [
        item('SHIPMENTS', 'Probill Search'),
        item('TRACE-MULTI', 'Multiple Tracing'),
        item('DOCLIB-POD', 'Proof of Delivery', { DOCLIB: 'Y', DOCLIB_TYPE: 'POD' }),
      ],
    },
  ]),
  entry('REPORTS', 'Reports', [
    { name: 'Reports', sseq: 1, submenus: [item('PUSHREPORT', 'Push Reports'), item('RELEASE-NOTES', 'Release Notes')] },
  ]),
  entry('CONTACT', 'Contact', [], { TMMTYP: 'L', TMHOOK: 'https://www.northwayfreight.example/contact', external: true }),
]

/** The customer's two groups, so the header offers the group switcher. */
export const freightGroups: Group[] = [
  { id: 'FRT-SHIPPING', name: 'Shipping', is_admin: false, style: 'transport', menulist: customerMenus, landingPage: '/freight/home' },
  { id: 'FRT-BILLING', name: 'Billing', is_admin: false, style: 'transport', menulist: customerMenus.slice(0, 1), landingPage: '/freight/home' },
]

/** The names of the customer's menus as the server answers them in French. */
const FRENCH: Record<string, string> = {
  Home: 'Accueil',
  Information: 'Information',
  Announcements: 'Annonces',
  'User Preferences': 'Préférences de l’utilisateur',
  'Group Account Access': 'Accès aux comptes du groupe',
  Help: 'Aide',
  'Contact us': 'Nous joindre',
  'Company website': 'Site Web de l’entreprise',
  Shipping: 'Expédition',
  Tracing: 'Repérage',
  'Probill Search': 'Recherche de probills',
  'Multiple Tracing': 'Repérage multiple',
  'Proof of Delivery': 'Preuves de livraison',
  Reports: 'Rapports',
  'Push Reports': 'Rapports programmés',
  'Release Notes': 'Notes de version',
}

const french = (name: string) => FRENCH[name] ?? name

/** The customer's menus in French: the server answers them in the language of the call. */
export const customerMenusFr: MenuEntry[] = customerMenus.map((top) => ({
  ...top,
  TMVNAM: french(top.TMVNAM),
  menus: top.menus.map((section) => ({
    ...section,
    name: french(section.name),
    submenus: section.submenus.map((submenu) => ({ ...submenu, CMTITLE: french(submenu.CMTITLE) })),
  })),
}))
