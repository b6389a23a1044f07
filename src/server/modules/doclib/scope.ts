import { isStaff } from '@shared/auth'
import { type SQL, and, eq } from 'drizzle-orm'
import { doclibEntries, doclibLibraries } from '../../db/schema'
import { type AuthedContext, authed, fail, type RequestContext } from '../../http/context'
import type { Owner } from '../../lib/attachments'
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

/**
 * The library of a menu id (the path's, else the cmid header, which the access rule already matched
 * against the current group's menu ids), in the caller's company.
 */
export async function findLibrary(ctx: RequestContext, cmid?: string, conn?: string) {
  const me = authed(ctx)
  const menuId = cmid ?? ctx.cmid
  if (!menuId) fail(404, blockMessages.libraryNotFound, { code: 'NOT_FOUND' })
  const [library] = await ctx.db
    .select()
    .from(doclibLibraries)
    .where(and(eq(doclibLibraries.companyId, me.identity.company.id), eq(doclibLibraries.cmid, menuId)))
    .limit(1)
  if (!library || (conn !== undefined && conn !== library.conn)) {
    fail(404, blockMessages.libraryNotFound, { code: 'NOT_FOUND' })
  }
  return { me, library }
}

/** The entries a user sees in a library: all for staff, their own customer account's for a customer. */
export function visibleEntries(ctx: AuthedContext, library: Library): SQL {
  const inLibrary = eq(doclibEntries.libraryId, library.id)
  if (canWrite(ctx)) return inLibrary
  const cust = ctx.identity.user.cust
  // A customer without an account number sees nothing.
  return and(inLibrary, cust ? eq(doclibEntries.cust, cust) : eq(doclibEntries.id, -1)) as SQL
}

/** One entry the caller may see; 404 otherwise (another customer's entry is not acknowledged). */
export async function findEntry(ctx: AuthedContext, library: Library, dlref: number): Promise<Entry> {
  const [entry] = await ctx.db
    .select()
    .from(doclibEntries)
    .where(and(visibleEntries(ctx, library), eq(doclibEntries.id, dlref)))
    .limit(1)
  if (!entry) fail(404, blockMessages.entryNotFound, { code: 'NOT_FOUND' })
  return entry
}

/** The library of the cmid header and one of its entries. */
export async function findEntryByHeader(ctx: RequestContext, dlref: number) {
  const { me, library } = await findLibrary(ctx)
  return { me, library, entry: await findEntry(me, library, dlref) }
}
