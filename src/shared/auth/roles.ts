/** Manual and CAR roles carried in QPM_ROLE (document 1 section 6). */
export const ROLES = [
  'ROLE_SUPER',
  'ROLE_ADMIN',
  'ROLE_TECHNICAL_WRITER',
  'ROLE_SELF_APPROVED',
  'ROLE_AUDIT',
  'ROLE_CAR_ADMIN',
] as const

export type Role = (typeof ROLES)[number]

/** MT_TYPE values; ANON stands for a visitor who is not signed in. */
export const MT_TYPES = ['ADMIN', 'EMPLOYEE', 'SALES', 'CUSTOMER', 'ANON'] as const

export type MtType = (typeof MT_TYPES)[number]

/** Staff types get the staff analytics id and the staff-only calls. */
export const STAFF_TYPES: readonly MtType[] = ['ADMIN', 'EMPLOYEE', 'SALES']

/** MT_STATUS of an account that may use the portal; anything else goes to activation. */
export const ACTIVE_STATUS = 'Active'

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
}

export function isStaff(mtType: string | null | undefined): boolean {
  return STAFF_TYPES.includes(mtType as MtType)
}

/** Roles of a profile, ignoring names this version does not know. */
export function rolesOf(profile: { QPM_ROLE?: readonly string[] | null } | null | undefined): Role[] {
  return (profile?.QPM_ROLE ?? []).filter(isRole)
}
