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

const home = (company: string, extra: SeedItem[] = []): SeedMenu => ({
  tmmid: 'HOME',
  name: 'Home',
  help: 'SHOWHELP',
  sections: [
    {
      name: 'Information',
      items: [
        { tscid: 'ANO-SHOW', cmcid: 'ANO-SHOW', title: 'Announcements', view: 'announcements', analytics: true },
        { tscid: 'UA-PREF', cmcid: 'UA-PREF', title: 'User Preferences', view: 'preferences' },
        { tscid: 'UID_MAA_UPDATE', cmcid: 'UID_MAA_UPDATE', title: 'Group Account Access', view: 'groupaccess' },
        // Opened from the help buttons of each page, never from the menu.
        { tscid: 'SHOWHELP', cmcid: 'SHOWHELP', title: 'Help', view: 'help', hidden: true },
        ...extra,
      ],
    },
    {
      name: 'Contact us',
      items: [
        {
          tscid: 'CONTACT-WEB',
          title: company === 'benefits' ? 'Benefits website' : 'Company website',
          link: company === 'benefits' ? 'https://benefits.northway.example' : 'https://www.northwayfreight.example',
          target: '_blank',
        },
      ],
    },
  ],
})

const manual = (title: string): SeedMenu => ({
  tmmid: 'QUALITY',
  name: title,
  help: 'QPM-HELP',
  sections: [
    {
      name: 'Manual',
      items: [
        { tscid: 'QPM-DOC', cmcid: 'QPM-DOC', title, view: 'document', analytics: true },
        { tscid: 'QPM-SEARCH', cmcid: 'QPM-SEARCH', title: 'Search the manual', view: 'search' },
        { tscid: 'QPM-INDEX', cmcid: 'QPM-INDEX', title: 'Index', view: 'index' },
      ],
    },
  ],
})

const car = (withAdmin: boolean): SeedSection => ({
  name: 'Corrective Actions',
  items: [
    { tscid: 'CAR-LIST', cmcid: 'CAR-LIST', title: 'Corrective Action Requests', view: 'car_list', analytics: true },
    { tscid: 'CAR-ADD', cmcid: 'CAR-ADD', title: 'New Corrective Action Request', view: 'car' },
    ...(withAdmin
      ? [
          { tscid: 'CAR-SOURCE', cmcid: 'CAR-SOURCE', title: 'CAR Sources', view: 'car_source' },
          { tscid: 'CAR-ROOT-CAUSE', cmcid: 'CAR-ROOT-CAUSE', title: 'CAR Root Causes', view: 'car_root_cause' },
          { tscid: 'CAR-PROBLEM', cmcid: 'CAR-PROBLEM', title: 'CAR Problem Types', view: 'car_problem_type' },
          { tscid: 'CAR-TERMINAL', cmcid: 'CAR-TERMINAL', title: 'CAR Terminals', view: 'car_terminal' },
          { tscid: 'CAR-DEPARTMENT', cmcid: 'CAR-DEPARTMENT', title: 'CAR Departments', view: 'car_department' },
        ]
      : []),
  ],
})

const shipping = (customer: boolean): SeedMenu => ({
  tmmid: 'SHIPPING',
  name: 'Shipping',
  help: 'SHIPMENTS',
  sections: [
    {
      name: 'Tracing',
      items: [
        {
          tscid: 'SHIPMENTS',
          cmcid: 'SHIPMENTS',
          title: 'Probill search',
          titleFr: 'Recherche de probills',
          view: 'probill_search',
          analytics: true,
        },
        { tscid: 'TRACE-MULTI', cmcid: 'TRACE-MULTI', title: 'Multiple Tracing', view: 'multiple_tracing' },
        { tscid: 'DOCLIB-POD', cmcid: 'DOCLIB-POD', title: 'Proof of Delivery', view: 'doclib', doclibType: 'POD' },
        ...(customer
          ? []
          : [{ tscid: 'DOCLIB-BOL', cmcid: 'DOCLIB-BOL', title: 'Bills of Lading', view: 'doclib', doclibType: 'BOL' }]),
      ],
    },
    ...(customer
      ? [
          {
            name: 'Booking',
            items: [
              { tscid: 'QUOTE', cmcid: 'QUOTE', title: 'Online Quoting', view: 'quote', analytics: true },
              { tscid: 'RAPID-BOL', cmcid: 'RAPID-BOL', title: 'Rapid BOL', view: 'rapid_bol' },
              { tscid: 'PICKUP', cmcid: 'PICKUP', title: 'Schedule Pickup', view: 'pickup' },
            ],
          },
        ]
      : []),
    {
      name: 'Tools',
      items: [
        { tscid: 'TRANSIT', cmcid: 'TRANSIT', title: 'Transit Time Calculator', view: 'transit_time' },
        { tscid: 'ZIP-LOOKUP', cmcid: 'ZIP-LOOKUP', title: 'Zip Code Look Up', view: 'zip_lookup' },
        {
          tscid: 'FUEL',
          title: 'Fuel surcharge',
          link: 'https://www.northwayfreight.example/fuel-surcharge',
          target: '_blank',
        },
      ],
    },
  ],
})

const reports = (extra: SeedItem[] = []): SeedMenu => ({
  tmmid: 'REPORTS',
  name: 'Reports',
  help: 'PUSHREPORT',
  sections: [
    {
      name: 'Reports',
      items: [
        { tscid: 'PUSHREPORT', cmcid: 'PUSHREPORT', title: 'Push Reports', view: 'pushreport', analytics: true },
        { tscid: 'RELEASE-NOTES', cmcid: 'RELEASE-NOTES', title: 'Release Notes', view: 'releaseNotes' },
        ...extra,
      ],
    },
  ],
})

const contactLink: SeedMenu = {
  tmmid: 'CONTACT',
  name: 'Contact',
  type: 'L',
  hook: 'https://www.northwayfreight.example/contact',
  sections: [],
}

const administration = (withCar: boolean): SeedMenu => ({
  tmmid: 'ADMIN',
  name: 'Administration',
  sections: [
    {
      name: 'Accounts',
      items: [
        { tscid: 'USER-ADMIN', cmcid: 'USER-ADMIN', title: 'Users', view: 'admin_user' },
        { tscid: 'USER-GROUP', cmcid: 'USER-GROUP', title: 'User Groups', view: 'admin_user_group' },
        // Reached from the users page only.
        { tscid: 'RATINGS', cmcid: 'RATINGS', title: 'Ratings', view: 'ratings', hidden: true },
      ],
    },
    {
      name: 'Manual',
      items: [
        { tscid: 'QPM-ADMIN', cmcid: 'QPM-ADMIN', title: 'Manual Administration', view: 'admin' },
        { tscid: 'QPM-AUTHORING', cmcid: 'QPM-AUTHORING', title: 'Authoring', view: 'authoring' },
        { tscid: 'MAINT-ADMIN', cmcid: 'MAINT-ADMIN', title: 'Maintenance Notices', view: 'maintenance', hidden: true },
      ],
    },
    ...(withCar ? [car(true)] : []),
  ],
})

/** The benefits company's document library. */
const benefitForms: SeedItem = {
  tscid: 'DOCLIB-FORMS',
  cmcid: 'DOCLIB-FORMS',
  title: 'Benefit Forms',
  view: 'doclib',
  doclibType: 'FORM',
}

const staffQuality: SeedMenu = {
  ...manual('Quality Manual'),
  sections: [...manual('Quality Manual').sections, car(false)],
}

/** Menu groups by code, per company. */
export const seedMenuGroups: Record<string, { company: string; name: string; menus: SeedMenu[] }> = {
  'FRT-ADMIN': {
    company: 'freight',
    name: 'Freight administrators',
    menus: [home('freight'), staffQuality, shipping(false), reports(), administration(true), contactLink],
  },
  'FRT-STAFF': {
    company: 'freight',
    name: 'Freight employees',
    menus: [home('freight'), staffQuality, shipping(false), reports(), contactLink],
  },
  'FRT-SALES': {
    company: 'freight',
    name: 'Freight sales',
    menus: [
      home('freight'),
      shipping(false),
      reports([{ tscid: 'CUST-SEARCH', cmcid: 'CUST-SEARCH', title: 'Customer Search', view: 'customers' }]),
      contactLink,
    ],
  },
  'FRT-CUSTOMER': {
    company: 'freight',
    name: 'Customer shipping',
    menus: [home('freight'), shipping(true), reports(), contactLink],
  },
  'FRT-BILLING': {
    company: 'freight',
    name: 'Customer billing',
    menus: [
      home('freight'),
      {
        tmmid: 'BILLING',
        name: 'Billing',
        sections: [
          {
            name: 'Billing',
            items: [
              { tscid: 'STATEMENTS', cmcid: 'STATEMENTS', title: 'Statements', view: 'statements', analytics: true },
              { tscid: 'CLAIMS', cmcid: 'CLAIMS', title: 'Claims', view: 'claims' },
              { tscid: 'DOCLIB-INV', cmcid: 'DOCLIB-INV', title: 'Invoices', view: 'doclib', doclibType: 'INV' },
            ],
          },
        ],
      },
      reports(),
    ],
  },
  'BNF-STAFF': {
    company: 'benefits',
    name: 'Benefits employees',
    menus: [home('benefits', [benefitForms]), manual('Benefits Handbook'), reports()],
  },
  'BNF-ADMIN': {
    company: 'benefits',
    name: 'Benefits administrators',
    menus: [home('benefits', [benefitForms]), manual('Benefits Handbook'), reports(), administration(false)],
  },
}

/** User groups: who sees which menu group, with the group's style and landing page. */
export const seedUserGroups = [
  {
    company: 'freight',
    code: 'FRT-ADMINS',
    name: 'Administrators',
    style: 'transport',
    menu: 'FRT-ADMIN',
    landing: 'ANO-SHOW',
  },
  {
    company: 'freight',
    code: 'FRT-EMPLOYEES',
    name: 'Employees',
    style: 'transport',
    menu: 'FRT-STAFF',
    landing: null,
  },
  { company: 'freight', code: 'FRT-SALES', name: 'Sales', style: 'transport', menu: 'FRT-SALES', landing: 'SHIPMENTS' },
  {
    company: 'freight',
    code: 'FRT-SHIPPING',
    name: 'Shipping',
    style: 'transport',
    menu: 'FRT-CUSTOMER',
    landing: 'SHIPMENTS',
  },
  {
    company: 'freight',
    code: 'FRT-BILLING',
    name: 'Billing',
    style: 'transport',
    menu: 'FRT-BILLING',
    landing: 'STATEMENTS',
  },
  {
    company: 'benefits',
    code: 'BNF-EMPLOYEES',
    name: 'Employees',
    style: 'benefits',
    menu: 'BNF-STAFF',
    landing: null,
  },
  {
    company: 'benefits',
    code: 'BNF-ADMINS',
    name: 'Administrators',
    style: 'benefits',
    menu: 'BNF-ADMIN',
    landing: 'ANO-SHOW',
  },
] as const

/**
 * The French names of the demo menus: top entries, side-menu sections and items. An item's own `titleFr`
 * wins; a name missing here stays English in French.
 */
export const FRENCH_MENU_NAMES: Readonly<Record<string, string>> = {
  // Top entries
  Home: 'Accueil',
  'Quality Manual': 'Manuel qualité',
  'Benefits Handbook': 'Guide des avantages sociaux',
  Shipping: 'Expédition',
  Reports: 'Rapports',
  Contact: 'Contact',
  Administration: 'Administration',
  Billing: 'Facturation',
  // Sections
  Information: 'Information',
  'Contact us': 'Nous joindre',
  Manual: 'Manuel',
  'Corrective Actions': 'Actions correctives',
  Tracing: 'Repérage',
  Booking: 'Réservation',
  Tools: 'Outils',
  Accounts: 'Comptes',
  // Items
  Announcements: 'Annonces',
  'User Preferences': 'Préférences de l’utilisateur',
  'Group Account Access': 'Accès aux comptes du groupe',
  Help: 'Aide',
  'Company website': 'Site Web de l’entreprise',
  'Benefits website': 'Site Web des avantages sociaux',
  'Search the manual': 'Rechercher dans le manuel',
  Index: 'Index',
  'Corrective Action Requests': 'Demandes d’action corrective',
  'New Corrective Action Request': 'Nouvelle demande d’action corrective',
  'CAR Sources': 'Sources des DAC',
  'CAR Root Causes': 'Causes fondamentales des DAC',
  'CAR Problem Types': 'Types de problèmes des DAC',
  'CAR Terminals': 'Terminaux des DAC',
  'CAR Departments': 'Services des DAC',
  'Multiple Tracing': 'Repérage multiple',
  'Proof of Delivery': 'Preuves de livraison',
  'Bills of Lading': 'Connaissements',
  'Online Quoting': 'Cotation en ligne',
  'Rapid BOL': 'Connaissement rapide',
  'Schedule Pickup': 'Planifier une cueillette',
  'Transit Time Calculator': 'Calculateur de délais de transit',
  'Zip Code Look Up': 'Recherche de code postal',
  'Fuel surcharge': 'Supplément carburant',
  'Push Reports': 'Rapports programmés',
  'Release Notes': 'Notes de version',
  Users: 'Utilisateurs',
  'User Groups': 'Groupes d’utilisateurs',
  Ratings: 'Évaluations',
  'Manual Administration': 'Administration du manuel',
  Authoring: 'Rédaction',
  'Maintenance Notices': 'Avis de maintenance',
  'Benefit Forms': 'Formulaires d’avantages sociaux',
  'Customer Search': 'Recherche de clients',
  Statements: 'Relevés',
  Claims: 'Réclamations',
  Invoices: 'Factures',
}
