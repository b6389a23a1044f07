import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { Role } from '@shared/auth/roles'

const roleLabels = {
  ROLE_SUPER: msg`Super user`,
  ROLE_ADMIN: msg`Administrator`,
  ROLE_TECHNICAL_WRITER: msg`Technical writer`,
  ROLE_SELF_APPROVED: msg`Self-approved writer`,
  ROLE_AUDIT: msg`Auditor`,
  ROLE_CAR_ADMIN: msg`CAR administrator`,
} as const

/** The manual roles' names in the reader's language. */
export function useRoleLabels(): Record<Role, string> {
  const { i18n } = useLingui()
  return Object.fromEntries(Object.entries(roleLabels).map(([role, label]) => [role, i18n._(label)])) as Record<Role, string>
}
