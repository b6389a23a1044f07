import { companies as demoCompanies, defaultCompany } from '@shared/companies'
import { count, sql } from 'drizzle-orm'
import { hashPassword } from '../auth/passwords'
import type { Storage } from '../storage'
import type { Database, Db } from './client'
import { seedDoclib } from './seed-doclib'
import * as t from './schema'
import { FRENCH_MENU_NAMES, seedMenuGroups, seedUserGroups } from './seed-menus'
import { insertShipments } from './seed-shipments'

/** The one password of every demo account. */
export const DEMO_PASSWORD = 'Portal-Demo-2026!'

interface DemoUser {
  username: string
  company: 'freight' | 'benefits'
  type: 'ADMIN' | 'EMPLOYEE' | 'SALES' | 'CUSTOMER'
  fname: string
  lname: string
  roles?: string[]
  groups: { code: string; admin?: boolean }[]
  cust?: string
  lang?: 'en' | 'fr'
  theme?: 'light' | 'dark'
  status?: string
  locked?: boolean
  mustReset?: boolean
  limited?: boolean
}

/** Every demo account of the architecture's table, with its state. */
export const demoUsers: DemoUser[] = [
  {
    username: 'admin',
    company: 'freight',
    type: 'ADMIN',
    fname: 'Alex',
    lname: 'Martin',
    roles: ['ROLE_SUPER'],
    groups: [{ code: 'FRT-ADMINS', admin: true }, { code: 'FRT-EMPLOYEES' }],
  },
  {
    username: 'writer',
    company: 'freight',
    type: 'EMPLOYEE',
    fname: 'Wendy',
    lname: 'Tremblay',
    roles: ['ROLE_TECHNICAL_WRITER'],
    groups: [{ code: 'FRT-EMPLOYEES' }],
  },
  {
    username: 'approver',
    company: 'freight',
    type: 'EMPLOYEE',
    fname: 'André',
    lname: 'Gagnon',
    roles: ['ROLE_SELF_APPROVED'],
    groups: [{ code: 'FRT-EMPLOYEES' }],
  },
  {
    username: 'auditor',
    company: 'freight',
    type: 'EMPLOYEE',
    fname: 'Audrey',
    lname: 'Roy',
    roles: ['ROLE_AUDIT'],
    groups: [{ code: 'FRT-EMPLOYEES' }],
  },
  {
    username: 'caradmin',
    company: 'freight',
    type: 'EMPLOYEE',
    fname: 'Carl',
    lname: 'Côté',
    roles: ['ROLE_CAR_ADMIN'],
    groups: [{ code: 'FRT-EMPLOYEES' }],
  },
  {
    username: 'employee',
    company: 'freight',
    type: 'EMPLOYEE',
    fname: 'Émilie',
    lname: 'Bouchard',
    lang: 'fr',
    groups: [{ code: 'FRT-EMPLOYEES' }],
  },
  {
    username: 'sales',
    company: 'freight',
    type: 'SALES',
    fname: 'Samuel',
    lname: 'Gauthier',
    groups: [{ code: 'FRT-SALES' }],
  },
  {
    username: 'customer',
    company: 'freight',
    type: 'CUSTOMER',
    fname: 'Chris',
    lname: 'Morin',
    cust: 'C10001',
    groups: [{ code: 'FRT-SHIPPING' }, { code: 'FRT-BILLING' }],
  },
  {
    username: 'limited',
    company: 'freight',
    type: 'CUSTOMER',
    fname: 'Lee',
    lname: 'Lavoie',
    cust: 'C10002',
    limited: true,
    groups: [{ code: 'FRT-SHIPPING' }],
  },
  {
    username: 'inactive',
    company: 'freight',
    type: 'CUSTOMER',
    fname: 'Inès',
    lname: 'Fortin',
    cust: 'C10003',
    status: 'Inactive',
    groups: [{ code: 'FRT-SHIPPING' }],
  },
  {
    username: 'resetme',
    company: 'freight',
    type: 'CUSTOMER',
    fname: 'René',
    lname: 'Gagné',
    cust: 'C10004',
    mustReset: true,
    groups: [{ code: 'FRT-SHIPPING' }],
  },
  {
    username: 'locked',
    company: 'freight',
    type: 'CUSTOMER',
    fname: 'Louise',
    lname: 'Ouellet',
    cust: 'C10005',
    locked: true,
    groups: [{ code: 'FRT-SHIPPING' }],
  },
  {
    username: 'bemployee',
    company: 'benefits',
    type: 'EMPLOYEE',
    fname: 'Béatrice',
    lname: 'Pelletier',
    theme: 'dark',
    groups: [{ code: 'BNF-EMPLOYEES' }],
  },
  {
    username: 'badmin',
    company: 'benefits',
    type: 'ADMIN',
    fname: 'Robert',
    lname: 'Bélanger',
    roles: ['ROLE_ADMIN'],
    groups: [{ code: 'BNF-ADMINS', admin: true }],
  },
]

const FIRST = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Charlotte',
  'William',
  'Alice',
  'Thomas',
  'Léa',
  'Jacob',
  'Chloé',
  'Nathan',
  'Zoé',
  'Samuel',
  'Rosalie',
  'Félix',
]
const LAST = [
  'Lefebvre',
  'Leblanc',
  'Bergeron',
  'Girard',
  'Caron',
  'Poirier',
  'Nguyen',
  'Smith',
  'Wilson',
  'Campbell',
  'Fraser',
  'Cloutier',
  'Dubé',
  'Lapointe',
  'Beaulieu',
]

/** Shipper accounts that make the user lists long enough to page through. */
export function generatedCustomers(total = 240) {
  return Array.from({ length: total }, (_, i) => {
    const fname = FIRST[i % FIRST.length] as string
    const lname = LAST[(i * 7) % LAST.length] as string
    const n = String(i + 1).padStart(3, '0')
    return {
      username: `shipper${n}`,
      fname,
      lname,
      email: `shipper${n}@customers.example`,
      cust: `C2${String(Math.floor(i / 3)).padStart(4, '0')}`,
      status: i % 17 === 5 ? 'Inactive' : 'Active',
      locked: i % 23 === 7,
      lang: i % 3 === 0 ? 'fr' : 'en',
    }
  })
}

const day = 86_400_000

/** Loads the demo data into an empty database. Every account gets the demo password's one hash. */
export async function seed(db: Db, options: { now?: Date; storage?: Storage } = {}): Promise<void> {
  const now = options.now ?? new Date()
  const passwordHash = await hashPassword(DEMO_PASSWORD)

  await db.transaction(async (tx) => {
    const companyRows = await tx
      .insert(t.companies)
      .values(
        Object.values(demoCompanies).map((company) => ({
          code: company.code,
          name: company.name,
          skin: company.skin,
          isDefault: company.code === defaultCompany,
        })),
      )
      .returning()
    const companyId = (code: string) => {
      const row = companyRows.find((company) => company.code === code)
      if (!row) throw new Error(`Unknown company ${code}`)
      return row.id
    }

    await tx.insert(t.appConfig).values([
      { companyId: companyId('freight'), logo: 'transport', manual: 'MULTIMODAL', carEnabled: 'true' },
      { companyId: companyId('benefits'), logo: 'benefits', manual: 'BENEFITS', carEnabled: 'false' },
    ])

    const mc = (
      category: string,
      key: string,
      mcValue: string,
      extra: Partial<typeof t.masterConfig.$inferInsert> = {},
    ) => ({
      category,
      key,
      mcValue,
      ...extra,
    })
    await tx
      .insert(t.masterConfig)
      .values([
        mc('FRAMEWORK', 'LANGUAGE', 'en-us', { mcDescription: 'English', mcV1: 'Y', mcV2: 'en-us', sequence: 1 }),
        mc('FRAMEWORK', 'LANGUAGE', 'fr', { mcDescription: 'Français', mcV1: 'Y', mcV2: 'fr', sequence: 2 }),
        mc('FRAMEWORK', 'GOOGLE_ANALYTICS_OPTION', 'CMID'),
        mc('FRAMEWORK', 'GOOGLE_ANALYTICS_ID', 'G-NWSTAFF01', { mcDescription: 'Staff (ADMIN, EMPLOYEE, SALES)' }),
        mc('FRAMEWORK', 'GOOGLE_ANALYTICS_ID_CUSTOMER', 'G-NWCUST01', { mcDescription: 'Customers and visitors' }),
        mc('HTTPCLUSTER', 'PUBLIC_SITE', 'https://www.northwayfreight.example'),
        mc('HTTPCLUSTER', 'PUBLIC_SITE_MTD2', 'https://portal.northwayfreight.example'),
        mc('HTTPCLUSTER', 'APS_PUBLIC_SITE_MTD2', 'https://benefits.northway.example'),
        // Systems a signed-in user can authorize with single sign-on; mc_v1 is the French name.
        mc('OIDC', 'SOURCE', 'IMAGING', {
          mcDescription: 'Document imaging system',
          mcV1: "Système d'imagerie des documents",
          sequence: 1,
        }),
        mc('OIDC', 'SOURCE', 'CLAIMS', {
          mcDescription: 'Claims management system',
          mcV1: 'Système de gestion des réclamations',
          sequence: 2,
        }),
      ])

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

    const groupRows = await tx
      .insert(t.userGroups)
      .values(
        seedUserGroups.map((group) => ({
          companyId: companyId(group.company),
          code: group.code,
          name: group.name,
          style: group.style,
          menuGroupId: menuGroupIds.get(group.menu) ?? null,
          landingCmid: group.landing,
        })),
      )
      .returning()
    const groupId = (code: string) => groupRows.find((group) => group.code === code)!.id

    const userRows = await tx
      .insert(t.users)
      .values(
        demoUsers.map((user) => ({
          companyId: companyId(user.company),
          username: user.username,
          mtType: user.type,
          email: `${user.username}@${user.company === 'benefits' ? 'northway' : 'northwayfreight'}.example`,
          cust: user.cust ?? null,
          fname: user.fname,
          lname: user.lname,
          lang: user.lang ?? 'en',
          theme: user.theme ?? 'light',
          status: user.status ?? 'Active',
          roles: user.roles ?? [],
          passwordHash,
          passwordChangedAt: now,
          locked: user.locked ?? false,
          mustReset: user.mustReset ?? false,
          limited: user.limited ?? false,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: t.users.id, username: t.users.username })
    const userId = (username: string) => userRows.find((user) => user.username === username)!.id

    await tx.insert(t.memberships).values(
      demoUsers.flatMap((user) =>
        user.groups.map((group, sequence) => ({
          userId: userId(user.username),
          groupId: groupId(group.code),
          isAdmin: group.admin ?? false,
          sequence,
        })),
      ),
    )
    // Group account access: the customer may switch to the limited account.
    await tx.insert(t.accountLinks).values({ userId: userId('customer'), linkedUserId: userId('limited') })

    const shippers = await tx
      .insert(t.users)
      .values(
        generatedCustomers().map((user) => ({
          ...user,
          companyId: companyId('freight'),
          mtType: 'CUSTOMER',
          passwordHash,
          passwordChangedAt: now,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: t.users.id })
    await tx
      .insert(t.memberships)
      .values(shippers.map((user) => ({ userId: user.id, groupId: groupId('FRT-SHIPPING') })))

    await tx.insert(t.contacts).values([
      {
        companyId: companyId('freight'),
        kind: 'sales',
        name: 'Samuel Gauthier',
        title: 'Sales Professional',
        department: 'Sales',
        email: 'sales@northwayfreight.example',
        phone: '5145550101',
        sequence: 1,
      },
      {
        companyId: companyId('freight'),
        kind: 'service',
        name: 'Customer Service',
        department: 'Customer Service',
        email: 'service@northwayfreight.example',
        phone: '18005550199',
        sequence: 2,
      },
      {
        companyId: companyId('freight'),
        cust: 'C10001',
        kind: 'admin',
        name: 'Chris Morin',
        title: 'Account administrator',
        email: 'customer@northwayfreight.example',
        phone: '4165550142',
        sequence: 3,
      },
      {
        companyId: companyId('benefits'),
        kind: 'service',
        name: 'Benefits department',
        department: 'Benefits',
        email: 'benefits@northway.example',
        sequence: 1,
      },
      {
        companyId: companyId('benefits'),
        kind: 'service',
        name: 'Payroll department',
        department: 'Payroll',
        email: 'payroll@northway.example',
        sequence: 2,
      },
    ])

    const announcement = (
      company: string,
      lang: string,
      title: string,
      html: string,
      startsDaysAgo: number,
      endsInDays: number | null,
      sequence = 0,
    ) => ({
      companyId: companyId(company),
      lang,
      title,
      html,
      startsAt: new Date(now.getTime() - startsDaysAgo * day),
      endsAt: endsInDays === null ? null : new Date(now.getTime() + endsInDays * day),
      sequence,
    })
    await tx
      .insert(t.announcements)
      .values([
        announcement(
          'freight',
          'en',
          'Holiday schedule',
          '<p>Our terminals close on <strong>December 25 and 26</strong>. Pickup requests are not accepted during the holidays.</p>',
          3,
          60,
          1,
        ),
        announcement(
          'freight',
          'fr',
          'Horaire des fêtes',
          '<p>Nos terminaux sont fermés les <strong>25 et 26 décembre</strong>. Les demandes de cueillette ne sont pas acceptées pendant les fêtes.</p>',
          3,
          60,
          1,
        ),
        announcement(
          'freight',
          'en',
          'New multiple tracing',
          '<p>Trace up to 50 probills at once from <em>Shipping › Multiple Tracing</em>.</p>',
          10,
          null,
          2,
        ),
        announcement(
          'freight',
          'fr',
          'Nouveau repérage multiple',
          '<p>Repérez jusqu’à 50 probills à la fois dans <em>Expédition › Repérage multiple</em>.</p>',
          10,
          null,
          2,
        ),
        announcement('freight', 'en', 'Spring rate update', '<p>The spring rate update has ended.</p>', 120, -30, 3),
        announcement(
          'benefits',
          'en',
          'Open enrolment',
          '<p>Open enrolment for next year runs until the end of the month.</p>',
          2,
          30,
        ),
        announcement(
          'benefits',
          'fr',
          'Période d’inscription',
          '<p>La période d’inscription pour l’an prochain se termine à la fin du mois.</p>',
          2,
          30,
        ),
      ])

    const help = (mid: string, en: [string, string], fr: [string, string]) => [
      { mid, lang: 'en', title: en[0], html: en[1] },
      { mid, lang: 'fr', title: fr[0], html: fr[1] },
    ]
    await tx
      .insert(t.helpPages)
      .values([
        ...help(
          'SHOWHELP',
          [
            'Using the portal',
            '<p>Choose a menu at the top, then a page in the side menu. Your preferences are under <em>Home › User Preferences</em>.</p>',
          ],
          [
            'Utiliser le portail',
            '<p>Choisissez un menu en haut, puis une page dans le menu latéral. Vos préférences se trouvent sous <em>Accueil › Préférences</em>.</p>',
          ],
        ),
        ...help(
          'QPM-HELP',
          ['Quality manual', '<p>Read your required readings first; bookmarks keep the documents you use often.</p>'],
          [
            'Manuel qualité',
            '<p>Lisez d’abord vos lectures obligatoires; les signets gardent les documents que vous consultez souvent.</p>',
          ],
        ),
        ...help(
          'SHIPMENTS',
          [
            'Tracing shipments',
            '<p>Search by probill number (10 digits), bill of lading, or pickup and delivery dates.</p>',
          ],
          [
            'Repérage des envois',
            '<p>Cherchez par numéro de probill (10 chiffres), connaissement, ou dates de cueillette et de livraison.</p>',
          ],
        ),
        ...help(
          'PUSHREPORT',
          ['Push reports', '<p>A push report sends the result of a search to you by e-mail on a schedule.</p>'],
          [
            'Rapports programmés',
            '<p>Un rapport programmé vous envoie le résultat d’une recherche par courriel selon un horaire.</p>',
          ],
        ),
        ...help(
          'UA-PREF',
          ['User preferences', '<p>Set your language, theme and default account.</p>'],
          ['Préférences', '<p>Choisissez votre langue, votre thème et votre compte par défaut.</p>'],
        ),
      ])

    await tx.insert(t.maintenanceNotices).values({
      startsAt: new Date(now.getTime() - 30 * day),
      endsAt: new Date(now.getTime() - 30 * day + 2 * 3_600_000),
      message: 'The portal was down for a database upgrade.',
      messageFr: 'Le portail était fermé pour une mise à niveau de la base de données.',
    })

    await tx.insert(t.ratings).values([
      {
        userId: userId('customer'),
        companyId: companyId('freight'),
        cmid: 'SHIPMENTS',
        rating: 5,
        comment: 'Fast tracing.',
        createdAt: new Date(now.getTime() - 200 * day),
      },
      {
        userId: userId('sales'),
        companyId: companyId('freight'),
        cmid: 'PUSHREPORT',
        rating: 4,
        createdAt: new Date(now.getTime() - 150 * day),
      },
      {
        userId: userId('bemployee'),
        companyId: companyId('benefits'),
        cmid: 'ANO-SHOW',
        rating: 3,
        comment: 'Clear.',
        createdAt: new Date(now.getTime() - 100 * day),
      },
    ])

    await insertShipments(tx, companyId('freight'))
    await tx.insert(t.pushReports).values([
      {
        companyId: companyId('freight'),
        userId: userId('customer'),
        apiUrl: 'shipments',
        cmid: 'SHIPMENTS',
        groupCode: 'FRT-SHIPPING',
        title: 'Shipments in transit',
        outputType: 'XLSX',
        queryParams: { status__in: 'In Transit,In Transit - Late', sort: '-pickup_date' },
        createdAt: new Date(now.getTime() - 40 * day),
      },
      {
        companyId: companyId('freight'),
        userId: userId('customer'),
        apiUrl: 'shipments',
        cmid: 'SHIPMENTS',
        groupCode: 'FRT-SHIPPING',
        title: 'Deliveries this month',
        outputType: 'PDF',
        queryParams: { status__in: 'Delivered', delivery_date__gte: '2026-03-01' },
        createdAt: new Date(now.getTime() - 10 * day),
      },
    ])
    await seedDoclib(tx, { now, companyId, storage: options.storage })
  })
  // The embedded database has no background vacuum or analyzer. ANALYZE gives the planner its
  // statistics: without them it takes 20,000 shipments for a few dozen and picks slow plans. VACUUM
  // moves the shipments' pending entries into their trigram indexes (a long pending list is searched
  // row by row, slower than a scan) and marks the pages all-visible, so counts read an index alone.
  await db.execute(sql`ANALYZE`)
  await db.execute(sql`VACUUM ${t.shipments}`)
}

/** Seeds only a database that has no company yet (first start). */
export async function seedIfEmpty(
  database: Database,
  options: { now?: Date; storage?: Storage } = {},
): Promise<boolean> {
  // Under the setup lock: instances starting together on a new database seed it once.
  return database.exclusively(async () => {
    const [row] = await database.db.select({ count: count() }).from(t.companies)
    if ((row?.count ?? 0) > 0) return false
    await seed(database.db, options)
    return true
  })
}
