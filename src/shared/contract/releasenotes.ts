import { withParams } from './schemas'
import { planned } from './types'

const admin = { capability: 'admin' } as const

/** Document 1 section 7, "Release notes". */
export const releasenotes = {
  save: planned('POST', 'save_release_note', admin, { silent: true }),
  read: withParams(planned('GET', 'release_note/{id}', 'auth')),
  update: withParams(planned('PUT', 'release_note/{id}', admin, { silent: true })),
  list: planned('GET', 'release_notes', 'auth'),
  users: planned('GET', 'release_notes/users', admin),
  history: planned('GET', 'release_note_history', 'auth'),
  historyAdd: planned('POST', 'release_note_history', 'auth', { silent: true }),
  latestId: planned('GET', 'release_note_id', 'auth'),
} as const
