import { withParams } from './schemas'
import { planned } from './types'

/** Document 1 section 7, "Contacts". */
export const contacts = {
  list: planned('GET', 'contacts/list', 'auth'),
  admins: planned('GET', 'contacts/admins', 'auth'),
  profile: planned('GET', 'contacts/profile', 'auth'),
  create: planned('POST', 'contacts/details', 'auth'),
  read: withParams(planned('GET', 'contacts/details/{id}', 'auth')),
  update: withParams(planned('PUT', 'contacts/details/{id}', 'auth')),
  remove: withParams(planned('DELETE', 'contacts/details/{id}', 'auth')),
  confirm: planned('POST', 'contacts/confirm', 'auth'),
} as const
