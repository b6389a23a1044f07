import { withParams } from './schemas'
import { planned } from './types'

/** Document 1 section 7, "Manual, user side", under the prefix qpm/. */
export const qpmUser = {
  config: planned('GET', 'qpm/common/config', 'auth'),
  tableOfContents: planned('GET', 'qpm/user/table_of_contents', 'auth'),
  document: withParams(planned('GET', 'qpm/user/document/{id}', 'auth')),
  requiredReadings: planned('GET', 'qpm/user/required_readings', 'auth'),
  read: withParams(planned('POST', 'qpm/user/read/{id}', 'auth', { silent: true })),
  changeRequest: withParams(planned('POST', 'qpm/user/change_request/{id}', 'auth')),
  download: withParams(planned('GET', 'qpm/user/download/{id}', 'auth')),
  bookmarks: planned('GET', 'qpm/user/bookmarks', 'auth'),
  bookmarkAdd: withParams(planned('POST', 'qpm/user/bookmarks/{id}', 'auth', { silent: true })),
  bookmarkRemove: withParams(planned('DELETE', 'qpm/user/bookmarks/{id}', 'auth', { silent: true })),
  settings: planned('GET', 'qpm/user/settings', 'auth'),
  settingsSave: planned('POST', 'qpm/user/settings', 'auth', { silent: true }),
  indexes: planned('GET', 'qpm/user/indexes', 'auth'),
  options: planned('GET', 'qpm/user/options', 'auth'),
  search: planned('GET', 'qpm/user/search', 'auth'),
} as const
