import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createApp } from '@server/app'
import { loadConfig } from '@server/config'
import { emailHistory, users } from '@server/db/schema'
import { EMAIL_MAX_RECIPIENTS } from '@shared/contract/email'
import { and, count, desc, eq, gt } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOUR, MINUTE, startServer, type TestServer } from './harness'

let server: TestServer
/** A second instance of the portal on the same database, as behind a load balancer. */
let other: { url: string; close: () => Promise<void> }
const tokens: Record<string, string> = {}

beforeAll(async () => {
  server = await startServer()
  const app = createApp({
    db: server.database.db,
    clock: server.clock,
    config: loadConfig({ NODE_ENV: 'test' }, { log: false, storageDir: server.storageDir }),
  })
  const listener = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => listener.once('listening', () => resolve()))
  other = {
    url: `http://127.0.0.1:${(listener.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => listener.close(() => resolve())),
  }
  await signIn('admin', 'employee', 'customer', 'limited')
})
afterAll(async () => {
  await other?.close()
  await server?.close()
})

async function signIn(...usernames: string[]) {
  for (const username of usernames) tokens[username] = (await server.login(username)).token
}

const addresses = (n: number, domain = 'shipper.example') =>
  Array.from({ length: n }, (_, i) => `dock${i + 1}@${domain}`)

function send(username: string, json: Record<string, unknown>, headers: Record<string, string> = {}) {
  return server.call('POST', 'email/send', {
    token: tokens[username],
    json: { subject: 'Pickup', content: '<p>Ready</p>', ...json },
    headers,
  })
}

/** Sends through the second instance. */
async function sendOther(username: string, json: Record<string, unknown>) {
  const response = await fetch(`${other.url}/api/email/send`, {
    method: 'POST',
    headers: { authorization: `Token ${tokens[username]}`, 'content-type': 'application/json' },
    body: JSON.stringify({ subject: 'Pickup', content: '<p>Ready</p>', ...json }),
  })
  return { status: response.status, body: await response.json() }
}

const historyCount = async () => (await server.database.db.select({ n: count() }).from(emailHistory))[0]!.n

async function sentThisHour(username: string) {
  const [row] = await server.database.db
    .select({ n: count() })
    .from(emailHistory)
    .innerJoin(users, eq(users.id, emailHistory.userId))
    .where(and(eq(users.username, username), gt(emailHistory.sentAt, new Date(server.clock.now().getTime() - HOUR))))
  return row!.n
}

describe('recipients per message', () => {
  it(`takes at most ${EMAIL_MAX_RECIPIENTS} recipients, To, CC and BCC together`, async () => {
    expect(EMAIL_MAX_RECIPIENTS).toBe(20)
    const before = await historyCount()
    const many = await send('admin', { to: addresses(500) })
    expect(many.status).toBe(400)
    expect(many.body.errors).toEqual({ to: 'A message may go to at most 20 recipients, To, CC and BCC together.' })
    const spread = await send('admin', {
      to: addresses(15),
      cc: addresses(4, 'carrier.example'),
      bcc: addresses(2, 'bcc.example'),
    })
    expect(spread.status).toBe(400)
    expect(spread.body.errors).toEqual({ bcc: 'A message may go to at most 20 recipients, To, CC and BCC together.' })
    const french = await send('admin', { to: addresses(21) }, { 'accept-language': 'fr' })
    expect(french.body.errors.to).toBe('Un message peut aller à 20 destinataires au plus, À, Cc et Cci ensemble.')
    expect(await historyCount()).toBe(before)
    const twenty = await send('admin', {
      to: addresses(10),
      cc: addresses(5, 'carrier.example'),
      bcc: addresses(5, 'bcc.example'),
    })
    expect(twenty.status).toBe(200)
  })
})

describe('active content', () => {
  it('refuses content made of scripts or other active content alone, on its field', async () => {
    const before = await historyCount()
    const script = await send('admin', { to: ['dock@shipper.example'], content: '<p><script>alert(1)</script></p>' })
    expect(script.status).toBe(400)
    expect(script.body.errors).toEqual({
      content: 'The message holds only scripts or other active content, which cannot be sent.',
    })
    const frame = await send('admin', {
      to: ['dock@shipper.example'],
      additionalContent: '<iframe src="https://evil.example"></iframe><p onmouseover="steal()"> </p>',
    })
    expect(frame.status).toBe(400)
    expect(Object.keys(frame.body.errors)).toEqual(['additionalContent'])
    const french = await send(
      'admin',
      { to: ['dock@shipper.example'], content: '<svg onload="alert(1)"></svg>' },
      { 'accept-language': 'fr' },
    )
    expect(french.body.errors.content).toBe(
      'Le message ne contient que des scripts ou un autre contenu actif, qui ne peuvent pas être envoyés.',
    )
    expect(await historyCount()).toBe(before)
  })

  it('still sends an empty message, and text with the active parts removed', async () => {
    expect((await send('admin', { to: ['dock@shipper.example'], content: '<p></p>' })).status).toBe(200)
    const mixed = await send('admin', {
      to: ['dock@shipper.example'],
      content: '<p>Ready<script>alert(1)</script></p>',
    })
    expect(mixed.status).toBe(200)
    const [row] = await server.database.db.select().from(emailHistory).orderBy(desc(emailHistory.id)).limit(1)
    expect(row!.html).toBe('<p>Ready</p>')
  })
})

describe('whom a customer may write to', () => {
  it('refuses addresses outside the customer account, naming the address on its field', async () => {
    const outside = await send('customer', { to: ['customer@northwayfreight.example', 'someone@elsewhere.example'] })
    expect(outside.status).toBe(400)
    expect(outside.body.errors).toEqual({
      to: 'You may send only to the users and contacts of your own account; someone@elsewhere.example is not one of them.',
    })
    // Another customer account's user, even of the same carrier.
    const neighbour = await send('customer', {
      to: ['customer@northwayfreight.example'],
      cc: ['limited@northwayfreight.example'],
    })
    expect(neighbour.body.errors).toEqual({ cc: expect.stringContaining('limited@northwayfreight.example') })
    const hidden = await send('customer', { to: ['service@northwayfreight.example'], bcc: ['list@elsewhere.example'] })
    expect(Object.keys(hidden.body.errors)).toEqual(['bcc'])
    const french = await send('customer', { to: ['someone@elsewhere.example'] }, { 'accept-language': 'fr' })
    expect(french.body.errors.to).toBe(
      'Vous ne pouvez écrire qu’aux utilisateurs et aux contacts de votre propre compte ; someone@elsewhere.example n’en fait pas partie.',
    )
  })

  it("lets a customer write to their account's users and the contacts serving it", async () => {
    const own = await send('customer', {
      to: ['Customer@NorthwayFreight.example'],
      cc: ['service@northwayfreight.example', 'sales@northwayfreight.example'],
    })
    expect(own.status).toBe(200)
  })

  it('applies to e-mailing library documents as well', async () => {
    const list = await server.call('GET', 'doclib/library/portal/DOCLIB-POD?reference__iexact=4410023571', {
      token: tokens.customer,
      headers: { cmid: 'DOCLIB-POD' },
    })
    const dlref = list.body.results[0].dlref
    const result = await server.call('POST', 'doclib/email', {
      token: tokens.customer,
      headers: { cmid: 'DOCLIB-POD' },
      json: { dlref, subject: 'POD', content: '<p>x</p>', to: ['someone@elsewhere.example'] },
    })
    expect(result.status).toBe(400)
    expect(result.body.errors.to).toContain('someone@elsewhere.example')
  })

  it('leaves staff free to write to anyone', async () => {
    expect((await send('employee', { to: ['someone@elsewhere.example'] })).status).toBe(200)
  })
})

describe('messages per user per hour', () => {
  it('holds a customer to 10 an hour, counted in the database across instances', async () => {
    server.clock.advance(HOUR + MINUTE)
    await signIn('customer')
    const to = ['customer@northwayfreight.example']
    for (let i = 0; i < 10; i++) {
      const result = i % 2 ? await sendOther('customer', { to }) : await send('customer', { to })
      expect(result.status, `message ${i + 1}`).toBe(200)
    }
    const refused = await send('customer', { to })
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({
      code: 'EMAIL_LIMIT',
      message: 'You have sent 10 messages in the last hour, the most allowed. Please try again later.',
    })
    expect(Number(refused.headers.get('retry-after'))).toBe(3600)
    const elsewhere = await sendOther('customer', { to })
    expect(elsewhere.status).toBe(429)
    const french = await send('customer', { to }, { 'accept-language': 'fr' })
    expect(french.body.message).toBe(
      'Vous avez envoyé 10 messages au cours de la dernière heure, le maximum permis. Veuillez réessayer plus tard.',
    )
    // Refused messages are not recorded, so they do not push the window on.
    expect(await sentThisHour('customer')).toBe(10)

    server.clock.advance(30 * MINUTE)
    const later = await send('customer', { to })
    expect(later.status).toBe(429)
    expect(Number(later.headers.get('retry-after'))).toBe(1800)
    server.clock.advance(30 * MINUTE + 1000)
    expect((await send('customer', { to })).status).toBe(200)
  })

  it('holds staff to 30 an hour', async () => {
    await signIn('employee')
    for (let i = 0; i < 30; i++) {
      expect((await send('employee', { to: [`dock${i}@shipper.example`] })).status, `message ${i + 1}`).toBe(200)
    }
    const refused = await sendOther('employee', { to: ['dock@shipper.example'] })
    expect(refused.status).toBe(429)
    expect(refused.body.message).toContain('30 messages')
  })

  it('never lets requests racing on two instances pass the limit', async () => {
    await signIn('limited')
    const to = ['limited@northwayfreight.example']
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) => (i % 2 ? sendOther('limited', { to }) : send('limited', { to }))),
    )
    const passed = results.filter((result) => result.status === 200).length
    expect(passed).toBeGreaterThan(0)
    expect(passed).toBeLessThanOrEqual(10)
    expect(results.filter((result) => result.status === 429)).toHaveLength(16 - passed)
    expect(await sentThisHour('limited')).toBe(passed)
  })
})
