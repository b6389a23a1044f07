import { planned } from './types'

/** Document 1 section 7, "Push reports". */
export const pushreports = {
  count: planned('GET', 'pushreport/count', 'auth', { silent: true }),
  run: planned('POST', 'run_report/{id}', 'auth'),
  list: planned('GET', 'pushreport', 'auth'),
  create: planned('POST', 'pushreport', 'auth'),
  all: planned('GET', 'pushreport_all', { staff: true }),
  customers: planned('GET', 'pushreport_customers', { staff: true }),
  read: planned('GET', 'pushreport/{id}', 'auth'),
  update: planned('PUT', 'pushreport/{id}', 'auth'),
  remove: planned('DELETE', 'pushreport/{id}', 'auth'),
  repository: planned('GET', 'pushreportrepository/{pushreport_id}', 'auth'),
  repositoryItem: planned('GET', 'pushreportrepository/{pushreport_id}/{id}', 'auth'),
} as const
