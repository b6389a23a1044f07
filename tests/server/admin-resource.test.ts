import { contract, namedRowSchema } from '@shared/contract'
import { carSources, companies } from '@server/db/schema'
import { translateTo } from '@server/i18n'
import { resourceMessages } from '@server/lib/resource'
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './harness'

// An administration resource built from the contract's builtResource and the server's resource
// factory, on a real table: the CAR sources (car/admin/car_source).
const PATH = 'car/admin/car_source'

let server: TestServer
const tokens: Record<string, string> = {}

const as = (username: string, options: { json?: unknown; headers?: Record<string, string> } = {}) => ({
  token: tokens[username],
  ...options,
})

beforeAll(async () => {
  server = await startServer()
  for (const username of ['caradmin', 'admin', 'employee', 'customer', 'badmin']) {
    tokens[username] = (await server.login(username)).token
  }
})

afterAll(async () => {
  await server?.close()
})

describe('an administration resource (car/admin/car_source)', () => {
  it('is declared built, with the schemas the handlers read', () => {
    const calls = ['list', 'create', 'read', 'update', 'remove'].map((action) => contract.car[`car_source.${action}` as 'car_source.list'])
    expect(calls.map((call) => [call.method, call.path, call.implemented])).toEqual([
      ['GET', PATH, true],
      ['POST', PATH, true],
      ['GET', `${PATH}/{id}`, true],
      ['PUT', `${PATH}/{id}`, true],
      ['DELETE', `${PATH}/{id}`, true],
    ])
  })

  it('creates, lists, reads, changes and deletes records of the caller’s company', async () => {
    const created = await server.call('POST', PATH, as('caradmin', { json: { name: 'Customer complaint', name_fr: 'Plainte de client' } }))
    expect(created.status).toBe(200)
    expect(v.is(namedRowSchema, created.body)).toBe(true)
    expect(created.body).toMatchObject({ name: 'Customer complaint', name_fr: 'Plainte de client' })
    const id = created.body.id as number

    const [freight] = await server.database.db.select().from(companies).where(eq(companies.code, 'freight'))
    const [stored] = await server.database.db.select().from(carSources).where(eq(carSources.id, id))
    expect(stored).toMatchObject({ companyId: freight!.id, name: 'Customer complaint', nameFr: 'Plainte de client' })

    const second = await server.call('POST', PATH, as('admin', { json: { name: 'Internal audit' } }))
    expect(second.status).toBe(200)
    expect(second.body.name_fr).toBeNull()

    // The demo data holds the freight company's sources already (seed/car.ts).
    const mine = `id__in=${id},${second.body.id}`
    const list = await server.call('GET', `${PATH}?${mine}`, as('caradmin'))
    expect(list.status).toBe(200)
    expect(list.body.columns).toEqual(['id', 'name', 'name_fr'])
    expect(list.body.results.map((row: { name: string }) => row.name)).toEqual(['Customer complaint', 'Internal audit'])
    expect(list.body.count).toBe(2)
    const searched = await server.call('GET', `${PATH}?mttable_generic_search=name_fr%3Dplainte`, as('caradmin'))
    expect(searched.body.results).toEqual([{ id, name: 'Customer complaint', name_fr: 'Plainte de client' }])
    const sorted = await server.call('GET', `${PATH}?${mine}&sort=-name&limit=1`, as('caradmin'))
    expect(sorted.body).toMatchObject({ count: 2, results: [{ name: 'Internal audit' }] })

    const read = await server.call('GET', `${PATH}/${id}`, as('caradmin'))
    expect(read.body).toEqual({ id, name: 'Customer complaint', name_fr: 'Plainte de client' })

    const updated = await server.call('PUT', `${PATH}/${id}`, as('caradmin', { json: { name: 'Customer claim', name_fr: '  ' } }))
    expect(updated.status).toBe(200)
    // A blank French name clears it: the English one serves.
    expect(updated.body).toEqual({ id, name: 'Customer claim', name_fr: null })

    // Keeping its own name is no conflict.
    const same = await server.call('PUT', `${PATH}/${id}`, as('caradmin', { json: { name: 'CUSTOMER CLAIM' } }))
    expect(same.status).toBe(200)

    const removed = await server.call('DELETE', `${PATH}/${id}`, as('caradmin'))
    expect(removed.status).toBe(204)
    expect((await server.call('GET', `${PATH}/${id}`, as('caradmin'))).status).toBe(404)
    expect((await server.call('DELETE', `${PATH}/${id}`, as('caradmin'))).status).toBe(404)
    expect((await server.call('PUT', `${PATH}/${id}`, as('caradmin', { json: { name: 'Gone' } }))).status).toBe(404)
    await server.call('DELETE', `${PATH}/${second.body.id}`, as('caradmin'))
  })

  it('keeps each name unique in the company, in either language and any case, with a translated message', async () => {
    const first = await server.call('POST', PATH, as('caradmin', { json: { name: 'Supplier', name_fr: 'Fournisseur' } }))
    const other = await server.call('POST', PATH, as('caradmin', { json: { name: 'Carrier' } }))
    expect([first.status, other.status]).toEqual([200, 200])

    const english = translateTo('en', resourceMessages.nameTaken)
    const duplicate = await server.call('POST', PATH, as('caradmin', { json: { name: ' SUPPLIER ', name_fr: 'fournisseur' } }))
    expect(duplicate.status).toBe(409)
    expect(duplicate.body).toMatchObject({ code: 'NAME_EXISTS', message: english, errors: { name: english, name_fr: english } })

    const french = await server.call('POST', PATH, as('caradmin', { json: { name: 'Supplier' }, headers: { 'accept-language': 'fr' } }))
    expect(french.status).toBe(409)
    expect(french.body.errors).toEqual({ name: translateTo('fr', resourceMessages.nameTaken) })
    expect(french.body.errors.name).not.toBe(english)

    // A French name another record has in French, given to another record.
    const renamed = await server.call('PUT', `${PATH}/${other.body.id}`, as('caradmin', { json: { name: 'Carrier', name_fr: 'FOURNISSEUR' } }))
    expect(renamed.status).toBe(409)
    expect(Object.keys(renamed.body.errors)).toEqual(['name_fr'])
    const rows = await server.database.db.select().from(carSources).where(and(eq(carSources.id, other.body.id)))
    expect(rows[0]?.nameFr).toBeNull()

    await server.call('DELETE', `${PATH}/${first.body.id}`, as('caradmin'))
    await server.call('DELETE', `${PATH}/${other.body.id}`, as('caradmin'))
  })

  it('labels its columns in the request’s language and checks its input', async () => {
    const french = await server.call('GET', PATH, as('caradmin', { headers: { 'accept-language': 'fr' } }))
    const labels = Object.fromEntries(french.body.columns_details.map((column: { name: string; label: string }) => [column.name, column.label]))
    expect(labels.name_fr).toBe(translateTo('fr', resourceMessages.nameFr))
    expect(labels.name_fr).not.toBe('French name')

    const blank = await server.call('POST', PATH, as('caradmin', { json: { name: '   ' } }))
    expect(blank.status).toBe(400)
    expect(Object.keys(blank.body.errors)).toEqual(['name'])
    const long = await server.call('POST', PATH, as('caradmin', { json: { name: 'x'.repeat(101) } }))
    expect(long.status).toBe(400)
    expect((await server.call('GET', `${PATH}/0`, as('caradmin'))).status).toBe(400)
  })

  it('is for CAR administrators of a company with CAR only', async () => {
    expect((await server.call('GET', PATH)).status).toBe(401)
    // No CAR administrator role.
    for (const username of ['employee', 'customer']) {
      const refused = await server.call('POST', PATH, as(username, { json: { name: 'Refused' } }))
      expect(refused.status, username).toBe(403)
      expect((await server.call('GET', PATH, as(username))).status, username).toBe(403)
    }
    // A manual administrator of a company without CAR (car_enabled false).
    expect((await server.call('GET', PATH, as('badmin'))).status).toBe(403)
    const rows = await server.database.db.select().from(carSources).where(eq(carSources.name, 'Refused'))
    expect(rows).toEqual([])
  })
})
