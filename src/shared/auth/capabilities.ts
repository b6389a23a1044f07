import { isStaff, type Role, rolesOf } from './roles'

/** Document 1 section 6, one row per capability. */
export const CAPABILITY_ROLES = {
  authoring: ['ROLE_SUPER', 'ROLE_ADMIN', 'ROLE_TECHNICAL_WRITER'],
  selfApproval: ['ROLE_SUPER', 'ROLE_ADMIN', 'ROLE_SELF_APPROVED'],
  workflow: ['ROLE_SUPER', 'ROLE_ADMIN', 'ROLE_TECHNICAL_WRITER', 'ROLE_SELF_APPROVED'],
  audit: ['ROLE_SUPER', 'ROLE_ADMIN', 'ROLE_AUDIT'],
  admin: ['ROLE_SUPER', 'ROLE_ADMIN'],
  car: null,
  carAdmin: ['ROLE_SUPER', 'ROLE_ADMIN', 'ROLE_CAR_ADMIN'],
} as const satisfies Record<string, readonly Role[] | null>

export type Capability = keyof typeof CAPABILITY_ROLES

/** The capabilities that also need the company's CAR module switched on. */
const CAR_CAPABILITIES: readonly Capability[] = ['car', 'carAdmin']

export interface CapabilityProfile {
  QPM_ROLE?: readonly string[] | null
  MT_TYPE?: string | null
}

/**
 * Capabilities only staff accounts have, whatever their roles: corrective action requests are the
 * company's internal records, which a customer account neither lists nor opens.
 */
const STAFF_CAPABILITIES: readonly Capability[] = ['car']

export interface CapabilityAppConfig {
  /** 'true' or 'false', as the app config carries it. */
  car_enabled?: string | boolean | null
}

export function isCarEnabled(appConfig: CapabilityAppConfig | null | undefined): boolean {
  const value = appConfig?.car_enabled
  return value === true || value === 'true'
}

/** Whether a signed-in profile has a capability; `null` rows mean any signed-in user. */
export function can(
  profile: CapabilityProfile | null | undefined,
  capability: Capability,
  appConfig?: CapabilityAppConfig | null,
): boolean {
  if (!profile) return false
  if (CAR_CAPABILITIES.includes(capability) && !isCarEnabled(appConfig)) return false
  if (STAFF_CAPABILITIES.includes(capability) && !isStaff(profile.MT_TYPE)) return false
  const allowed: readonly Role[] | null = CAPABILITY_ROLES[capability]
  if (allowed === null) return true
  return rolesOf(profile).some((role) => allowed.includes(role))
}
