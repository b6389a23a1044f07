import { DEFAULT_DOCUMENT_TEXT_SIZE, MANUAL_LIMITS } from '@shared/constants'
import type {
  DocumentRef,
  ManualDocument,
  TextPart,
  TocNode,
} from '@shared/contract/qpm-user'
import type { Locale } from '@shared/i18n'
import { and, asc, count, eq, gt, inArray, sql, type SQL } from 'drizzle-orm'
import { HIGHLIGHT_START, HIGHLIGHT_STOP } from '../../db/manual-body'
import {
  attachments,
  manualAcknowledgements,
  manualBookmarks,
  manualChangeRequests,
  manualFiles,
  manualNodeTags,
  manualProcessCategories,
  manualSettings,
  manualTags,
  users,
} from '../../db/schema'
import { translateTo } from '../../i18n'
import { findAttachment, attachmentResponse } from '../../lib/attachments'
import { queueEmail } from '../../lib/email'
import type { RequestContext } from '../../lib/context'
import { fail } from '../../lib/errors'
import { escapeHtml } from '../../lib/html'
import { loadAppConfig } from '../../lib/menus'
import { manualMessages } from '../../messages'
import { nodesToRead, readingStates } from './readings'
import {
  documentPath,
  findDocument,
  nameIn,
  publishedRevisions,
  type Reader,
  servedRevision,
} from './scope'
import { ancestorsOf, readerTree, type Tree, type TreeNode } from './tree'

/** Attachments of manual documents are owned by 'manual' records: the document's node. */
export const OWNER_TYPE = 'manual'

const ownerOf = (reader: Reader, nodeId: number) => ({ type: OWNER_TYPE, id: nodeId, companyId: reader.companyId })

/** The search configurations of the documents' languages (drizzle/0009_manual_search.sql). */
const SEARCH_CONFIG: Record<Locale, string> = { en: 'public.portal_english', fr: 'public.portal_french' }

const refOf = (node: TreeNode): DocumentRef => ({
  id: node.id,
  number: node.number,
  title: node.title,
  document_path: documentPath(node.id),
})

/** GET qpm/common/config: the company's app settings and the manual's name as shown. */
export async function manualConfig(reader: Reader) {
  const config = await loadAppConfig(reader.ctx.db, reader.companyId)
  const manualTitle = config.manual === 'MULTIMODAL' ? reader.ctx.t(manualMessages.multimodal) : config.manual
  return { ...config, manual_title: manualTitle }
}

/** GET qpm/user/table_of_contents. */
export async function tableOfContents(reader: Reader) {
  const tree = await readerTree(reader)
  const toToc = (node: TreeNode): TocNode => ({
    id: node.id,
    title: node.title,
    number: node.number,
    document_path: node.kind === 'document' ? documentPath(node.id) : null,
    is_page: node.kind === 'document',
    children: node.children.map(toToc),
  })
  return { language: reader.lang, nodes: tree.roots.map(toToc) }
}

/** The title of the section holding a document, or null at the top. */
function sectionOf(tree: Tree, node: TreeNode): string | null {
  return node.parentId === null ? null : (tree.byId.get(node.parentId)?.title ?? null)
}

/** GET qpm/user/document/{id}: the document in the reader's language, with all the page shows. */
export async function readDocument(reader: Reader, id: number): Promise<ManualDocument> {
  const node = await findDocument(reader, id)
  const { db } = reader.ctx
  const [revisions, tree, owner, category, tags, files, bookmark, states] = await Promise.all([
    publishedRevisions(reader, id),
    readerTree(reader),
    node.ownerId === null
      ? undefined
      : db
          .select({ username: users.username, fname: users.fname, lname: users.lname })
          .from(users)
          .where(eq(users.id, node.ownerId))
          .then((rows) => rows[0]),
    node.processCategoryId === null
      ? undefined
      : db
          .select()
          .from(manualProcessCategories)
          .where(eq(manualProcessCategories.id, node.processCategoryId))
          .then((rows) => rows[0]),
    db
      .select({ id: manualTags.id, code: manualTags.code, title: manualTags.name, titleFr: manualTags.nameFr })
      .from(manualNodeTags)
      .innerJoin(manualTags, eq(manualTags.id, manualNodeTags.tagId))
      .where(eq(manualNodeTags.nodeId, id))
      .orderBy(asc(manualTags.name)),
    db
      .select({
        id: attachments.id,
        filename: attachments.filename,
        contentType: attachments.contentType,
        size: attachments.size,
        pages: attachments.pages,
        title: manualFiles.title,
        titleFr: manualFiles.titleFr,
      })
      .from(manualFiles)
      .innerJoin(attachments, eq(attachments.id, manualFiles.attachmentId))
      .where(and(eq(manualFiles.nodeId, id), eq(attachments.ownerType, OWNER_TYPE), eq(attachments.status, 'ready')))
      .orderBy(asc(manualFiles.position), asc(attachments.filename)),
    db
      .select({ at: manualBookmarks.createdAt })
      .from(manualBookmarks)
      .where(and(eq(manualBookmarks.userId, reader.userId), eq(manualBookmarks.nodeId, id))),
    readingStates(reader, id),
  ])
  const revision = revisions[0]
  const treeNode = tree.byId.get(id)
  if (!revision || !treeNode) fail(404, manualMessages.documentNotFound, { code: 'NOT_FOUND' })
  const position = tree.documents.indexOf(treeNode)
  const previous = position > 0 ? tree.documents[position - 1] : undefined
  const next = position >= 0 ? tree.documents[position + 1] : undefined
  const state = states[0]
  const acknowledged = state && !state.pending && state.read ? state.read.at.toISOString() : null
  return {
    ...refOf(treeNode),
    title: revision.title,
    language: revision.lang === 'fr' ? 'fr' : 'en',
    available_languages: revisions.map((row) => (row.lang === 'fr' ? 'fr' : 'en')).sort(),
    revision: revision.number,
    significant: revision.significant,
    summary: revision.summary,
    effective_date: revision.effectiveDate,
    owner: owner ? { username: owner.username, name: `${owner.fname} ${owner.lname}`.trim() } : null,
    process_category: category
      ? { id: category.id, code: category.code, name: nameIn(reader.lang, { title: category.name, titleFr: category.nameFr }) }
      : null,
    tags: tags.map((tag) => ({ id: tag.id, code: tag.code, name: nameIn(reader.lang, tag) })),
    audience: node.audience === 'all' ? 'all' : 'staff',
    body: revision.bodyHtml,
    path: ancestorsOf(tree, treeNode).map((section) => ({ id: section.id, title: section.title })),
    attachments: files.map((file) => ({
      id: file.id,
      filename: file.filename,
      title: nameIn(reader.lang, file),
      content_type: file.contentType,
      size: file.size,
      pages: file.pages,
    })),
    previous: previous ? refOf(previous) : null,
    next: next ? refOf(next) : null,
    bookmarked: bookmark.length > 0,
    required_reading: state?.pending ? { due_date: state.due, overdue: state.overdue } : null,
    acknowledged_at: acknowledged,
  }
}

/** GET qpm/user/document/{id}/file/{file}: a file of a document the reader may open. */
export async function documentFile(reader: Reader, id: number, file: string) {
  await findDocument(reader, id)
  const [link] = await reader.ctx.db
    .select({ id: manualFiles.attachmentId })
    .from(manualFiles)
    .where(and(eq(manualFiles.nodeId, id), eq(manualFiles.attachmentId, file)))
  if (!link) fail(404, manualMessages.fileNotFound, { code: 'NOT_FOUND' })
  return attachmentResponse(reader.ctx, await findAttachment(reader.ctx, ownerOf(reader, id), file))
}

/** GET qpm/user/required_readings. */
export async function requiredReadings(reader: Reader) {
  const [states, tree] = await Promise.all([readingStates(reader), readerTree(reader)])
  const pending = []
  const done = []
  for (const state of states) {
    const node = tree.byId.get(state.nodeId)
    if (!node) continue
    const base = { ...refOf(node), section: sectionOf(tree, node) }
    if (state.pending) pending.push({ ...base, state })
    else if (state.read) done.push({ ...base, state, read: state.read })
  }
  // The revisions in force, in the reader's language when published in it.
  const ids = pending.map((item) => item.id)
  const served = new Map<number, { number: number; effectiveDate: string | null }>()
  if (ids.length) {
    const result = await reader.ctx.db.execute(sql`
      SELECT DISTINCT ON (node_id) node_id, number, effective_date::text AS effective_date
      FROM manual_revisions
      WHERE status = 'published' AND node_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
      ORDER BY node_id, (lang = ${reader.lang}) DESC, lang`)
    for (const row of (result as unknown as { rows: { node_id: number; number: number; effective_date: string | null }[] }).rows) {
      served.set(Number(row.node_id), { number: Number(row.number), effectiveDate: row.effective_date })
    }
  }
  pending.sort((a, b) => a.state.due.localeCompare(b.state.due) || (a.number ?? '').localeCompare(b.number ?? ''))
  done.sort((a, b) => b.read.at.getTime() - a.read.at.getTime())
  return {
    language: reader.lang,
    required_readings: pending.map(({ state, ...item }) => ({
      ...item,
      revision: served.get(item.id)?.number ?? state.required,
      effective_date: served.get(item.id)?.effectiveDate ?? null,
      due_date: state.due,
      overdue: state.overdue,
    })),
    documents: done.map(({ state: _state, read, ...item }) => ({
      ...item,
      revision: read.number,
      language: read.lang === 'fr' ? ('fr' as const) : ('en' as const),
      read_at: read.at.toISOString(),
    })),
    nodes_to_read: pending.map((item) => item.id),
  }
}

/**
 * POST qpm/user/read/{id}: records that the reader read the revision in force in their language. A
 * second acknowledgement of the same revision changes nothing and answers the first. `seen`, when
 * given, is the revision the reader had in front of them: another one in force since is a 409.
 */
export async function acknowledge(reader: Reader, id: number, seen: number | undefined) {
  await findDocument(reader, id)
  const revision = await servedRevision(reader, id)
  if (seen !== undefined && seen !== revision.number) {
    fail(409, manualMessages.newerRevision, { values: { revision: revision.number }, code: 'REVISION_CHANGED' })
  }
  const { db } = reader.ctx
  const [inserted] = await db
    .insert(manualAcknowledgements)
    .values({
      companyId: reader.companyId,
      userId: reader.userId,
      nodeId: id,
      revisionId: revision.id,
      lang: revision.lang,
      revisionNumber: revision.number,
      contentHash: revision.contentHash,
      readAt: reader.ctx.now,
    })
    .onConflictDoNothing({ target: [manualAcknowledgements.userId, manualAcknowledgements.revisionId] })
    .returning()
  const row =
    inserted ??
    (
      await db
        .select()
        .from(manualAcknowledgements)
        .where(and(eq(manualAcknowledgements.userId, reader.userId), eq(manualAcknowledgements.revisionId, revision.id)))
    )[0]!
  return {
    id,
    revision: row.revisionNumber,
    language: row.lang === 'fr' ? ('fr' as const) : ('en' as const),
    read_at: row.readAt.toISOString(),
    content_hash: row.contentHash,
    nodes_to_read: await nodesToRead(reader),
  }
}

/** The portal's address as the request names it, for links in e-mail. */
export function portalOrigin(ctx: RequestContext): string {
  const { c, config } = ctx
  const url = new URL(c.req.url)
  if (config.trustProxy) {
    const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim()
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim()
    if (host) return `${proto === 'http' || proto === 'https' ? proto : url.protocol.slice(0, -1)}://${host}`
  }
  return url.origin
}

/**
 * POST qpm/user/change_request/{id}: records the reader's comment on the revision they read and
 * e-mails it to the document's owner, in the owner's language, through the e-mail history and the job
 * queue. At most MANUAL_LIMITS.changeRequestsPerHour per reader and hour (429).
 */
export async function requestChange(reader: Reader, id: number, comment: string) {
  const node = await findDocument(reader, id)
  const revision = await servedRevision(reader, id)
  const { ctx } = reader
  const limit = MANUAL_LIMITS.changeRequestsPerHour
  const [recent] = await ctx.db
    .select({ n: count() })
    .from(manualChangeRequests)
    .where(and(eq(manualChangeRequests.userId, reader.userId), gt(manualChangeRequests.createdAt, new Date(ctx.now.getTime() - 3_600_000))))
  if ((recent?.n ?? 0) >= limit) {
    fail(429, manualMessages.changeRequestLimit, { values: { limit }, code: 'CHANGE_REQUEST_LIMIT', headers: { 'Retry-After': '3600' } })
  }
  const [owner] =
    node.ownerId === null
      ? []
      : await ctx.db
          .select({ email: users.email, lang: users.lang, status: users.status })
          .from(users)
          .where(eq(users.id, node.ownerId))
  let email: { id: number; delivery: 'queued' | 'recorded' } | null = null
  if (owner?.email) {
    const locale: Locale = owner.lang === 'fr' ? 'fr' : 'en'
    const { user, company } = ctx.identity
    const values = {
      number: node.number ?? '',
      title: revision.title,
      name: `${user.fname} ${user.lname}`.trim(),
      username: user.username,
      revision: revision.number,
      language: translateTo(locale, revision.lang === 'fr' ? manualMessages.french : manualMessages.english),
    }
    const link = `${portalOrigin(reader.ctx)}/${encodeURIComponent(company.code)}/pages/${documentPath(id)}`
    const html = [
      `<p>${escapeHtml(translateTo(locale, manualMessages.changeRequestIntro, values))}</p>`,
      `<blockquote>${escapeHtml(comment).replace(/\r?\n/g, '<br>')}</blockquote>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(translateTo(locale, manualMessages.changeRequestLink))}</a></p>`,
    ].join('\n')
    email = await queueEmail(ctx, {
      to: [owner.email],
      subject: translateTo(locale, manualMessages.changeRequestSubject, values).trim(),
      html,
    })
  }
  const [row] = await ctx.db
    .insert(manualChangeRequests)
    .values({
      companyId: reader.companyId,
      nodeId: id,
      revisionId: revision.id,
      userId: reader.userId,
      lang: revision.lang,
      comment,
      emailId: email?.id ?? null,
      createdAt: ctx.now,
    })
    .returning()
  return {
    id: row!.id,
    created_at: row!.createdAt.toISOString(),
    delivery: email?.delivery ?? ('none' as const),
    message: ctx.t(email ? manualMessages.changeRequestSent : manualMessages.changeRequestRecorded),
  }
}

/** POST qpm/user/bookmarks/{id}: twice is the same as once. */
export async function addBookmark(reader: Reader, id: number) {
  await findDocument(reader, id)
  await reader.ctx.db
    .insert(manualBookmarks)
    .values({ userId: reader.userId, nodeId: id, createdAt: reader.ctx.now })
    .onConflictDoNothing()
  return { id, bookmarked: true as const }
}

/** DELETE qpm/user/bookmarks/{id}. */
export async function removeBookmark(reader: Reader, id: number) {
  await findDocument(reader, id)
  await reader.ctx.db
    .delete(manualBookmarks)
    .where(and(eq(manualBookmarks.userId, reader.userId), eq(manualBookmarks.nodeId, id)))
}

/** GET qpm/user/settings. */
export async function readSettings(reader: Reader) {
  const [row] = await reader.ctx.db.select().from(manualSettings).where(eq(manualSettings.userId, reader.userId))
  return { text_size: row?.textSize ?? DEFAULT_DOCUMENT_TEXT_SIZE, language: reader.lang }
}

/** POST qpm/user/settings: the fields sent change, the others stay. */
export async function saveSettings(reader: Reader, input: { text_size?: number; language?: Locale }) {
  const { db, now } = reader.ctx
  const changes = {
    ...(input.text_size !== undefined && { textSize: input.text_size }),
    ...(input.language !== undefined && { lang: input.language }),
  }
  await db
    .insert(manualSettings)
    .values({ userId: reader.userId, textSize: DEFAULT_DOCUMENT_TEXT_SIZE, ...changes, updatedAt: now })
    .onConflictDoUpdate({ target: manualSettings.userId, set: { ...changes, updatedAt: now } })
  return readSettings({ ...reader, lang: input.language ?? reader.lang })
}

/** An index entry's letter: its first letter without accent, upper case, or '#'. */
function letterOf(term: string): string {
  const first = term.normalize('NFD').replace(/\p{M}/gu, '').charAt(0).toUpperCase()
  return /\p{L}/u.test(first) ? first : '#'
}

/** GET qpm/user/indexes: every keyword and tag of the readable documents, alphabetically. */
export async function manualIndex(reader: Reader) {
  const tree = await readerTree(reader)
  const ids = tree.documents.map((node) => node.id)
  const entries = new Map<string, { term: string; kind: 'keyword' | 'tag'; documents: Map<number, DocumentRef> }>()
  const add = (kind: 'keyword' | 'tag', term: string, nodeId: number) => {
    const node = tree.byId.get(nodeId)
    const text = term.trim()
    if (!node || !text) return
    const key = `${kind}:${text.toLocaleLowerCase(reader.lang)}`
    let entry = entries.get(key)
    if (!entry) entries.set(key, (entry = { term: text, kind, documents: new Map() }))
    entry.documents.set(node.id, refOf(node))
  }
  if (ids.length) {
    const idList = sql.join(ids.map((id) => sql`${id}`), sql`, `)
    const [keywords, tags] = await Promise.all([
      reader.ctx.db.execute(sql`
        SELECT DISTINCT ON (node_id) node_id, keywords FROM manual_revisions
        WHERE status = 'published' AND node_id IN (${idList})
        ORDER BY node_id, (lang = ${reader.lang}) DESC, lang`),
      reader.ctx.db
        .select({ nodeId: manualNodeTags.nodeId, title: manualTags.name, titleFr: manualTags.nameFr })
        .from(manualNodeTags)
        .innerJoin(manualTags, eq(manualTags.id, manualNodeTags.tagId))
        .where(inArray(manualNodeTags.nodeId, ids)),
    ])
    for (const row of (keywords as unknown as { rows: { node_id: number; keywords: string[] | string }[] }).rows) {
      for (const keyword of parseTextArray(row.keywords)) add('keyword', keyword, Number(row.node_id))
    }
    for (const row of tags) add('tag', nameIn(reader.lang, row), row.nodeId)
  }
  const collator = new Intl.Collator(reader.lang, { sensitivity: 'base', numeric: true })
  const order = (a: DocumentRef, b: DocumentRef) => collator.compare(a.title, b.title)
  return {
    language: reader.lang,
    entries: [...entries.values()]
      .sort((a, b) => collator.compare(a.term, b.term) || a.kind.localeCompare(b.kind))
      .map((entry) => ({
        term: entry.term,
        letter: letterOf(entry.term),
        kind: entry.kind,
        documents: [...entry.documents.values()].sort(order),
      })),
  }
}

/** A text[] as the drivers give it: an array (node-postgres, PGlite) or its text form. */
function parseTextArray(value: string[] | string | null): string[] {
  if (Array.isArray(value)) return value
  if (!value || value === '{}') return []
  return value
    .slice(1, -1)
    .match(/"(?:[^"\\]|\\.)*"|[^,]+/g)!
    .map((item) => (item.startsWith('"') ? item.slice(1, -1).replace(/\\(.)/g, '$1') : item))
}

/** GET qpm/user/options: the search filters. */
export async function manualOptions(reader: Reader) {
  const [tree, tags, categories] = await Promise.all([
    readerTree(reader),
    reader.ctx.db
      .select({ id: manualTags.id, code: manualTags.code, title: manualTags.name, titleFr: manualTags.nameFr })
      .from(manualTags)
      .where(eq(manualTags.companyId, reader.companyId)),
    reader.ctx.db
      .select({
        id: manualProcessCategories.id,
        code: manualProcessCategories.code,
        title: manualProcessCategories.name,
        titleFr: manualProcessCategories.nameFr,
      })
      .from(manualProcessCategories)
      .where(eq(manualProcessCategories.companyId, reader.companyId))
      .orderBy(asc(manualProcessCategories.position), asc(manualProcessCategories.id)),
  ])
  const sections: { id: number; parent_id: number | null; depth: number; code: string; title: string }[] = []
  const walk = (list: TreeNode[], depth: number) => {
    for (const node of list) {
      if (node.kind !== 'section') continue
      sections.push({ id: node.id, parent_id: node.parentId, depth, code: node.code, title: node.title })
      walk(node.children, depth + 1)
    }
  }
  walk(tree.roots, 0)
  const collator = new Intl.Collator(reader.lang, { sensitivity: 'base' })
  const named = (row: { id: number; code: string; title: string; titleFr: string | null }) => ({
    id: row.id,
    code: row.code,
    name: nameIn(reader.lang, row),
  })
  return {
    language: reader.lang,
    sections,
    tags: tags.map(named).sort((a, b) => collator.compare(a.name, b.name)),
    process_categories: categories.map(named),
  }
}

export interface SearchInput {
  q: string
  section?: number
  tag?: number
  category?: number
  limit: number
  offset: number
}

/** Highlighted text from ts_headline's markers: the marked words are matches, the rest plain text. */
export function textParts(marked: string): TextPart[] {
  const parts: TextPart[] = []
  let match = false
  for (const piece of marked.split(new RegExp(`([${HIGHLIGHT_START}${HIGHLIGHT_STOP}])`))) {
    if (piece === HIGHLIGHT_START) match = true
    else if (piece === HIGHLIGHT_STOP) match = false
    else if (piece) {
      const last = parts[parts.length - 1]
      if (last && last.match === match) last.text += piece
      else parts.push({ text: piece, match })
    }
  }
  return parts
}

const HEADLINE = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`
const TITLE_HEADLINE = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, HighlightAll=true`

/**
 * The words of a search, any of them: its words and the words of its phrases, without the excluded ones,
 * joined by "or". A snippet shows where they are when no passage holds the whole search.
 */
export function anyWordOf(q: string): string {
  const terms = q.match(/"[^"]*"?|\S+/g) ?? []
  return terms
    .filter((term) => !term.startsWith('-'))
    .flatMap((term) => term.replaceAll('"', ' ').split(/\s+/))
    .filter((word) => word !== '' && word.toLowerCase() !== 'or')
    .join(' or ')
}

/**
 * What a result's snippet is drawn from: two blocks (lines) of revision `r`, those holding the whole search
 * first, then those holding any of its words, then the first ones, kept in their order; and whether they
 * hold the whole search. `ts_headline` reads these few lines rather than the whole text, which on a long
 * manual was most of a search's time.
 */
const snippetSource = (query: SQL, anyWord: SQL) => sql`LATERAL (
  SELECT coalesce(string_agg(picked.text, E'\n' ORDER BY picked.n), '') AS text, coalesce(bool_or(picked.whole), false) AS whole
  FROM (
    SELECT block.text, block.n, (block.vector @@ ${query}) IS TRUE AS whole
    FROM unnest(string_to_array(r.body_text, E'\n'), r.block_search) WITH ORDINALITY AS block(text, vector, n)
    ORDER BY 3 DESC, (block.vector @@ ${anyWord}) IS TRUE DESC, block.n
    LIMIT 2
  ) AS picked
) AS source`

interface SearchRow {
  id: number
  number: string | null
  title: string
  title_highlight: string
  snippet: string
  revision: number
  effective_date: string | null
  rank: number
  section: string | null
  section_fr: string | null
}

/**
 * GET qpm/user/search: the published revisions in the reader's documents' language whose title,
 * keywords or text match the search (websearch syntax: words, "a phrase", -excluded, or), in the
 * documents the reader may read, best match first. The GIN index on the search vector finds the
 * matches; ranks and highlights are computed for the page only.
 */
export async function searchManual(reader: Reader, input: SearchInput) {
  const config = sql.raw(`'${SEARCH_CONFIG[reader.lang]}'::regconfig`)
  const query = sql`websearch_to_tsquery(${config}, ${input.q})`
  const anyWord = sql`websearch_to_tsquery(${config}, ${anyWordOf(input.q)})`
  // Each revision carries its document's company and audience (kept by triggers), so that the matches
  // are found and counted in manual_revisions alone; the nodes are read for the page's rows only.
  const filters = [
    reader.staff ? sql`r.readable_by IS NOT NULL` : sql`r.readable_by = 'all'`,
    input.tag === undefined ? undefined : sql`EXISTS (SELECT 1 FROM manual_node_tags t WHERE t.node_id = r.node_id AND t.tag_id = ${input.tag})`,
    input.category === undefined
      ? undefined
      : sql`r.node_id IN (SELECT c.id FROM manual_nodes c WHERE c.process_category_id = ${input.category})`,
    input.section === undefined
      ? undefined
      : sql`r.node_id IN (
          WITH RECURSIVE below AS (
            SELECT s.id FROM manual_nodes s
            WHERE s.id = ${input.section} AND s.company_id = ${reader.companyId} AND s.kind = 'section'
            UNION ALL
            SELECT c.id FROM manual_nodes c JOIN below ON c.parent_id = below.id WHERE c.kind = 'section'
          ) SELECT d.id FROM manual_nodes d WHERE d.parent_id IN (SELECT id FROM below))`,
  ].filter((filter) => filter !== undefined)
  const where = sql.join(
    [
      sql`r.status = 'published'`,
      sql`r.lang = ${reader.lang}`,
      sql`r.search @@ ${query}`,
      sql`r.company_id = ${reader.companyId}`,
      ...filters,
    ],
    sql` AND `,
  )
  // The page is ordered by rank, then by document number: the best-ranked rows up to the page's end,
  // with every row tied with the last, are enough to order it.
  const result = await reader.ctx.db.execute(sql`
    WITH hits AS (
      SELECT r.id AS revision_id, r.node_id, ts_rank_cd(r.search, ${query}, 32) AS rank
      FROM manual_revisions r
      WHERE ${where}
    ), best AS (
      SELECT * FROM hits ORDER BY rank DESC FETCH FIRST (${input.offset + input.limit}) ROWS WITH TIES
    ), page AS (
      SELECT best.revision_id, best.rank, n.id, n.number, n.parent_id
      FROM best JOIN manual_nodes n ON n.id = best.node_id
      ORDER BY best.rank DESC, n.number, n.id LIMIT ${input.limit} OFFSET ${input.offset}
    )
    SELECT (SELECT count(*) FROM hits)::int AS count,
      coalesce((
        SELECT json_agg(json_build_object(
          'id', page.id,
          'number', page.number,
          'title', r.title,
          'title_highlight', ts_headline(${config}, r.title, ${query}, ${TITLE_HEADLINE}),
          'snippet', ts_headline(${config}, source.text, CASE WHEN source.whole THEN ${query} ELSE ${anyWord} END, ${HEADLINE}),
          'revision', r.number,
          'effective_date', r.effective_date,
          'rank', page.rank,
          'section', p.title,
          'section_fr', p.title_fr
        ) ORDER BY page.rank DESC, page.number, page.id)
        FROM page
        JOIN manual_revisions r ON r.id = page.revision_id
        LEFT JOIN manual_nodes p ON p.id = page.parent_id
        CROSS JOIN ${snippetSource(query, anyWord)}
      ), '[]'::json) AS results`)
  const [row] = (result as unknown as { rows: { count: number; results: SearchRow[] | string }[] }).rows
  const rows: SearchRow[] = typeof row?.results === 'string' ? JSON.parse(row.results) : (row?.results ?? [])
  return {
    language: reader.lang,
    query: input.q,
    count: Number(row?.count ?? 0),
    results: rows.map((hit) => ({
      id: hit.id,
      number: hit.number,
      title: hit.title,
      document_path: documentPath(hit.id),
      title_highlight: textParts(hit.title_highlight),
      snippet: textParts(hit.snippet),
      section: hit.section === null ? null : nameIn(reader.lang, { title: hit.section, titleFr: hit.section_fr }),
      revision: hit.revision,
      effective_date: hit.effective_date,
      rank: Math.round(hit.rank * 10_000) / 10_000,
    })),
  }
}
