import { isStaff } from '@shared/auth'
import { and, eq, type SQL } from 'drizzle-orm'
import { doclibEntries, type doclibLibraries } from '../../db/schema'
import type { Owner } from '../../lib/attachments'
import type { AuthedContext } from '../../lib/context'
import { fail } from '../../lib/errors'
import { blockMessages } from '../../messages'

export type Library = typeof doclibLibraries.$inferSelect
export type Entry = typeof doclibEntries.$inferSelect

/** Attachments of library entries are owned by 'doclib' records. */
export const OWNER_TYPE = 'doclib'

export const ownerOf = (library: Library, entry: Entry): Owner => ({
  type: OWNER_TYPE,
  id: entry.id,
  companyId: library.companyId,
})

/** Staff write; customers read, download and e-mail. */
export const canWrite = (ctx: AuthedContext) => isStaff(ctx.identity.user.mtType)

export function requireWrite(ctx: AuthedContext): void {
  if (!canWrite(ctx)) fail(403, blockMessages.readOnly, { code: 'FORBIDDEN' })
}

/** The entries a user sees in a library: all for staff, their own customer account's for a customer. */
export function visibleEntries(ctx: AuthedContext, library: Library): SQL {
  const inLibrary = eq(doclibEntries.libraryId, library.id)
  if (canWrite(ctx)) return inLibrary
  const cust = ctx.identity.user.cust
  // A customer without an account number sees nothing.
  return and(inLibrary, cust ? eq(doclibEntries.cust, cust) : eq(doclibEntries.id, -1)) as SQL
}
