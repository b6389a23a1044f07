import * as t from '../schema'
import { carSection } from './car'
import type { IdOf, SeedItem, SeedMenu, Tx } from './context'
import { doclibMenuItems } from './doclib'
import { pushReportsMenuItem } from './pushreports'
import { shipmentsMenuItem } from './shipments'

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

/**
 * The manual's top entry: reading, authoring, audit, corrective actions and administration. Every
 * group carries all of it, since every signed-in user reads the manual (customers their own documents);
 * the server shows each user only the entries whose pages their roles allow (document 1 section 6).
 */
const manual = (title: string, options: { car: boolean }): SeedMenu => ({
  tmmid: 'QUALITY',
  name: title,
  help: 'QPM-HELP',
  sections: [
    {
      name: 'Manual',
      items: [
        { tscid: 'QPM-DOC', cmcid: 'QPM-DOC', title, view: 'document', analytics: true },
        { tscid: 'QPM-READINGS', cmcid: 'QPM-READINGS', title: 'Required Readings', view: 'required_readings' },
        { tscid: 'QPM-SEARCH', cmcid: 'QPM-SEARCH', title: 'Search the manual', view: 'search' },
        { tscid: 'QPM-INDEX', cmcid: 'QPM-INDEX', title: 'Index', view: 'index' },
        { tscid: 'QPM-BOOKMARKS', cmcid: 'QPM-BOOKMARKS', title: 'Bookmarks', view: 'bookmarks' },
        { tscid: 'QPM-SETTINGS', cmcid: 'QPM-SETTINGS', title: 'Manual Settings', view: 'settings' },
      ],
    },
    {
      name: 'Authoring',
      items: [
        { tscid: 'QPM-AUTHORING', cmcid: 'QPM-AUTHORING', title: 'Document Authoring', view: 'authoring' },
        { tscid: 'QPM-WORKFLOW', cmcid: 'QPM-WORKFLOW', title: 'Workflow', view: 'workflow' },
        { tscid: 'QPM-DRAFT', cmcid: 'QPM-DRAFT', title: 'Drafts', view: 'draft' },
        {
          tscid: 'QPM-STAGING-TRANSLATION',
          cmcid: 'QPM-STAGING-TRANSLATION',
          title: 'Drafts Missing a Translation',
          view: 'staging_missing_translation',
        },
        {
          tscid: 'QPM-NODE-TRANSLATION',
          cmcid: 'QPM-NODE-TRANSLATION',
          title: 'Documents Missing a Translation',
          view: 'node_missing_translation',
        },
        { tscid: 'QPM-REVIEW-DUE', cmcid: 'QPM-REVIEW-DUE', title: 'Reviews Due', view: 'review_due' },
        { tscid: 'QPM-PUBLISH-READY', cmcid: 'QPM-PUBLISH-READY', title: 'Ready to Publish', view: 'publish_ready' },
        { tscid: 'QPM-PUBLISH-OBSOLETE', cmcid: 'QPM-PUBLISH-OBSOLETE', title: 'Mark Obsolete', view: 'publish_obsolete' },
      ],
    },
    {
      name: 'Audit',
      items: [
        { tscid: 'SWITCHUSER', cmcid: 'SWITCHUSER', title: 'Switch User', view: 'switch_user' },
        { tscid: 'QPM-AUDIT', cmcid: 'QPM-AUDIT', title: 'Manual Switch User', view: 'audit_switch_user' },
        { tscid: 'QPM-COMPLIANCE', cmcid: 'QPM-COMPLIANCE', title: 'Reading Compliance', view: 'audit_compliance' },
        { tscid: 'QPM-TRAIL', cmcid: 'QPM-TRAIL', title: 'Audit Trail', view: 'audit_trail' },
      ],
    },
    ...(options.car ? [carSection] : []),
    {
      name: 'Manual administration',
      items: [
        { tscid: 'QPM-ADMIN', cmcid: 'QPM-ADMIN', title: 'Manual Users', view: 'admin_user' },
        { tscid: 'QPM-USER-GROUP', cmcid: 'QPM-USER-GROUP', title: 'Manual User Groups', view: 'admin_user_group' },
        { tscid: 'QPM-WORKFLOW-CHAIN', cmcid: 'QPM-WORKFLOW-CHAIN', title: 'Workflow Chains', view: 'workflow_chain' },
        {
          tscid: 'QPM-PROCESS-CATEGORY',
          cmcid: 'QPM-PROCESS-CATEGORY',
          title: 'Process Categories',
          view: 'process_category',
        },
        {
          tscid: 'QPM-PROCESS-EXCEPTION',
          cmcid: 'QPM-PROCESS-EXCEPTION',
          title: 'Process Category Exceptions',
          view: 'process_category_exception',
        },
        { tscid: 'QPM-TAG', cmcid: 'QPM-TAG', title: 'Tags', view: 'tag' },
        { tscid: 'QPM-TAG-EXCEPTION', cmcid: 'QPM-TAG-EXCEPTION', title: 'Tag Exceptions', view: 'tag_exception' },
        { tscid: 'QPM-PROPERTY', cmcid: 'QPM-PROPERTY', title: 'Manual Properties', view: 'manual_property' },
        { tscid: 'QPM-NODE-DELETED', cmcid: 'QPM-NODE-DELETED', title: 'Deleted Documents', view: 'node_deleted' },
        { tscid: 'QPM-EMAIL-HISTORY', cmcid: 'QPM-EMAIL-HISTORY', title: 'Email History', view: 'email_history' },
      ],
    },
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
        shipmentsMenuItem,
        { tscid: 'TRACE-MULTI', cmcid: 'TRACE-MULTI', title: 'Multiple Tracing', view: 'multiple_tracing' },
        doclibMenuItems.pod,
        ...(customer
          ? []
          : [doclibMenuItems.bol]),
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
        pushReportsMenuItem,
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

/** The portal's own administration, for the groups of administrators. */
const administration: SeedMenu = {
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
        { tscid: 'MAINT-ADMIN', cmcid: 'MAINT-ADMIN', title: 'Maintenance Notices', view: 'maintenance', hidden: true },
      ],
    },
  ],
}

const freightManual = manual('Quality Manual', { car: true })
const benefitsHandbook = manual('Benefits Handbook', { car: false })

/** Menu groups by code, per company. */
export const seedMenuGroups: Record<string, { company: string; name: string; menus: SeedMenu[] }> = {
  'FRT-ADMIN': {
    company: 'freight',
    name: 'Freight administrators',
    menus: [home('freight'), freightManual, shipping(false), reports(), administration, contactLink],
  },
  'FRT-STAFF': {
    company: 'freight',
    name: 'Freight employees',
    menus: [home('freight'), freightManual, shipping(false), reports(), contactLink],
  },
  'FRT-SALES': {
    company: 'freight',
    name: 'Freight sales',
    menus: [
      home('freight'),
      shipping(false),
      freightManual,
      reports([{ tscid: 'CUST-SEARCH', cmcid: 'CUST-SEARCH', title: 'Customer Search', view: 'customers' }]),
      contactLink,
    ],
  },
  'FRT-CUSTOMER': {
    company: 'freight',
    name: 'Customer shipping',
    menus: [home('freight'), shipping(true), freightManual, reports(), contactLink],
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
              doclibMenuItems.invoices,
            ],
          },
        ],
      },
      freightManual,
      reports(),
    ],
  },
  'BNF-STAFF': {
    company: 'benefits',
    name: 'Benefits employees',
    menus: [home('benefits', [doclibMenuItems.forms]), benefitsHandbook, reports()],
  },
  'BNF-ADMIN': {
    company: 'benefits',
    name: 'Benefits administrators',
    menus: [home('benefits', [doclibMenuItems.forms]), benefitsHandbook, reports(), administration],
  },
}

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
  Authoring: 'Rédaction',
  Audit: 'Audit',
  'Manual administration': 'Administration du manuel',
  // Items
  Announcements: 'Annonces',
  'User Preferences': 'Préférences de l’utilisateur',
  'Group Account Access': 'Accès aux comptes du groupe',
  Help: 'Aide',
  'Company website': 'Site Web de l’entreprise',
  'Benefits website': 'Site Web des avantages sociaux',
  'Search the manual': 'Rechercher dans le manuel',
  Index: 'Index',
  'Multiple Tracing': 'Repérage multiple',
  'Online Quoting': 'Cotation en ligne',
  'Rapid BOL': 'Connaissement rapide',
  'Schedule Pickup': 'Planifier une cueillette',
  'Transit Time Calculator': 'Calculateur de délais de transit',
  'Zip Code Look Up': 'Recherche de code postal',
  'Fuel surcharge': 'Supplément carburant',
  'Release Notes': 'Notes de version',
  Users: 'Utilisateurs',
  'User Groups': 'Groupes d’utilisateurs',
  Ratings: 'Évaluations',
  'Required Readings': 'Lectures obligatoires',
  Bookmarks: 'Signets',
  'Manual Settings': 'Paramètres du manuel',
  'Document Authoring': 'Rédaction des documents',
  Workflow: 'Flux d’approbation',
  Drafts: 'Brouillons',
  'Drafts Missing a Translation': 'Brouillons sans traduction',
  'Documents Missing a Translation': 'Documents sans traduction',
  'Reviews Due': 'Revues à échéance',
  'Ready to Publish': 'Prêts à publier',
  'Mark Obsolete': 'Marquer comme désuet',
  'Switch User': 'Changer d’utilisateur',
  'Manual Switch User': 'Changer d’utilisateur du manuel',
  'Reading Compliance': 'Conformité des lectures',
  'Audit Trail': 'Piste d’audit',
  Tags: 'Étiquettes',
  'Manual Users': 'Utilisateurs du manuel',
  'Manual User Groups': 'Groupes d’utilisateurs du manuel',
  'Workflow Chains': 'Chaînes d’approbation',
  'Process Categories': 'Catégories de processus',
  'Process Category Exceptions': 'Exceptions de catégories de processus',
  'Tag Exceptions': 'Exceptions d’étiquettes',
  'Manual Properties': 'Propriétés du manuel',
  'Deleted Documents': 'Documents supprimés',
  'Email History': 'Historique des courriels',
  'Maintenance Notices': 'Avis de maintenance',
  'Customer Search': 'Recherche de clients',
  Statements: 'Relevés',
  Claims: 'Réclamations',
}

/** The menu groups of every company with their trees; answers a menu group's id by code. */
export async function seedMenus(tx: Tx, companyId: IdOf): Promise<IdOf> {
  // Menu groups, their top menus and items: one statement each, matched back by code.
  const groupEntries = Object.entries(seedMenuGroups)
  const menuGroupRows = await tx
    .insert(t.menuGroups)
    .values(groupEntries.map(([code, group]) => ({ companyId: companyId(group.company), code, name: group.name })))
    .returning({ id: t.menuGroups.id, code: t.menuGroups.code })
  const menuGroupIds = new Map(menuGroupRows.map((row) => [row.code, row.id]))
  const menuRows = await tx
    .insert(t.menus)
    .values(
      groupEntries.flatMap(([code, group]) =>
        group.menus.map((menu, position) => ({
          menuGroupId: menuGroupIds.get(code) as number,
          tmmid: menu.tmmid,
          tmvnam: menu.name,
          tmvnamFr: FRENCH_MENU_NAMES[menu.name] ?? null,
          tmmtyp: menu.type ?? 'M',
          tmhook: menu.hook ?? null,
          cmcid: menu.cmcid ?? null,
          mhmid: menu.help ?? null,
          sequence: (position + 1) * 10,
        })),
      ),
    )
    .returning({ id: t.menus.id, menuGroupId: t.menus.menuGroupId, tmmid: t.menus.tmmid })
  const menuId = (groupCode: string, tmmid: string) =>
    menuRows.find((row) => row.menuGroupId === menuGroupIds.get(groupCode) && row.tmmid === tmmid)!.id
  await tx.insert(t.submenus).values(
    groupEntries.flatMap(([code, group]) =>
      group.menus.flatMap((menu) =>
        menu.sections.flatMap((section, sectionIndex) =>
          section.items.map((item, itemIndex) => ({
            menuId: menuId(code, menu.tmmid),
            tscid: item.tscid,
            section: section.name,
            sectionFr: FRENCH_MENU_NAMES[section.name] ?? null,
            sseq: (sectionIndex + 1) * 10,
            tssseq: (itemIndex + 1) * 10,
            cmcid: item.cmcid ?? null,
            cmtitle: item.title,
            cmtitleFr: item.titleFr ?? FRENCH_MENU_NAMES[item.title] ?? null,
            cmvnam: item.view ?? null,
            cmanoAnalytics: item.analytics ? 'Y' : 'N',
            cmhid: item.hidden ? 'Y' : 'N',
            doclib: item.doclibType ? 'Y' : 'N',
            exdoclib: item.exdoclib ? 'Y' : 'N',
            doclibType: item.doclibType ?? null,
            link: item.link ?? null,
            target: item.target ?? null,
          })),
        ),
      ),
    ),
  )
  return (code) => menuGroupIds.get(code) as number
}
