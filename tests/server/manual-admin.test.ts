import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { translateTo } from '@server/i18n'
import { authMessages } from '@server/messages'
import { contract } from '@shared/contract'
import type { Endpoint } from '@shared/contract/types'
import { manualAuditTrail, manualNodes, users } from '../../src/server/db/schema'
import { startServer, type TestServer } from './harness'

let server: TestServer
const tokens: Record<string, string> = {}

beforeAll(async () => {
  server = await startServer()
  for (const username of ['admin', 'auditor', 'writer', 'employee', 'customer']) tokens[username] = (await server.login(username)).token
})
afterAll(() => server?.close())

const as = (username: string, json?: unknown) => ({ token: tokens[username], json })

async function nodeId(code: string) {
  const [row] = await server.database.db.select({ id: manualNodes.id }).from(manualNodes).where(eq(manualNodes.code, code))
  return row?.id as number
}
async function userId(username: string) {
  const [row] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.username, username))
  return row?.id as number
}

const ADMIN_LISTS = [
  'user',
  'user_group',
  'workflow_chain',
  'process_category',
  'process_category_exception',
  'process_category_language',
  'tag',
  'tag_exception',
  'tag_language',
  'manual_property',
  'node_deleted',
  'email_history',
]

describe('access', () => {
  it('admin reads every admin list; auditor, writer, employee and customer are refused (403)', async () => {
    for (const resource of ADMIN_LISTS) {
      const ok = await server.call('GET', `qpm/admin/${resource}`, as('admin'))
      expect(ok.status, resource).toBe(200)
      for (const who of ['auditor', 'writer', 'employee', 'customer']) {
        expect((await server.call('GET', `qpm/admin/${resource}`, as(who))).status, `${who} ${resource}`).toBe(403)
      }
    }
    for (const who of ['auditor', 'writer', 'employee', 'customer']) {
      expect((await server.call('POST', 'qpm/admin/tag', as(who, { code: 'X', name: 'X' }))).status).toBe(403)
    }
  })

  it('auditor and admin read the audit calls; writer, employee and customer are refused', async () => {
    for (const path of ['qpm/audit/compliance/documents', 'qpm/audit/compliance/groups', 'qpm/audit/trail']) {
      expect((await server.call('GET', path, as('auditor'))).status, path).toBe(200)
      expect((await server.call('GET', path, as('admin'))).status, path).toBe(200)
      for (const who of ['writer', 'employee', 'customer']) expect((await server.call('GET', path, as(who))).status).toBe(403)
    }
    // Saving a user's settings is an administrator's.
    const id = await userId('employee')
    expect((await server.call('POST', `qpm/audit/settings/${id}`, as('auditor', { text_size: 18 }))).status).toBe(403)
    expect((await server.call('POST', `qpm/audit/settings/${id}`, as('admin', { text_size: 18 }))).body).toMatchObject({ text_size: 18 })
  })
})

// Every call of the manual's administration, from the contract: a path's ids name no record, so what the
// administrator is let through to changes nothing (400 on the body or 404 on the id).
const adminCalls = Object.entries(contract['qpm-admin'] as Record<string, Endpoint>).map(([name, entry]) => ({
  name,
  method: entry.method,
  path: entry.path.replace(/\{[^}]+\}/g, '987654'),
}))

describe('each admin resource x role', () => {
  it('covers every resource of the contract, each listed with seeded rows', async () => {
    const lists = adminCalls.filter((call) => call.name.endsWith('.list'))
    expect(lists.map((call) => call.name.replace(/\.list$/, '')).sort()).toEqual([...ADMIN_LISTS].sort())
    for (const call of lists) {
      const answer = await server.call('GET', call.path, as('admin'))
      expect(answer.status, call.name).toBe(200)
      expect(answer.body.count, `${call.name} seeded`).toBeGreaterThan(0)
    }
  })

  it.each(adminCalls)('$name ($method): admin is let through; auditor, writer, employee and customer get 403', async (call) => {
    const body = call.method === 'GET' || call.method === 'DELETE' ? undefined : {}
    const admin = await server.call(call.method, call.path, as('admin', body))
    expect(admin.status, `admin ${call.name}`).not.toBe(401)
    expect(admin.status, `admin ${call.name}`).not.toBe(403)
    expect(admin.status, `admin ${call.name}`).toBeLessThan(500)
    for (const who of ['auditor', 'writer', 'employee', 'customer']) {
      const refused = await server.call(call.method, call.path, as(who, body))
      expect(refused.status, `${who} ${call.name}`).toBe(403)
      expect(refused.body.code, `${who} ${call.name}`).toBe('FORBIDDEN')
    }
  })
})

describe('a switched auditor', () => {
  it('cannot write anything in the manual or the account viewed: 403 with the read-only message, nothing recorded', async () => {
    const switched = await server.call('POST', 'users/switchuser', as('auditor', { username: 'writer' }))
    expect(switched.status).toBe(200)
    const token = switched.body.token as string
    const auditor = await userId('auditor')
    const trailed = async () =>
      (await server.database.db.select({ id: manualAuditTrail.id }).from(manualAuditTrail).where(eq(manualAuditTrail.impersonatorId, auditor)))
        .length
    const before = await trailed()
    const readOnly = translateTo('en', authMessages.switchedReadOnly)
    const writes = (['qpm-user', 'qpm-authoring', 'qpm-admin', 'qpm-audit', 'users'] as const).flatMap((area) =>
      Object.entries(contract[area] as Record<string, Endpoint>)
        .filter(([, entry]) => entry.method !== 'GET' && !entry.impersonation && entry.access !== 'public')
        .map(([name, entry]) => ({ area, name, method: entry.method, upload: entry.upload, path: entry.path.replace(/\{[^}]+\}/g, '1') })),
    )
    expect(writes.length).toBeGreaterThan(40)
    const codes: Record<string, string[]> = {}
    for (const call of writes) {
      // An upload is sent as the form it expects, so that only the switch can refuse it.
      const body = call.upload ? { multipart: { note: 'x' } } : { json: call.method === 'DELETE' ? undefined : {} }
      const answer = await server.call(call.method, call.path, { token, ...body })
      expect(answer.status, `${call.area}.${call.name}`).toBe(403)
      if (answer.body.code === 'IMPERSONATION_READ_ONLY') expect(answer.body.message).toBe(readOnly)
      else expect(answer.body.code, `${call.area}.${call.name}`).toBe('FORBIDDEN')
      ;(codes[call.area] ??= []).push(answer.body.code)
    }
    // What the writer may do in the manual, the switched session may not: the dispatcher says why.
    expect(new Set(codes['qpm-user'])).toEqual(new Set(['IMPERSONATION_READ_ONLY']))
    expect(codes['qpm-authoring']).toContain('IMPERSONATION_READ_ONLY')
    expect(await trailed()).toBe(before)
    expect((await server.call('POST', 'qpm/audit/switch_back', { token })).status).toBe(200)
  })

  it("records the portal's own switch user in the manual's audit trail, once", async () => {
    const switched = await server.call('POST', 'users/switchuser', as('auditor', { username: 'employee' }))
    expect(switched.status).toBe(200)
    const rows = await server.call('GET', 'qpm/audit/trail/switch_user/employee', as('auditor'))
    expect(rows.body.results).toHaveLength(1)
    expect(rows.body.results[0]).toMatchObject({ action: 'switch', username: 'auditor', call: 'users.switchUser' })
    expect((await server.call('POST', 'qpm/audit/switch_back', { token: switched.body.token })).status).toBe(200)
  })
})

describe('bad input', () => {
  it('refuses a duplicate ID, a blank name and an over-long one on the field, storing nothing', async () => {
    const created = await server.call('POST', 'qpm/admin/tag', as('admin', { code: 'TEST-TAG', name: 'Test tag', name_fr: 'Étiquette test' }))
    expect(created.status).toBe(200)
    const again = await server.call('POST', 'qpm/admin/tag', as('admin', { code: 'TEST-TAG', name: 'Another' }))
    expect(again.status).toBe(409)
    expect(again.body.errors).toMatchObject({ code: 'ID already exists' })
    const blank = await server.call('POST', 'qpm/admin/tag', as('admin', { code: 'T2', name: '   ' }))
    expect(blank.status).toBe(400)
    expect(blank.body.errors.name).toBeTruthy()
    const long = await server.call('POST', 'qpm/admin/process_category', as('admin', { code: 'T3', name: 'x'.repeat(101) }))
    expect(long.status).toBe(400)
    expect(long.body.errors.name).toBeTruthy()
    const rows = await server.database.db.execute(sql`SELECT count(*)::int AS n FROM manual_tags WHERE code IN ('T2', 'T3')`)
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0)
  })

  it('refuses a user twice (User already exists)', async () => {
    const again = await server.call('POST', 'qpm/admin/user', as('admin', { username: 'writer', roles: ['ROLE_TECHNICAL_WRITER'] }))
    expect(again.status).toBe(409)
    expect(again.body.errors).toMatchObject({ username: 'User already exists' })
  })

  it('keeps the order of approvers: the first cannot move up', async () => {
    const chain = await server.call('POST', 'qpm/admin/workflow_chain', as('admin', { name: 'Test chain' }))
    expect(chain.status).toBe(200)
    const id = chain.body.id
    for (const username of ['admin', 'writer']) {
      const added = await server.call('POST', `qpm/admin/workflow_chain_user/${id}/add`, as('admin', { user_id: await userId(username) }))
      expect(added.status, username).toBe(200)
    }
    const twice = await server.call('POST', `qpm/admin/workflow_chain_user/${id}/add`, as('admin', { user_id: await userId('writer') }))
    expect(twice.body.errors).toMatchObject({ user_id: 'User already exists' })
    const up = await server.call('POST', `qpm/admin/workflow_chain_user/${id}/move_up`, as('admin', { user_id: await userId('admin') }))
    expect(up.status).toBe(400)
    expect(up.body.errors).toMatchObject({ user_id: 'The first approver cannot move up.' })
    const moved = await server.call('POST', `qpm/admin/workflow_chain_user/${id}/move_up`, as('admin', { user_id: await userId('writer') }))
    expect(moved.body.map((a: { username: string }) => a.username)).toEqual(['writer', 'admin'])
    // A chain governing a node cannot be deleted, and says why.
    const dg = await nodeId('DG')
    expect((await server.call('POST', `qpm/admin/workflow_chain_node/${id}/add`, as('admin', { node_id: dg }))).status).toBe(200)
    const refused = await server.call('DELETE', `qpm/admin/workflow_chain/${id}`, as('admin'))
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ code: 'IN_USE' })
    expect(refused.body.message).toContain('governs 1 sections or documents')
    expect((await server.call('POST', `qpm/admin/workflow_chain_node/${id}/delete`, as('admin', { node_id: dg }))).status).toBe(200)
    expect((await server.call('DELETE', `qpm/admin/workflow_chain/${id}`, as('admin'))).status).toBe(204)
  })

  it('keeps a category with documents', async () => {
    const list = await server.call('GET', 'qpm/admin/process_category?limit=100', as('admin'))
    const used = list.body.results.find((row: { document_count: number }) => row.document_count > 0)
    const refused = await server.call('DELETE', `qpm/admin/process_category/${used.id}`, as('admin'))
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(/holds \d+ documents/)
  })
})

describe('people lookup', () => {
  it('answers approvers (staff with a manual role) by default, and any active account of the company as a member', async () => {
    const usernames = async (query: string) => {
      const answer = await server.call('GET', `qpm/admin/workflow_user_lookup?limit=100${query}`, as('admin'))
      expect(answer.status).toBe(200)
      return answer.body.map((person: { username: string; id: number }) => {
        expect(person.id).toBeGreaterThan(0)
        return person.username
      }) as string[]
    }
    const approvers = await usernames('')
    expect(approvers).toEqual(expect.arrayContaining(['writer', 'approver']))
    expect(approvers).not.toContain('limited')
    expect(approvers).not.toContain('employee')
    const members = await usernames('&who=member&mttable_generic_search=limit')
    expect(members).toEqual(['limited'])
    // A locked account, and one of another company, are never offered.
    expect(await usernames('&who=member&mttable_generic_search=locked')).toEqual([])
    expect(await usernames('&who=member&mttable_generic_search=bemployee')).toEqual([])
    expect((await server.call('GET', 'qpm/admin/workflow_user_lookup?who=everyone', as('admin'))).status).toBe(400)
    expect((await server.call('GET', 'qpm/admin/workflow_user_lookup?who=member', as('writer'))).status).toBe(403)
  })
})

describe('restore', () => {
  it('restores a deleted node through the authoring restore: it comes back Offline', async () => {
    const id = await nodeId('DG')
    const doc = await server.database.db
      .select({ id: manualNodes.id })
      .from(manualNodes)
      .where(and(eq(manualNodes.parentId, id), eq(manualNodes.kind, 'document')))
      .limit(1)
    const target = doc[0]?.id as number
    expect((await server.call('DELETE', `qpm/authoring/actions/delete/${target}`, as('admin'))).status).toBeLessThan(300)
    const deleted = await server.call('GET', 'qpm/admin/node_deleted', as('admin'))
    expect(deleted.body.results.map((row: { id: number }) => row.id)).toContain(target)
    expect((await server.call('POST', `qpm/admin/node_restore/${target}`, as('admin'))).status).toBe(200)
    const [node] = await server.database.db.select({ status: manualNodes.status }).from(manualNodes).where(eq(manualNodes.id, target))
    expect(node?.status).toBe('offline')
  })
})

describe('the administrator, the reader and the auditor', () => {
  it('a user added to a group that must read dangerous goods has them to read; compliance drops; the auditor switches and back, all in the trail', async () => {
    const dg = await nodeId('DG')
    const sales = await userId('sales')
    const before = await server.call('GET', `qpm/audit/required_readings/${sales}?limit=100`, as('auditor'))
    const docsBefore = await server.call('GET', 'qpm/audit/compliance/documents?limit=100', as('auditor'))

    const group = await server.call(
      'POST',
      'qpm/admin/user_group',
      as('admin', { code: 'DG-READERS', name: 'Dangerous goods readers', name_fr: 'Lecteurs marchandises dangereuses', readings: [{ node_id: dg, due_date: '2020-01-31' }] }),
    )
    expect(group.status).toBe(200)
    const added = await server.call('PUT', `qpm/admin/user_group/${group.body.id}`, as('admin', { code: 'DG-READERS', name: 'Dangerous goods readers', member_ids: [sales] }))
    expect(added.status).toBe(200)
    expect(added.body.members.map((m: { username: string }) => m.username)).toEqual(['sales'])

    // The reader's own list.
    const salesToken = (await server.login('sales')).token
    const own = await server.call('GET', 'qpm/user/required_readings?limit=100', { token: salesToken })
    expect(own.status).toBe(200)
    const after = await server.call('GET', `qpm/audit/required_readings/${sales}?limit=100`, as('auditor'))
    expect(after.body.count).toBeGreaterThan(before.body.count)
    const dgRows = after.body.results.filter((row: { status: string }) => row.status === 'overdue')
    expect(dgRows.length).toBeGreaterThan(0)

    const docsAfter = await server.call('GET', 'qpm/audit/compliance/documents?limit=100', as('auditor'))
    const dropped = docsAfter.body.results.find((row: { id: number; percentage: number; required: number }) => {
      const old = docsBefore.body.results.find((o: { id: number }) => o.id === row.id)
      return !old || row.required > old.required
    })
    expect(dropped).toBeTruthy()
    expect(dropped.pending).toBeGreaterThan(0)
    expect(dropped.percentage).toBeLessThan(100)

    // Switch, read-only, and back.
    const switched = await server.call('POST', 'qpm/audit/switch_user', as('auditor', { username: 'sales' }))
    expect(switched.status).toBe(200)
    const token = switched.body.token as string
    expect((await server.call('GET', 'qpm/user/required_readings', { token })).status).toBe(200)
    const write = await server.call('POST', 'qpm/user/settings', { token, json: { text_size: 18 } })
    expect(write.status).toBe(403)
    expect(write.body).toMatchObject({ code: 'IMPERSONATION_READ_ONLY' })
    expect((await server.call('POST', 'qpm/audit/switch_back', { token })).status).toBe(200)
    expect((await server.call('GET', 'qpm/user/settings', { token })).status).toBe(401)

    const trail = await server.call('GET', 'qpm/audit/trail/switch_user/sales', as('auditor'))
    expect(trail.body.results.map((row: { action: string }) => row.action).sort()).toEqual(['switch', 'switch_back'])
    const groupTrail = await server.call('GET', `qpm/audit/trail/user_group/${group.body.id}`, as('auditor'))
    expect(groupTrail.body.results.map((row: { action: string }) => row.action).sort()).toEqual(['create', 'update'])
    const update = groupTrail.body.results.find((row: { action: string }) => row.action === 'update')
    expect(JSON.parse(update.old_values).members).toEqual([])
    expect(JSON.parse(update.new_values).members[0].username).toBe('sales')
  })

  it('no one can change or delete a row of the audit trail', async () => {
    await expect(server.database.db.execute(sql`UPDATE manual_audit_trail SET action = 'x'`)).rejects.toThrow()
    await expect(server.database.db.execute(sql`DELETE FROM manual_audit_trail`)).rejects.toThrow()
  })
})
