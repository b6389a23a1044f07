import * as t from '../schema'
import type { IdOf, Tx } from './context'

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

/** User groups: who sees which menu group, with the group's style and landing page. */
const userGroups = [
  {
    company: 'freight',
    code: 'FRT-ADMINS',
    name: 'Administrators',
    nameFr: 'Administrateurs',
    style: 'transport',
    menu: 'FRT-ADMIN',
    landing: 'ANO-SHOW',
  },
  {
    company: 'freight',
    code: 'FRT-EMPLOYEES',
    name: 'Employees',
    nameFr: 'Employés',
    style: 'transport',
    menu: 'FRT-STAFF',
    landing: null,
  },
  { company: 'freight', code: 'FRT-SALES', name: 'Sales', nameFr: 'Ventes', style: 'transport', menu: 'FRT-SALES', landing: 'SHIPMENTS' },
  {
    company: 'freight',
    code: 'FRT-SHIPPING',
    name: 'Shipping',
    nameFr: 'Expédition',
    style: 'transport',
    menu: 'FRT-CUSTOMER',
    landing: 'SHIPMENTS',
  },
  {
    company: 'freight',
    code: 'FRT-BILLING',
    name: 'Billing',
    nameFr: 'Facturation',
    style: 'transport',
    menu: 'FRT-BILLING',
    landing: 'STATEMENTS',
  },
  {
    company: 'benefits',
    code: 'BNF-EMPLOYEES',
    name: 'Employees',
    nameFr: 'Employés',
    style: 'benefits',
    menu: 'BNF-STAFF',
    landing: null,
  },
  {
    company: 'benefits',
    code: 'BNF-ADMINS',
    name: 'Administrators',
    nameFr: 'Administrateurs',
    style: 'benefits',
    menu: 'BNF-ADMIN',
    landing: 'ANO-SHOW',
  },
] as const

/**
 * The user groups, the demo accounts with their groups and links, and the generated shipper accounts,
 * all with one password hash; answers an account's id by username (the demo accounts').
 */
export async function seedUsers(
  tx: Tx,
  options: { now: Date; companyId: IdOf; menuGroupId: IdOf; passwordHash: string },
): Promise<IdOf> {
  const { now, companyId, menuGroupId, passwordHash } = options
  const groupRows = await tx
    .insert(t.userGroups)
    .values(
      userGroups.map((group) => ({
        companyId: companyId(group.company),
        code: group.code,
        name: group.name,
        nameFr: group.nameFr,
        style: group.style,
        menuGroupId: menuGroupId(group.menu) ?? null,
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
  return userId
}
