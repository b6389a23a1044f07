import { can, isStaff } from '@shared/auth'
import { type SQL, and, eq } from 'drizzle-orm'
import { buildProfile, type Identity, type UserRow } from '../auth/identity'
import { users } from '../db/schema'

/**
 * Which accounts an administrator manages: the manual administrators and staff group admins manage
 * their whole company; a customer's group admin manages the accounts of their own customer number.
 */
export function managesWholeCompany(identity: Identity): boolean {
  const profile = buildProfile(identity)
  return can(profile, 'admin') || (!!identity.current?.isAdmin && isStaff(identity.user.mtType))
}

/** The users an administrator may see and change, as a condition on the users table. */
export function managedUsers(identity: Identity): SQL {
  const company = eq(users.companyId, identity.company.id)
  if (managesWholeCompany(identity)) return company
  const own = identity.user.cust ? eq(users.cust, identity.user.cust) : eq(users.id, identity.user.id)
  return and(company, own) as SQL
}

/** Whether an administrator may manage a given account. */
export function manages(identity: Identity, target: UserRow): boolean {
  if (target.companyId !== identity.company.id) return false
  if (managesWholeCompany(identity)) return true
  // Customer group admins never manage staff or manual administrators.
  if (isStaff(target.mtType) || target.roles.length > 0) return false
  return identity.user.cust ? target.cust === identity.user.cust : target.id === identity.user.id
}
