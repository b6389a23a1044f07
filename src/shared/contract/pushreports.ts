import * as v from 'valibot'
import { text } from './fields'
import { withParams } from './schemas'
import { endpoint, planned } from './types'

/** Document 1 section 7, "Push reports". */
export const pushreports = {
  /** The user's push reports on a table API path (document 2 section 2.6): a number. */
  count: endpoint({
    method: 'GET',
    path: 'pushreport/count',
    access: 'auth',
    silent: true,
    query: v.object({ api_url: text(300) }),
    response: v.number(),
    implemented: true,
  }),
  run: withParams(planned('POST', 'run_report/{id}', 'auth')),
  list: planned('GET', 'pushreport', 'auth'),
  create: planned('POST', 'pushreport', 'auth'),
  all: planned('GET', 'pushreport_all', { staff: true }),
  customers: planned('GET', 'pushreport_customers', { staff: true }),
  read: withParams(planned('GET', 'pushreport/{id}', 'auth')),
  update: withParams(planned('PUT', 'pushreport/{id}', 'auth')),
  remove: withParams(planned('DELETE', 'pushreport/{id}', 'auth')),
  repository: withParams(planned('GET', 'pushreportrepository/{pushreport_id}', 'auth')),
  repositoryItem: withParams(planned('GET', 'pushreportrepository/{pushreport_id}/{id}', 'auth')),
} as const
