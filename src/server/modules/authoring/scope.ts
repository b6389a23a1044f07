import { can } from '@shared/auth'
import type { Locale } from '@shared/i18n'
import { toLocale } from '@shared/i18n'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { manualNodes, manualStagings, manualSettings, users } from '../../db/schema'
import { authed, type AuthedContext, type RequestContext } from '../../lib/context'
import { fail } from '../../lib/errors'
import { authoringMessages } from '../../messages'
import type { NodeRow } from '../manual/scope'

// Who writes, approves and publishes the manual, and which nodes and stagings they reach: every row is
// looked up within the caller's company, so another company's id answers 404 like an unknown one.

export type StagingRow = typeof manualStagings.$inferSelect

/** The signed-in author, approver or administrator of the manual. */
export interface Author {
  ctx: AuthedContext
  companyId: number
  userId: number
  /** Document authoring: create, rename, move, copy and delete nodes, configure them. */
  authoring: boolean
  /** May skip the workflow chain (document 1 section 6). */
  selfApproval: boolean
  /** Publishes, withdraws and restores. */
  admin: boolean
  /** The caller's documents' language (titles in the tree and lists). */
  lang: Locale
  /** YYYY-MM-DD of the request, UTC. */
  today: string
}

export async function authorOf(ctx: RequestContext): Promise<Author> {
  const me = authed(ctx)
  const { user, company } = me.identity
  const profile = { QPM_ROLE: user.roles }
  const [settings] = await me.db
    .select({ lang: manualSettings.lang })
    .from(manualSettings)
    .where(eq(manualSettings.userId, user.id))
    .limit(1)
  return {
    ctx: me,
    companyId: company.id,
    userId: user.id,
    authoring: can(profile, 'authoring'),
    selfApproval: can(profile, 'selfApproval'),
    admin: can(profile, 'admin'),
    lang: toLocale(settings?.lang ?? user.lang),
    today: me.now.toISOString().slice(0, 10),
  }
}

/** A node of the author's company; deleted ones only when asked for (restore). */
export async function findNode(author: Author, id: number, options: { deleted?: boolean } = {}): Promise<NodeRow> {
  const [node] = await author.ctx.db
    .select()
    .from(manualNodes)
    .where(
      and(
        eq(manualNodes.id, id),
        eq(manualNodes.companyId, author.companyId),
        options.deleted ? undefined : isNull(manualNodes.deletedAt),
      ),
    )
    .limit(1)
  if (!node) fail(404, authoringMessages.nodeNotFound, { code: 'NOT_FOUND' })
  return node
}

/** A document node: 400 for a section. */
export async function findDocumentNode(author: Author, id: number): Promise<NodeRow> {
  const node = await findNode(author, id)
  if (node.kind !== 'document') fail(400, authoringMessages.notADocument, { code: 'NOT_A_DOCUMENT' })
  return node
}

/** A staging of a node (both ids must match); a deleted staging is gone. */
export async function findStaging(author: Author, nodeId: number, stagingId: number): Promise<StagingRow> {
  const [staging] = await author.ctx.db
    .select()
    .from(manualStagings)
    .where(
      and(
        eq(manualStagings.id, stagingId),
        eq(manualStagings.nodeId, nodeId),
        eq(manualStagings.companyId, author.companyId),
        sql`${manualStagings.status} <> 'deleted'`,
      ),
    )
    .limit(1)
  if (!staging) fail(404, authoringMessages.stagingNotFound, { code: 'NOT_FOUND' })
  return staging
}

/** A staging by its id alone (publish, download). */
export async function findStagingById(author: Author, stagingId: number): Promise<StagingRow> {
  const [staging] = await author.ctx.db
    .select()
    .from(manualStagings)
    .where(and(eq(manualStagings.id, stagingId), eq(manualStagings.companyId, author.companyId)))
    .limit(1)
  if (!staging || staging.status === 'deleted') fail(404, authoringMessages.stagingNotFound, { code: 'NOT_FOUND' })
  return staging
}

export interface Person {
  id: number
  username: string
  name: string
  email: string | null
  lang: Locale
}

/** People by id, for names in answers and addresses in e-mails. */
export async function peopleById(author: { ctx: { db: AuthedContext['db'] } }, ids: (number | null)[]): Promise<Map<number, Person>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))]
  if (wanted.length === 0) return new Map()
  const rows = await author.ctx.db
    .select({ id: users.id, username: users.username, fname: users.fname, lname: users.lname, email: users.email, lang: users.lang })
    .from(users)
    .where(inArray(users.id, wanted))
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, username: row.username, name: `${row.fname} ${row.lname}`.trim(), email: row.email, lang: toLocale(row.lang) },
    ]),
  )
}

export const personOut = (person: Person | undefined) =>
  person ? { id: person.id, username: person.username, name: person.name } : null

/** An authoring node's page under /{company}/pages/. */
export const nodePath = (id: number) => `authoring/document/${id}`
export const stagingPath = (nodeId: number, stagingId: number) => `authoring/document/${nodeId}/${stagingId}`
