import { emailHistory, manualReviewReminders, manualStagingHistory } from '@server/db/schema'
import { enqueue } from '@server/lib/jobs'
import { reviewReminders } from '@server/modules/authoring/review'
import { contract } from '@shared/contract'
import { AUTHORING_LIMITS } from '@shared/contract/qpm-authoring'
import { eq, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CallOptions, startServer, type TestServer } from './harness'

// The manual's authoring side on a real server and database: each role against each call, every
// refused transition, bad input, a stale save, and the whole path from a writer's draft to the
// employee's required readings.

const DAY = 86_400_000
let server: TestServer
const tokens: Record<string, string> = {}

const USERS = ['admin', 'writer', 'approver', 'employee', 'customer'] as const
type User = (typeof USERS)[number]

beforeAll(async () => {
  server = await startServer({}, { jobs: { work: false } })
  for (const username of USERS) tokens[username] = (await server.login(username)).token
})
afterAll(() => server?.close())

const as = (user: User, extra: CallOptions = {}): CallOptions => ({ ...extra, token: tokens[user] })
const get = (path: string, user: User) => server.call('GET', `qpm/authoring/${path}`, as(user))
const post = (path: string, user: User, json?: unknown) => server.call('POST', `qpm/authoring/${path}`, as(user, { json }))
const put = (path: string, user: User, json?: unknown) => server.call('PUT', `qpm/authoring/${path}`, as(user, { json }))
const del = (path: string, user: User) => server.call('DELETE', `qpm/authoring/${path}`, as(user))
const today = () => server.clock.now().toISOString().slice(0, 10)

interface TreeNode {
  id: number
  kind: string
  number: string | null
  title: string
  status: string
  published: string[]
  stagings: { id: number; lang: string; kind: string; status: string }[]
  missing_translation: boolean
  children: TreeNode[]
}

async function flatTree(user: User = 'admin'): Promise<TreeNode[]> {
  const result = await get('view/tree', user)
  expect(result.status).toBe(200)
  const all: TreeNode[] = []
  const walk = (nodes: TreeNode[]) => {
    for (const node of nodes) {
      all.push(node)
      walk(node.children)
    }
  }
  walk(result.body.nodes)
  return all
}

/** A published document with no open staging and a process category, for a test of its own. */
async function freshDocument(taken: Set<number>): Promise<TreeNode> {
  const node = (await flatTree()).find(
    (n) => n.kind === 'document' && n.status === 'active' && n.published.length === 2 && n.stagings.length === 0 && !taken.has(n.id),
  )
  expect(node).toBeDefined()
  taken.add(node!.id)
  return node!
}

const taken = new Set<number>()

async function chainId(name: string): Promise<number> {
  const options = await get('options', 'admin')
  return options.body.workflow_chains.find((chain: { name: string }) => chain.name === name).id
}

async function useChain(nodeId: number, name: string) {
  const result = await post('document/node/configs/replace', 'writer', { ids: [nodeId], config: { workflow_chain_id: await chainId(name) } })
  expect(result.status).toBe(200)
}

describe('access', () => {
  const entries = Object.values(contract['qpm-authoring'])

  it('refuses every authoring call to the employee and the customer', async () => {
    expect(entries.length).toBeGreaterThan(30)
    for (const user of ['employee', 'customer'] as const) {
      for (const entry of entries) {
        // An upload is refused before its body is read; other writes carry an empty JSON body.
        const body: CallOptions =
          entry.method === 'GET' ? {} : 'upload' in entry ? { multipart: { file: new File(['text'], 'note.txt') } } : { json: {} }
        const result = await server.call(entry.method, entry.path.replace(/\{[^}]+\}/g, '1'), as(user, body))
        expect(result.status, `${user} ${entry.method} ${entry.path}`).toBe(403)
      }
    }
  })

  it('lets a writer write but not publish, withdraw, restore or see the administrators’ lists', async () => {
    expect((await get('view/tree', 'writer')).status).toBe(200)
    expect((await get('view/draft', 'writer')).status).toBe(200)
    expect((await post('publish/publish', 'writer', { staging_id: 1, significant: true, effective_date: today() })).status).toBe(403)
    expect((await post('publish/obsolete', 'writer', { id: 1 })).status).toBe(403)
    expect((await post('actions/restore/1', 'writer')).status).toBe(403)
    expect((await get('view/publish_ready', 'writer')).status).toBe(403)
    expect((await get('view/publish_obsolete', 'writer')).status).toBe(403)
    expect((await get('view/deleted', 'writer')).status).toBe(403)
  })

  it('lets the approver read and approve but not build the tree', async () => {
    expect((await get('view/tree', 'approver')).status).toBe(200)
    expect((await get('view/workflow', 'approver')).status).toBe(200)
    expect((await post('document/node', 'approver', { parent_id: null, kind: 'section', title: 'Nope' })).status).toBe(403)
    expect((await post('actions/move', 'approver', { id: 1, parent_id: null })).status).toBe(403)
    expect((await del('actions/delete/1', 'approver')).status).toBe(403)
    const options = await get('options', 'approver')
    expect(options.body.me).toMatchObject({ authoring: false, self_approval: true, admin: false })
  })
})

describe('demo data', () => {
  it('has a draft in every state, a chain with the approver in it, and a review due', async () => {
    const options = await get('options', 'admin')
    const quality = options.body.workflow_chains.find((chain: { name: string }) => chain.name === 'Quality review')
    expect(quality.approvers.map((p: { username: string }) => p.username)).toEqual(['approver'])

    const waiting = await get('view/workflow', 'approver')
    expect(waiting.status).toBe(200)
    expect(waiting.body.count).toBeGreaterThanOrEqual(1)
    expect(waiting.body.results[0]).toMatchObject({ status: 'review', step: 1, approver: expect.any(String) })
    expect((await get('view/workflow', 'writer')).body.count).toBe(0)

    const drafts = await get('view/draft', 'writer')
    expect(drafts.body.results.map((row: { status: string }) => row.status).sort()).toEqual(expect.arrayContaining(['draft', 'rejected']))
    expect((await get('view/publish_ready', 'admin')).body.count).toBeGreaterThanOrEqual(1)
    expect((await get('view/publish_obsolete', 'admin')).body.count).toBeGreaterThanOrEqual(1)
    const missing = await get('view/node_missing_translation', 'writer')
    expect(missing.body.results).toEqual(expect.arrayContaining([expect.objectContaining({ number: 'QP-092', published_lang: 'en', missing_lang: 'fr' })]))
    const stagingMissing = await get('view/staging_missing_translation', 'writer')
    expect(stagingMissing.body.results.map((row: { title: string }) => row.title)).toContain('Yard walk')
    const due = await get('view/review_due?number__icontains=QP-092', 'writer')
    expect(due.body.results[0]).toMatchObject({ number: 'QP-092', review_interval_months: 12, overdue: false })
    expect(due.body.results[0].days_left).toBeGreaterThan(7)
    expect(due.body.results[0].days_left).toBeLessThanOrEqual(30)

    const tree = await flatTree()
    expect(tree.find((node) => node.number === 'QP-090')?.status).toBe('obsolete')
    expect(tree.find((node) => node.number === 'QP-091')?.status).toBe('offline')
    expect(tree.find((node) => node.number === 'QP-092')?.missing_translation).toBe(true)

    const rejected = drafts.body.results.find((row: { status: string }) => row.status === 'rejected')
    const history = await get(`staging/history/${rejected.node_id}`, 'writer')
    expect(history.body.results[0]).toMatchObject({ action: 'reject', user: expect.any(String), comment: expect.stringContaining('shift report') })
  })

  it('keeps obsolete and offline documents away from readers', async () => {
    const toc = JSON.stringify((await server.call('GET', 'qpm/user/table_of_contents', { token: tokens.employee })).body)
    expect(toc).not.toContain('QP-090')
    expect(toc).not.toContain('QP-091')
    expect((await server.call('GET', 'qpm/user/search?q=fax%20dispatch', { token: tokens.admin })).body.count).toBe(0)
  })
})

describe('the path from a draft to the readers', () => {
  it('writer drafts, approver approves, admin publishes a significant revision, the employee must read it again', async () => {
    // The employee acknowledges one of their required readings: it leaves their pending list.
    const readings = (await server.call('GET', 'qpm/user/required_readings', { token: tokens.employee })).body
    const tree = await flatTree()
    const free = readings.nodes_to_read.find((id: number) => tree.find((node) => node.id === id)?.stagings.length === 0)
    expect(free).toBeDefined()
    taken.add(free)
    const ack = await server.call('POST', `qpm/user/read/${free}`, { token: tokens.employee, json: {} })
    expect(ack.status).toBe(200)
    expect((await server.call('GET', 'qpm/user/required_readings', { token: tokens.employee })).body.nodes_to_read).not.toContain(free)
    await useChain(free, 'Quality review')

    // The writer's draft: its script and event handler are removed when stored.
    const created = await post(`document/staging/${free}`, 'writer', { lang: 'en' })
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({ status: 'draft', version: 1, kind: 'revision', base_revision: { number: expect.any(Number) } })
    const stagingId = created.body.id
    const base = created.body.body as string
    const saved = await put(`document/staging/${free}/${stagingId}`, 'writer', {
      version: 1,
      title: created.body.title,
      body: `${base}<p onclick="steal()">Trailers are sealed in front of the driver.</p><script>alert(1)</script>`,
    })
    expect(saved.status).toBe(200)
    expect(saved.body.version).toBe(2)
    expect(saved.body.body).toContain('Trailers are sealed in front of the driver.')
    expect(saved.body.body).not.toContain('<script')
    expect(saved.body.body).not.toContain('onclick')

    // A second writer's save on the version first read: 409 with the draft as stored.
    const stale = await put(`document/staging/${free}/${stagingId}`, 'admin', { version: 1, title: 'Other title', body: '<p>Other text</p>' })
    expect(stale.status).toBe(409)
    expect(stale.body.code).toBe('STALE')
    expect(stale.body.message).toContain('version 2')
    expect(stale.body.current).toMatchObject({ id: stagingId, version: 2, title: created.body.title })
    expect(stale.body.current.body).toContain('Trailers are sealed')

    const diff = await get(`document/staging/${free}/${stagingId}/diff`, 'approver')
    expect(diff.status).toBe(200)
    expect(diff.body.changed).toBe(true)
    expect(diff.body.base.number).toBe(created.body.base_revision.number)
    expect(diff.body.body.filter((part: { kind: string }) => part.kind === 'added').map((part: { text: string }) => part.text).join('')).toContain('sealed in front')
    expect(diff.body.body.some((part: { kind: string }) => part.kind === 'removed')).toBe(false)

    // Transitions out of turn.
    const early = await post(`document/staging/${free}/${stagingId}/approve`, 'approver', { comment: 'ok' })
    expect(early.status).toBe(409)
    expect(early.body.message).toBe('Only a draft in review can be approved or rejected; this one is Draft.')
    const notReady = await post('publish/publish', 'admin', { staging_id: stagingId, significant: true, effective_date: today() })
    expect(notReady.status).toBe(409)
    expect(notReady.body.message).toBe('Only a Publish Ready draft can be published; this one is Draft.')

    const submitted = await post(`document/staging/${free}/${stagingId}/submit`, 'writer', {})
    expect(submitted.status).toBe(200)
    expect(submitted.body).toMatchObject({ status: 'review', step: 1, steps: 1, chain: { name: 'Quality review' } })
    expect(submitted.body.current_approvers.map((p: { username: string }) => p.username)).toEqual(['approver'])
    expect((await put(`document/staging/${free}/${stagingId}`, 'writer', { version: submitted.body.version, title: 'x', body: '' })).status).toBe(409)
    expect((await get('view/workflow', 'approver')).body.results.map((row: { id: number }) => row.id)).toContain(stagingId)

    const notTheirs = await post(`document/staging/${free}/${stagingId}/approve`, 'writer', { comment: 'fine' })
    expect(notTheirs.status).toBe(403)
    expect(notTheirs.body.code).toBe('NOT_CURRENT_APPROVER')
    expect(notTheirs.body.message).toMatch(/^This draft is waiting for .+: only they or their delegate can act on it now\.$/)
    expect((await post(`document/staging/${free}/${stagingId}/approve`, 'employee', { comment: 'fine' })).status).toBe(403)
    const noComment = await post(`document/staging/${free}/${stagingId}/approve`, 'approver', {})
    expect(noComment.status).toBe(400)
    expect(noComment.body.errors).toEqual({ comment: 'Field is required' })
    const wrongKind = await post(`document/staging/${free}/${stagingId}/approve_obsolete`, 'approver', { comment: 'ok' })
    expect(wrongKind.status).toBe(409)

    const approved = await post(`document/staging/${free}/${stagingId}/approve`, 'approver', { comment: 'Reads well.' })
    expect(approved.status).toBe(200)
    expect(approved.body.status).toBe('publish_ready')
    const twice = await post(`document/staging/${free}/${stagingId}/approve`, 'approver', { comment: 'Again.' })
    expect(twice.status).toBe(409)

    expect((await post('publish/publish', 'writer', { staging_id: stagingId, significant: true, effective_date: today() })).status).toBe(403)
    const before = (await get(`document/node/${free}`, 'admin')).body.revisions.find((r: { lang: string; status: string }) => r.lang === 'en' && r.status === 'published')
    const published = await post('publish/publish', 'admin', { staging_id: stagingId, significant: true, effective_date: today(), summary: 'Sealing in front of the driver.' })
    expect(published.status).toBe(200)
    expect(published.body).toMatchObject({ node_id: free, revision: { lang: 'en', number: before.number + 1, significant: true, effective_date: today() }, missing_translation: null })
    expect((await post('publish/publish', 'admin', { staging_id: stagingId, significant: true, effective_date: today() })).status).toBe(409)

    // The reader reads the new revision, and the employee must read it again.
    const reader = await server.call('GET', `qpm/user/document/${free}`, { token: tokens.admin })
    expect(reader.body.revision).toBeGreaterThanOrEqual(before.number + 1)
    const again = (await server.call('GET', 'qpm/user/required_readings', { token: tokens.employee })).body
    expect(again.nodes_to_read).toContain(free)

    // History: who did what, when, with which comment and revision.
    const history = await get(`staging/history/${free}`, 'writer')
    history.body.results.sort((a: { id: number }, b: { id: number }) => a.id - b.id)
    expect(history.body.results.map((row: { action: string }) => row.action)).toEqual(['create', 'submit', 'approve', 'publish'])
    expect(history.body.results[2]).toMatchObject({ comment: 'Reads well.', step: 1, to_status: 'publish_ready', on_behalf_of: null })
    expect(history.body.results[3]).toMatchObject({ revision: before.number + 1, to_status: 'published' })
    const rows = await server.database.db.select().from(manualStagingHistory).where(eq(manualStagingHistory.stagingId, stagingId))
    expect(rows.filter((row) => row.emailId !== null).map((row) => row.action).sort()).toEqual(['approve', 'publish', 'submit'])
    const mails = await server.database.db.select().from(emailHistory).where(like(emailHistory.subject, `%${created.body.title}%`))
    expect(mails.map((mail) => mail.subject.split(':')[0]).sort()).toEqual(['Approval needed', 'Published', 'Ready to publish'])
  })

  it('refuses to publish a rejected draft, and returns a rejected one to its writer with the comment', async () => {
    const drafts = (await get('view/draft', 'admin')).body.results
    const rejected = drafts.find((row: { status: string }) => row.status === 'rejected')
    const refused = await post('publish/publish', 'admin', { staging_id: rejected.id, significant: false, effective_date: today() })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('Only a Publish Ready draft can be published; this one is Rejected.')

    const waiting = (await get('view/workflow', 'approver')).body.results.find((row: { title: string }) => row.title !== 'Yard walk')
    const noComment = await post(`document/staging/${waiting.node_id}/${waiting.id}/reject`, 'approver', { comment: '  ' })
    expect(noComment.status).toBe(400)
    expect(noComment.body.errors.comment).toBe('Field is required')
    const back = await post(`document/staging/${waiting.node_id}/${waiting.id}/reject`, 'approver', { comment: 'Add the seal log reference.' })
    expect(back.status).toBe(200)
    expect(back.body.status).toBe('rejected')
    const mail = await server.database.db.select().from(emailHistory).where(like(emailHistory.html, '%Add the seal log reference.%'))
    expect(mail).toHaveLength(1)
    expect(mail[0]!.subject).toMatch(/^Rejected: /)
    // Rejected drafts can be worked on and sent again.
    const resubmitted = await post(`document/staging/${waiting.node_id}/${waiting.id}/submit`, 'writer', { comment: 'Reference added.' })
    expect(resubmitted.body.status).toBe('review')
  })

  it('walks a two-step chain: one approval per person, a delegate acts for the named approver', async () => {
    const node = await freshDocument(taken)
    await useChain(node.id, 'Management review')
    // The administrator writes this one; the chain is the approver, then the administrator.
    const created = await post(`document/staging/${node.id}`, 'admin', { lang: 'fr', body: '<p>Texte révisé.</p>' })
    const id = created.body.id
    await post(`document/staging/${node.id}/${id}/submit`, 'admin', {})
    const first = await post(`document/staging/${node.id}/${id}/approve`, 'approver', { comment: 'Step one.' })
    expect(first.body).toMatchObject({ status: 'review', step: 2, steps: 2 })
    const twice = await post(`document/staging/${node.id}/${id}/approve`, 'approver', { comment: 'Step one again.' })
    expect(twice.status).toBe(409)
    expect(twice.body.message).toBe('You have already approved this step.')
    const writerTooEarly = await post(`document/staging/${node.id}/${id}/approve`, 'writer', { comment: 'Me?' })
    expect(writerTooEarly.status).toBe(403)

    // The administrator is away today: the writer stands in for them, and history names both.
    const options = (await get('options', 'admin')).body
    const adminId = options.me.id
    const writerId = options.approvers.find((p: { username: string }) => p.username === 'writer').id
    const delegation = await post('delegations', 'admin', { delegate_id: writerId, starts_on: today(), ends_on: today() })
    expect(delegation.status).toBe(200)
    expect(delegation.body).toMatchObject({ active: true, approver: { id: adminId }, delegate: { username: 'writer' } })
    const badRange = await post('delegations', 'approver', { delegate_id: adminId, starts_on: today(), ends_on: '2000-01-01' })
    expect(badRange.status).toBe(400)
    expect(badRange.body.errors.ends_on).toBe('The end date must be on or after the start date.')
    const past = await post('delegations', 'approver', { delegate_id: adminId, starts_on: '2020-03-01', ends_on: '2020-03-02' })
    expect(past.status).toBe(400)
    expect(past.body.errors).toMatchObject({
      starts_on: 'The start date cannot be in the past.',
      ends_on: 'The end date cannot be in the past.',
    })
    expect((await post('delegations', 'writer', { approver_id: adminId, delegate_id: writerId, starts_on: today(), ends_on: today() })).status).toBe(403)
    expect((await get('view/workflow', 'writer')).body.results.map((row: { id: number }) => row.id)).toContain(id)

    const delegated = await post(`document/staging/${node.id}/${id}/approve`, 'writer', { comment: 'For the administrator.' })
    expect(delegated.status).toBe(200)
    expect(delegated.body.status).toBe('publish_ready')
    const history = await get(`staging/history/${node.id}`, 'admin')
    const last = history.body.results.sort((a: { id: number }, b: { id: number }) => b.id - a.id)[0]
    expect(last).toMatchObject({ action: 'approve', step: 2, comment: 'For the administrator.' })
    expect(last.on_behalf_of).toBeTruthy()
    expect(last.on_behalf_of).not.toBe(last.user)
    expect((await del(`delegations/${delegation.body.id}`, 'admin')).status).toBe(204)

    // Published in French: the English is in force from before, so nothing is missing.
    const done = await post('publish/publish', 'admin', { staging_id: id, significant: false, effective_date: today() })
    expect(done.body.missing_translation).toBeNull()
  })

  it('lets the self-approval role skip the chain, and nobody else', async () => {
    const node = await freshDocument(taken)
    const byWriter = await post(`document/staging/${node.id}`, 'writer', { lang: 'en' })
    const refused = await post(`document/staging/${node.id}/${byWriter.body.id}/submit`, 'writer', { skip_chain: true })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('Only the self-approval role may skip the workflow chain.')
    expect((await del(`document/staging/${node.id}/${byWriter.body.id}`, 'writer')).status).toBe(204)
    const byApprover = await post(`document/staging/${node.id}`, 'approver', { lang: 'en' })
    const skipped = await post(`document/staging/${node.id}/${byApprover.body.id}/submit`, 'approver', { skip_chain: true })
    expect(skipped.status).toBe(200)
    expect(skipped.body.status).toBe('publish_ready')
    expect((await del(`document/staging/${node.id}/${byApprover.body.id}`, 'approver')).status).toBe(409)
  })

  it('publishes a new document in one language and lists it as missing its translation', async () => {
    const section = (await flatTree()).find((node) => node.kind === 'section')!
    const created = await post('document/node', 'writer', { parent_id: section.id, kind: 'document', title: 'Pallet wrap check', lang: 'en', number: 'QP-095' })
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({ kind: 'document', status: 'active', stagings: [{ lang: 'en', status: 'draft' }] })
    const nodeId = created.body.id
    const stagingId = created.body.stagings[0].id
    const noChain = await post(`document/staging/${nodeId}/${stagingId}/submit`, 'writer', {})
    expect(noChain.status).toBe(409)
    expect(noChain.body.code).toBe('NO_CHAIN')
    await useChain(nodeId, 'Quality review')
    await post(`document/staging/${nodeId}/${stagingId}/submit`, 'writer', {})
    await post(`document/staging/${nodeId}/${stagingId}/approve`, 'approver', { comment: 'Go.' })
    const published = await post('publish/publish', 'admin', { staging_id: stagingId, significant: true, effective_date: today() })
    expect(published.body).toMatchObject({ revision: { number: 1 }, missing_translation: 'fr' })
    const missing = await get('view/node_missing_translation?number__icontains=QP-095', 'writer')
    expect(missing.body.results).toEqual([expect.objectContaining({ id: nodeId, missing_lang: 'fr' })])
  })

  it('withdraws a document: out of the readers’ tree and search, history kept; restored it is offline', async () => {
    const request = (await get('view/publish_obsolete', 'admin')).body.results[0]
    const nodeId = request.node_id
    expect((await server.call('GET', `qpm/user/document/${nodeId}`, { token: tokens.admin })).status).toBe(200)
    const withdrawn = await post('publish/obsolete', 'admin', { id: nodeId, comment: 'Replaced.' })
    expect(withdrawn.status).toBe(200)
    expect(withdrawn.body).toEqual({ id: nodeId, status: 'obsolete' })
    expect((await server.call('GET', `qpm/user/document/${nodeId}`, { token: tokens.admin })).status).toBe(404)
    expect(JSON.stringify((await server.call('GET', 'qpm/user/table_of_contents', { token: tokens.admin })).body)).not.toContain(`"id":${nodeId},`)
    expect((await get('view/publish_obsolete', 'admin')).body.results.map((row: { id: number }) => row.id)).not.toContain(request.id)
    const node = await get(`document/node/${nodeId}`, 'writer')
    expect(node.body.status).toBe('obsolete')
    expect(node.body.revisions.length).toBeGreaterThan(0)
    expect(node.body.revisions.every((r: { status: string }) => r.status === 'obsolete')).toBe(true)
    expect((await post(`document/staging/${nodeId}`, 'writer', { lang: 'en' })).status).toBe(409)
    expect((await post('publish/obsolete', 'admin', { id: nodeId })).status).toBe(409)

    const restored = await post(`actions/restore/${nodeId}`, 'admin')
    expect(restored.status).toBe(200)
    expect(restored.body.status).toBe('offline')
    expect((await server.call('GET', `qpm/user/document/${nodeId}`, { token: tokens.admin })).status).toBe(404)
    expect((await post(`actions/restore/${nodeId}`, 'admin')).status).toBe(409)
    const history = await get(`staging/history/${nodeId}`, 'admin')
    history.body.results.sort((a: { id: number }, b: { id: number }) => b.id - a.id)
    expect(history.body.results.slice(0, 2).map((row: { action: string }) => row.action)).toEqual(['restore', 'obsolete'])
  })
})

describe('tree actions and bad input', () => {
  it('creates, renames, moves, positions, copies, deletes and restores sections', async () => {
    const empty = await post('document/node', 'writer', { parent_id: null, kind: 'section', title: '   ' })
    expect(empty.status).toBe(400)
    expect(empty.body.errors.title).toBe('Field is required')

    const outer = (await post('document/node', 'writer', { parent_id: null, kind: 'section', title: 'Yard', title_fr: 'Cour' })).body
    const inner = (await post('document/node', 'writer', { parent_id: outer.id, kind: 'section', title: 'Trailers' })).body
    const doc = (await post('document/node', 'writer', { parent_id: inner.id, kind: 'document', title: 'Trailer check', lang: 'en' })).body
    expect(inner.path).toEqual([{ id: outer.id, title: 'Yard' }])

    const intoChild = await post('actions/move', 'writer', { id: outer.id, parent_id: inner.id })
    expect(intoChild.status).toBe(400)
    expect(intoChild.body.errors.parent_id).toBe('A section cannot be moved into itself or into one of its own sub-sections.')
    expect((await post('actions/move', 'writer', { id: outer.id, parent_id: outer.id })).status).toBe(400)
    expect((await post('actions/move', 'writer', { id: outer.id, parent_id: doc.id })).body.errors.parent_id).toBe(
      'Only a section can hold other sections and documents.',
    )

    const renamed = await put(`document/node/${inner.id}`, 'writer', { title: 'Trailers and chassis' })
    expect(renamed.body.title).toBe('Trailers and chassis')
    const moved = await post('actions/move', 'writer', { id: inner.id, parent_id: null, position: 0 })
    expect(moved.body).toMatchObject({ parent_id: null, position: 0 })
    const placed = await post('actions/position', 'writer', { id: inner.id, position: 2 })
    expect(placed.body.position).toBe(2)

    const copy = await post('actions/copy', 'writer', { id: inner.id, parent_id: outer.id })
    expect(copy.status).toBe(200)
    expect(copy.body.id).not.toBe(inner.id)
    const tree = await flatTree('writer')
    const copied = tree.find((node) => node.id === copy.body.id)!
    expect(copied.children.map((child) => child.title)).toEqual(['Trailer check'])
    expect(copied.children[0]!.stagings).toEqual([expect.objectContaining({ lang: 'en', status: 'draft' })])

    expect((await del(`actions/delete/${outer.id}`, 'writer')).status).toBe(204)
    expect((await flatTree('writer')).some((node) => node.id === outer.id || node.id === copy.body.id)).toBe(false)
    const deleted = await get('view/deleted', 'admin')
    expect(deleted.body.results.map((row: { id: number }) => row.id)).toContain(outer.id)
    expect(deleted.body.results.map((row: { id: number }) => row.id)).not.toContain(copy.body.id)
    const restored = await post(`actions/restore/${outer.id}`, 'admin')
    expect(restored.status).toBe(200)
    expect((await flatTree('writer')).some((node) => node.id === copy.body.id)).toBe(true)
  })

  it('answers 404 for an unknown node and 400 for a bad id or action', async () => {
    expect((await get('document/node/2147483647', 'writer')).status).toBe(404)
    expect((await get('document/node/abc', 'writer')).status).toBe(400)
    expect((await post('document/staging/1/1/approve_all', 'writer', {})).status).toBe(400)
  })

  it('takes files up to 25 MB of a type its content confirms, and refuses the others', async () => {
    const node = (await flatTree()).find((n) => n.number === 'QP-092')!
    const file = (bytes: Uint8Array, name: string) => new File([bytes as BlobPart], name, { type: 'application/octet-stream' })
    const good = await server.call('POST', `qpm/authoring/document/upload/${node.id}`, {
      ...as('writer'),
      multipart: { title: 'Door checklist', file: file(new TextEncoder().encode('door,seal,hinge\n'), 'checklist.txt') },
    })
    expect(good.status).toBe(200)
    expect(good.body.uploaded[0]).toMatchObject({ filename: 'checklist.txt', title: 'Door checklist', content_type: expect.stringMatching(/^text\/plain/) })
    const fileId = good.body.uploaded[0].id
    const read = await server.call('GET', `qpm/authoring/document/upload/${node.id}/${fileId}`, as('approver'))
    expect(read.status).toBe(200)
    expect(read.text).toBe('door,seal,hinge\n')

    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
    const lying = await server.call('POST', `qpm/authoring/document/upload/${node.id}`, { ...as('writer'), multipart: { file: file(png, 'report.pdf') } })
    expect(lying.status).toBe(415)
    const big = new Uint8Array(AUTHORING_LIMITS.uploadBytes + 1)
    big.set([0x25, 0x50, 0x44, 0x46, 0x2d])
    const oversize = await server.call('POST', `qpm/authoring/document/upload/${node.id}`, { ...as('writer'), multipart: { file: file(big, 'huge.pdf') } })
    expect(oversize.status).toBe(413)
    expect((await get(`document/node/${node.id}`, 'writer')).body.files.map((f: { id: string }) => f.id)).toEqual([fileId])

    expect((await del(`document/upload/${node.id}/${fileId}`, 'writer')).status).toBe(204)
    expect((await get(`document/node/${node.id}`, 'writer')).body.files).toEqual([])
  })

  it('sets a node’s configuration: review interval, target groups, tags, refusing unknown ids', async () => {
    const node = (await flatTree()).find((n) => n.number === 'QP-092')!
    const options = (await get('options', 'writer')).body
    const group = options.groups[0]
    const set = await post('document/node/configs/add', 'writer', { ids: [node.id], config: { review_interval_months: 6, target_group_ids: [group.id] } })
    expect(set.status).toBe(200)
    expect(set.body.configs[0]).toMatchObject({ review_interval_months: 6, target_groups: [{ id: group.id }] })
    const bad = await post('document/node/configs/add', 'writer', { ids: [node.id], config: { review_interval_months: 7 } })
    expect(bad.status).toBe(400)
    const unknown = await post('document/node/configs/replace', 'writer', { ids: [node.id], config: { tag_ids: [2147483647] } })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors['config.tag_ids']).toBe('One of these does not exist in your company.')
    const cleared = await post('document/node/configs/replace', 'writer', { ids: [node.id], config: { review_interval_months: 12, target_group_ids: [] } })
    expect(cleared.body.configs[0]).toMatchObject({ review_interval_months: 12, target_groups: [] })
  })

  it('prints a draft as a PDF', async () => {
    const draft = (await get('view/draft', 'writer')).body.results[0]
    const pdf = await post('download', 'approver', { staging_id: draft.id })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.text.startsWith('%PDF-')).toBe(true)
  })
})

describe('periodic review', () => {
  const reminders = () =>
    // In the order they were written: the last one is the newest.
    server.database.db.select().from(emailHistory).where(like(emailHistory.subject, '%QP-092%Dock door inspection%')).orderBy(emailHistory.id)

  it('e-mails the owner 30 and 7 days before the review date and once overdue, each once', async () => {
    const before = await reminders()
    await enqueue({ db: server.database.db }, reviewReminders, {})
    await server.runJobs()
    const first = await reminders()
    expect(first.length).toBe(before.length + 1)
    expect(first.at(-1)!.subject).toMatch(/^Review due on \d{4}-\d{2}-\d{2}: QP-092 Dock door inspection$/)
    await enqueue({ db: server.database.db }, reviewReminders, {})
    await server.runJobs()
    expect(await reminders()).toHaveLength(first.length)

    const due = (await get('view/review_due?number__icontains=QP-092', 'writer')).body.results[0]
    server.clock.advance((due.days_left - 5) * DAY)
    for (const username of USERS) tokens[username] = (await server.login(username)).token
    await enqueue({ db: server.database.db }, reviewReminders, {})
    await server.runJobs()
    expect(await reminders()).toHaveLength(first.length + 1)

    server.clock.advance(6 * DAY)
    for (const username of USERS) tokens[username] = (await server.login(username)).token
    await enqueue({ db: server.database.db }, reviewReminders, {})
    await server.runJobs()
    const all = await reminders()
    expect(all.at(-1)!.subject).toMatch(/^Review overdue since /)
    const kinds = await server.database.db
      .select({ kind: manualReviewReminders.kind })
      .from(manualReviewReminders)
      .where(sql`${manualReviewReminders.nodeId} = (select id from manual_nodes where number = 'QP-092')`)
    expect(kinds.map((row) => row.kind).sort()).toEqual(['30', '7', 'overdue'])
    const overdue = (await get('view/review_due?number__icontains=QP-092', 'writer')).body.results[0]
    expect(overdue.overdue).toBe(true)
  })
})
