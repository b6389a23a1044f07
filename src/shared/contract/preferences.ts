import { planned } from './types'

/** Document 1 section 7, "Preferences": group account access. */
export const preferences = {
  groupAccountList: planned('GET', 'preferences/get_groupaccount', 'auth'),
  groupAccountCreate: planned('POST', 'preferences/get_groupaccount', 'auth', { silent: true }),
  groupAccountUpdate: planned('PUT', 'preferences/get_groupaccount', 'auth', { silent: true }),
  groupAccountDelete: planned('DELETE', 'preferences/get_groupaccount', 'auth'),
} as const
