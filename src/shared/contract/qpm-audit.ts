import { withParams } from './schemas'
import { planned } from './types'

const audit = { capability: 'audit' } as const

/** Document 1 section 7, "Manual, audit". */
export const qpmAudit = {
  switchUser: planned('POST', 'qpm/audit/switch_user', audit),
  switchUserList: planned('GET', 'qpm/audit/switch_user_list', audit),
  settings: withParams(planned('GET', 'qpm/audit/settings/{id}', audit)),
  settingsSave: withParams(planned('POST', 'qpm/audit/settings/{id}', audit, { silent: true })),
  requiredReadings: withParams(planned('GET', 'qpm/audit/required_readings/{id}', audit)),
} as const
