import { planned } from './types'

const admin = { capability: 'admin' } as const

/** Document 1 section 7, "Maintenance"; every call is silent. */
export const maintenance = {
  list: planned('GET', 'mtd_maintenance/maintenance/list', 'public', { silent: true }),
  adminList: planned('GET', 'mtd_maintenance/maintenance/admin', admin, { silent: true }),
  adminCreate: planned('POST', 'mtd_maintenance/maintenance/admin', admin, { silent: true }),
  adminUpdate: planned('PUT', 'mtd_maintenance/maintenance/admin', admin, { silent: true }),
  adminDelete: planned('DELETE', 'mtd_maintenance/maintenance/admin', admin, { silent: true }),
  menus: planned('GET', 'mtd_maintenance/menus', admin, { silent: true }),
} as const
