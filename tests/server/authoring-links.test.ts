import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './harness'

// The work lists' rows link to the authoring pages as the app routes them: a node at
// `authoring/document/{id}`, one of its drafts at `authoring/document/{id}/{staging_id}`.

let server: TestServer
const tokens: Record<string, string> = {}

beforeAll(async () => {
  server = await startServer({}, { jobs: { work: false } })
  for (const username of ['admin', 'approver'] as const) tokens[username] = (await server.login(username)).token
  // The first file after a change to the seed builds the test database's template.
}, 300_000)
afterAll(() => server?.close())

const list = async (path: string, user: 'admin' | 'approver') => {
  const answer = await server.call('GET', `/api/qpm/authoring/view/${path}`, { token: tokens[user] })
  expect(answer.status).toBe(200)
  return answer.body as { results: Record<string, unknown>[]; columns_details: { name: string; link?: string }[] }
}

describe('authoring work list links', () => {
  it('a staging row names its node and draft as path segments, and its title links there', async () => {
    const answer = await list('workflow', 'approver')
    expect(answer.results.length).toBeGreaterThan(0)
    for (const row of answer.results) expect(row.staging_path).toBe(`authoring/document/${row.node_id}/${row.id}`)
    expect(answer.columns_details.find((column) => column.name === 'title')?.link).toBe('/freight/pages/{staging_path}')
  })

  it('a node row names its node as a path segment', async () => {
    for (const path of ['review_due', 'node_missing_translation']) {
      const answer = await list(path, 'admin')
      expect(answer.results.length).toBeGreaterThan(0)
      for (const row of answer.results) expect(row.node_path).toBe(`authoring/document/${row.id}`)
    }
  })
})
