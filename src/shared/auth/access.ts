import { type Capability, type CapabilityAppConfig, can } from './capabilities'
import { ACTIVE_STATUS, type Role, isStaff, rolesOf } from './roles'

/**
 * Who may call an endpoint or open a page. The route guard and the server evaluate the same value
 * with `checkAccess`, so the UI guard is a convenience and the server is the check.
 */
export type Access =
  | 'public'
  | 'auth'
  | { roles: readonly Role[] }
  | { capability: Capability }
  /** `true`: the request's menu id (path parameter `cmid`, else the cmid header); a string: that menu id. */
  | { cmid: true | string }
  /** The current group's is_admin. */
  | { groupAdmin: true }
  /** MT_TYPE ADMIN, EMPLOYEE or SALES. */
  | { staff: true }
  /** Allowed when any of the rules allows. */
  | { anyOf: readonly Access[] }

/** Account administration: the group administrator or the manual administrator roles. */
export const USER_ADMIN: Access = { anyOf: [{ groupAdmin: true }, { capability: 'admin' }] }

export interface AccessProfile {
  MT_TYPE?: string | null
  MT_STATUS?: string | null
  MT_ADM?: string | null
  MT_RESU?: number | string | null
  QPM_ROLE?: readonly string[] | null
}

export interface AccessSubject {
  /** Null when not signed in. */
  profile: AccessProfile | null
  appConfig?: CapabilityAppConfig | null
  /** Internal menu ids of the current group. */
  menuIds?: readonly string[] | ReadonlySet<string>
  /** The menu id being opened or sent with the call. */
  cmid?: string | null
}

export type AccessResult = 'allowed' | 'unauthenticated' | 'forbidden'

function hasMenuId(menuIds: AccessSubject['menuIds'], cmid: string | null | undefined): boolean {
  if (!cmid || !menuIds) return false
  return menuIds instanceof Set ? menuIds.has(cmid) : (menuIds as readonly string[]).includes(cmid)
}

function allows(access: Exclude<Access, 'public' | 'auth'>, subject: AccessSubject): boolean {
  const profile = subject.profile
  if (!profile) return false
  if ('roles' in access) return rolesOf(profile).some((role) => access.roles.includes(role))
  if ('capability' in access) return can(profile, access.capability, subject.appConfig)
  if ('cmid' in access) {
    return hasMenuId(subject.menuIds, access.cmid === true ? subject.cmid : access.cmid)
  }
  if ('groupAdmin' in access) return profile.MT_ADM === 'Y'
  if ('staff' in access) return isStaff(profile.MT_TYPE)
  return access.anyOf.some((rule) => rule === 'public' || rule === 'auth' || allows(rule, subject))
}

/** Evaluates an access rule: 'unauthenticated' asks for a sign-in, 'forbidden' for a 403. */
export function checkAccess(access: Access, subject: AccessSubject): AccessResult {
  if (access === 'public') return 'allowed'
  if (!subject.profile) return 'unauthenticated'
  if (access === 'auth') return 'allowed'
  return allows(access, subject) ? 'allowed' : 'forbidden'
}

function some(access: Access, test: (rule: Access) => boolean): boolean {
  if (test(access)) return true
  return typeof access === 'object' && 'anyOf' in access && access.anyOf.some((rule) => some(rule, test))
}

/** Whether evaluating the rule needs the current group's menu ids (so they are loaded only then). */
export function needsMenuIds(access: Access): boolean {
  return some(access, (rule) => typeof rule === 'object' && 'cmid' in rule)
}

/** Whether evaluating the rule needs the company's app config. */
export function needsAppConfig(access: Access): boolean {
  return some(
    access,
    (rule) =>
      typeof rule === 'object' && 'capability' in rule && (rule.capability === 'car' || rule.capability === 'carAdmin'),
  )
}

/** MT_STATUS other than Active: the account is sent to activation and may only finish it. */
export function isActive(profile: AccessProfile | null | undefined): boolean {
  return profile?.MT_STATUS === ACTIVE_STATUS
}

/** MT_RESU 1: the account must renew its password and profile first (login status 4). */
export function mustReset(profile: AccessProfile | null | undefined): boolean {
  return Number(profile?.MT_RESU ?? 0) !== 0
}
