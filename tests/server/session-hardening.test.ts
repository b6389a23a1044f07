import { format } from 'node:util'
import { createApp } from '@server/app'
import { defaultConfig, loadConfig } from '@server/config'
import { openDatabase } from '@server/db/client'
import { loginThrottle, sessions, tempSessions, users } from '@server/db/schema'
import { forgetEndedCounts } from '@server/auth/throttle'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DEMO_PASSWORD, MINUTE, onPostgres, startServer, type TestServer } from './harness'

let server: TestServer
beforeAll(async () => {
  // Sign-in counts are kept per address: each test below signs in from addresses of its own.
  server = await startServer({ trustProxy: true })
})
afterAll(() => server?.close())

const from = (address: string) => ({ 'x-forwarded-for': address })

const signIn = (username: string, password: string, address: string) =>
  server.call('POST', 'users/login', { form: { username, password, company: 'freight' }, headers: from(address) })

const mt1login = (session: string) => server.call('POST', 'users/mt1login', { json: { session } })

const switchUser = (token: string, username: string) =>
  server.call('POST', 'users/switchuser', { token, json: { username } })

const statuses = (results: { status: number }[]) => {
  const counts: Record<number, number> = {}
  for (const { status } of results) counts[status] = (counts[status] ?? 0) + 1
  return counts
}

async function sessionRow(token: string) {
  const refreshed = await server.call('GET', 'users/refresh', { token })
  const id = refreshed.body.profile.MT_SESSIONID as string
  const [row] = await server.database.db.select().from(sessions).where(eq(sessions.id, id))
  return row!
}

async function userId(username: string) {
  const [row] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.username, username))
  return row!.id
}

describe('a session opened from another (mt1login)', () => {
  it('keeps the absolute expiry of the session it came from: chaining never stretches it', async () => {
    const first = await server.login('employee')
    const second = (await mt1login(first.token)).body
    expect(second.expires_at).toBe(first.expires_at)
    // Kept busy for 11 hours, then used to open a third: the third still ends with the first.
    for (let i = 0; i < 12; i++) {
      server.clock.advance(55 * MINUTE)
      expect((await server.call('GET', 'users/refresh', { token: second.token })).status).toBe(200)
    }
    const third = await mt1login(second.token)
    expect(third.status).toBe(200)
    expect(third.body.expires_at).toBe(first.expires_at)
    server.clock.advance(Date.parse(first.expires_at) - server.clock.now().getTime())
    for (const token of [first.token, second.token, third.body.token]) {
      expect((await server.call('GET', 'users/refresh', { token })).status).toBe(401)
    }
    expect((await mt1login(third.body.token)).status).toBe(401)
  })

  it('ends with the session it came from, however far down the chain', async () => {
    const first = await server.login('sales')
    const second = (await mt1login(first.token)).body.token as string
    const third = (await mt1login(second)).body.token as string
    expect((await server.call('GET', 'users/refresh', { token: third })).status).toBe(200)
    expect((await server.call('POST', 'users/logout', { token: first.token })).status).toBe(204)
    expect((await server.call('GET', 'users/refresh', { token: second })).status).toBe(401)
    expect((await server.call('GET', 'users/refresh', { token: third })).status).toBe(401)
    expect((await mt1login(third)).status).toBe(401)
  })

  it('activity in the opened session keeps the session it came from alive, never past its end', async () => {
    const first = await server.login('approver')
    const second = (await mt1login(first.token)).body.token as string
    for (let i = 0; i < 3; i++) {
      server.clock.advance(50 * MINUTE)
      expect((await server.call('GET', 'users/refresh', { token: second })).status).toBe(200)
    }
    // Two and a half hours without a call of its own: the first is still live, as its child is.
    expect((await server.call('POST', 'globals/access/expiry', { token: first.token })).status).toBe(200)
    const parent = await sessionRow(first.token)
    const child = await sessionRow(second)
    expect(child.parentId).toBe(parent.id)
    expect(child.expiresAt.getTime()).toBe(parent.expiresAt.getTime())
    expect(parent.idleExpiresAt.getTime()).toBeGreaterThanOrEqual(child.idleExpiresAt.getTime())
  })

  it("opened from an audit user's switched session, stays that switch and ends with the auditor's logout", async () => {
    const auditor = await server.login('auditor')
    const switched = await switchUser(auditor.token, 'writer')
    expect(switched.status).toBe(200)
    const opened = await mt1login(switched.body.token)
    expect(opened.status).toBe(200)
    expect(opened.body.profile.MT_UID).toBe('writer')
    expect(opened.body.expires_at).toBe(auditor.expires_at)
    const row = await sessionRow(opened.body.token)
    expect(row.impersonatorId).toBe(await userId('auditor'))
    // Still the auditor looking: it changes nothing.
    const save = await server.call('PUT', 'users', { token: opened.body.token, json: { MT_FNAME: 'Changed' } })
    expect(save.status).toBe(403)
    expect(save.body.code).toBe('IMPERSONATION_READ_ONLY')
    expect((await server.call('POST', 'users/logout', { token: auditor.token })).status).toBe(204)
    expect((await server.call('GET', 'users/refresh', { token: switched.body.token })).status).toBe(401)
    expect((await server.call('GET', 'users/refresh', { token: opened.body.token })).status).toBe(401)
  })

  it('a linked account opened by switchaccount ends with the session it came from', async () => {
    const customer = await server.login('customer')
    const linked = await server.call('POST', 'users/switchaccount', { token: customer.token, json: { uid: 'limited' } })
    expect(linked.status).toBe(200)
    expect(linked.body.expires_at).toBe(customer.expires_at)
    expect((await server.call('POST', 'users/logout', { token: customer.token })).status).toBe(204)
    expect((await server.call('GET', 'users/refresh', { token: linked.body.token })).status).toBe(401)
  })
})

describe("an audit user's switched session", () => {
  it('only reads: the account viewed cannot be changed through it', async () => {
    const auditor = await server.login('auditor')
    const before = (await server.call('GET', 'users/get_userinfor', { token: (await server.login('caradmin')).token }))
      .body
    const token = (await switchUser(auditor.token, 'caradmin')).body.token as string
    const info = await server.call('PUT', 'users/save_userinfor', {
      token,
      json: {
        fname: 'Car',
        lname: 'Admin',
        email: 'someone@elsewhere.example',
        security: [
          { question: 'First pet?', answer: 'rex' },
          { question: 'First car?', answer: 'golf' },
          { question: 'First school?', answer: 'north' },
        ],
      },
    })
    expect(info.status).toBe(403)
    expect(info.body).toMatchObject({
      status: 403,
      code: 'IMPERSONATION_READ_ONLY',
      message: 'You are viewing the portal as another user: nothing can be changed in this session.',
    })
    const french = await server.call('PUT', 'users', {
      token,
      json: { MT_EMAIL: 'someone@elsewhere.example' },
      headers: { 'accept-language': 'fr' },
    })
    expect(french.status).toBe(403)
    expect(french.body.message).toBe(
      'Vous consultez le portail en tant qu’autre utilisateur : rien ne peut être modifié dans cette session.',
    )
    for (const [method, path, json] of [
      ['POST', 'users/switchlang', { lang: 'fr' }],
      ['PUT', 'users/top_side_menu', { top_menu: false, side_menu: false }],
      ['POST', 'users/send_activation_code', undefined],
      ['POST', 'users/switchuser', { username: 'writer' }],
    ] as const) {
      expect((await server.call(method, path, { token, json })).status, `${method} ${path}`).toBe(403)
    }
    const after = (await server.call('GET', 'users/get_userinfor', { token })).body
    expect(after).toEqual(before)
    // Reading, choosing a group of the viewed user and signing out still work.
    expect((await server.call('GET', 'users/refresh', { token })).status).toBe(200)
    expect((await server.call('PUT', 'users/menu_group', { token, json: { group: 'FRT-EMPLOYEES' } })).status).toBe(200)
    expect((await server.call('PUT', 'users/resettoken', { token })).status).toBe(200)
    // The auditor's own session is not read-only.
    const own = await server.call('PUT', 'users/top_side_menu', {
      token: auditor.token,
      json: { top_menu: true, side_menu: true },
    })
    expect(own.status).toBe(200)
  })

  it("ends with the auditor's logout, and when the auditor is locked", async () => {
    const auditor = await server.login('auditor')
    const switched = await switchUser(auditor.token, 'sales')
    expect(switched.body.expires_at).toBe(auditor.expires_at)
    // Signing out of the switched session leaves the auditor's own.
    expect((await server.call('POST', 'users/logout', { token: switched.body.token })).status).toBe(204)
    expect((await server.call('GET', 'users/refresh', { token: auditor.token })).status).toBe(200)

    const again = await switchUser(auditor.token, 'sales')
    expect((await server.call('POST', 'users/logout', { token: auditor.token })).status).toBe(204)
    expect((await server.call('GET', 'users/refresh', { token: again.body.token })).status).toBe(401)

    const admin = await server.login('admin')
    const third = await server.login('auditor')
    const viewing = await switchUser(third.token, 'sales')
    const lock = (value: boolean) =>
      server.call('POST', 'users/lock_unlock_user', { token: admin.token, json: { username: 'auditor', lock: value } })
    expect((await lock(true)).status).toBe(200)
    expect((await server.call('GET', 'users/refresh', { token: viewing.body.token })).status).toBe(401)
    expect((await lock(false)).status).toBe(200)
  })

  it('ends when the auditor no longer holds an audit role', async () => {
    const auditor = await server.login('auditor')
    const viewing = await switchUser(auditor.token, 'sales')
    expect((await server.call('GET', 'users/refresh', { token: viewing.body.token })).status).toBe(200)
    const id = await userId('auditor')
    const [{ roles }] = (await server.database.db.select({ roles: users.roles }).from(users).where(eq(users.id, id))) as [{ roles: string[] }]
    await server.database.db.update(users).set({ roles: [] }).where(eq(users.id, id))
    // Past the few seconds a server keeps a looked-up session.
    server.clock.advance(defaultConfig.session.cacheMs + 1000)
    try {
      expect((await server.call('GET', 'users/refresh', { token: viewing.body.token })).status).toBe(401)
      // The auditor's own session goes on, without the switch.
      expect((await server.call('GET', 'users/refresh', { token: auditor.token })).status).toBe(200)
    } finally {
      await server.database.db.update(users).set({ roles }).where(eq(users.id, id))
    }
  })
})

describe('sign-in throttling', () => {
  it('forgets, each night, the counts whose window and block have ended, and no other', async () => {
    const { db } = server.database
    const now = server.clock.now()
    const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE)
    const keys = { ended: 'address:192.0.2.1', blocked: 'address:192.0.2.2', open: 'address:192.0.2.3', over: 'address:192.0.2.4' }
    await db.insert(loginThrottle).values([
      { key: keys.ended, failures: 4, windowStartedAt: ago(60) },
      { key: keys.blocked, failures: 10, windowStartedAt: ago(60), blockedUntil: new Date(now.getTime() + 5 * MINUTE) },
      { key: keys.open, failures: 2, windowStartedAt: ago(5) },
      { key: keys.over, failures: 10, windowStartedAt: ago(60), blockedUntil: ago(30) },
    ])
    const { windowMs } = defaultConfig.throttle
    expect(await forgetEndedCounts(db, windowMs, now)).toBeGreaterThanOrEqual(2)
    const left = await db.select({ key: loginThrottle.key }).from(loginThrottle)
    const kept = left.map((row) => row.key)
    expect(kept).toEqual(expect.arrayContaining([keys.blocked, keys.open]))
    expect(kept).not.toContain(keys.ended)
    expect(kept).not.toContain(keys.over)
  })

  it('checks at most ten wrong passwords of one account, however many arrive at once', async () => {
    for (const [username, count, address] of [
      ['writer', 30, '203.0.113.1'],
      ['approver', 40, '203.0.113.2'],
    ] as const) {
      const results = await Promise.all(
        Array.from({ length: count }, (_, i) => signIn(username, `Wrong-password-${i}!`, address)),
      )
      expect(statuses(results)).toEqual({ 401: 10, 429: count - 10 })
      const blocked = results.find((result) => result.status === 429)!
      expect(blocked.body.code).toBe('LOGIN_THROTTLED')
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
      // The right password waits for the block to end.
      expect((await signIn(username, DEMO_PASSWORD, '203.0.113.99')).status).toBe(429)
    }
    server.clock.advance(16 * MINUTE)
    expect((await signIn('writer', DEMO_PASSWORD, '203.0.113.99')).status).toBe(200)
  })

  it('checks at most a hundred wrong passwords from one address, however many arrive at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 150 }, (_, i) => signIn(`nobody${i}`, 'Wrong-password-1!', '203.0.113.3')),
    )
    expect(statuses(results)).toEqual({ 401: 100, 429: 50 })
    // Another address is not blocked.
    expect((await signIn('sales', DEMO_PASSWORD, '203.0.113.4')).status).toBe(200)
    server.clock.advance(16 * MINUTE)
  })

  it("another account's correct sign-in does not end the address's count", async () => {
    const address = '203.0.113.5'
    const burst = (offset: number) =>
      Promise.all(Array.from({ length: 95 }, (_, i) => signIn(`guess${offset + i}`, 'Wrong-password-1!', address)))
    expect(statuses(await burst(0))).toEqual({ 401: 95 })
    expect((await signIn('sales', DEMO_PASSWORD, address)).status).toBe(200)
    expect(statuses(await burst(100))).toEqual({ 401: 5, 429: 90 })
    server.clock.advance(16 * MINUTE)
  })

  it('a correct sign-in ends the failures its own account caused from the address', async () => {
    const address = '203.0.113.6'
    for (let i = 0; i < 9; i++) expect((await signIn('employee', `Wrong-password-${i}!`, address)).status).toBe(401)
    const others = await Promise.all(
      Array.from({ length: 90 }, (_, i) => signIn(`stranger${i}`, 'Wrong-password-1!', address)),
    )
    expect(statuses(others)).toEqual({ 401: 90 })
    expect((await signIn('employee', DEMO_PASSWORD, address)).status).toBe(200)
    // 90 failures of other accounts remain: ten more are checked, then the address is blocked.
    const more = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(`wanderer${i}`, 'Wrong-password-1!', address)),
    )
    expect(statuses(more)).toEqual({ 401: 10, 429: 2 })
    server.clock.advance(16 * MINUTE)
  })

  it('counts in the database, across server instances', async () => {
    const config = loadConfig({ NODE_ENV: 'test' }, { log: false, trustProxy: true })
    const apps = [0, 1].map(() => createApp({ db: server.database.db, clock: server.clock, config }))
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        apps[i % 2]!.request('/api/users/login', {
          method: 'POST',
          headers: from(`198.51.100.${i}`),
          body: new URLSearchParams({ username: 'caradmin', password: `Wrong-password-${i}!`, company: 'freight' }),
        }),
      ),
    )
    expect(statuses(results)).toEqual({ 401: 10, 429: 14 })
    const [row] = await server.database.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, 'account:freight:caradmin'))
    expect(row?.failures).toBe(10)
    server.clock.advance(16 * MINUTE)
  })
})

describe('activation', () => {
  async function newcomer(username: string) {
    const admin = await server.login('admin')
    const created = await server.call('POST', 'users/create', {
      token: admin.token,
      json: {
        username,
        fname: 'New',
        lname: 'Shipper',
        email: `${username}@customers.example`,
        password: 'Shipper-Pass-2026!',
        cust: 'C10009',
      },
    })
    expect(created.status).toBe(200)
    const signedIn = await server.call('POST', 'users/login', {
      form: { username, password: 'Shipper-Pass-2026!', company: 'freight' },
    })
    expect(signedIn.body.profile.MT_STATUS).toBe('Inactive')
    return signedIn.body.token as string
  }

  async function lastCode(to: string) {
    const mail = (await server.database.db.query.outboundEmails.findMany()).filter((row) => row.to === to).at(-1)
    return /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] as string
  }

  const wrong = (code: string) => (code === '000000' ? '111111' : '000000')

  it('an account not yet active cannot change its e-mail address; the code goes to the one on file', async () => {
    const token = await newcomer('newcomer1')
    const info = await server.call('PUT', 'users/save_userinfor', {
      token,
      json: { fname: 'New', lname: 'Shipper', email: 'attacker@elsewhere.example' },
    })
    expect(info.status).toBe(400)
    expect(info.body.errors.email).toBe('The e-mail address can be changed once the account is active.')
    const save = await server.call('PUT', 'users', { token, json: { MT_EMAIL: 'attacker@elsewhere.example' } })
    expect(save.status).toBe(400)
    expect(save.body.errors.MT_EMAIL).toBe('The e-mail address can be changed once the account is active.')
    // The address on file may be sent again, and other details still change.
    const same = await server.call('PUT', 'users/save_userinfor', {
      token,
      json: { fname: 'Newer', lname: 'Shipper', email: 'newcomer1@customers.example' },
    })
    expect(same.status).toBe(200)
    const sent = await server.call('POST', 'users/send_activation_code', { token })
    expect(sent.status).toBe(200)
    const mails = await server.database.db.query.outboundEmails.findMany()
    expect(mails.some((mail) => mail.to === 'attacker@elsewhere.example')).toBe(false)
    expect(await lastCode('newcomer1@customers.example')).toMatch(/^\d{6}$/)
  })

  it('counts wrong codes across re-sends', async () => {
    const token = await newcomer('newcomer2')
    const to = 'newcomer2@customers.example'
    const activate = (code: string) => server.call('POST', 'users/activate', { token, json: { code } })
    expect((await server.call('POST', 'users/send_activation_code', { token })).status).toBe(200)
    for (let i = 0; i < 4; i++) expect((await activate(wrong(await lastCode(to)))).status).toBe(400)
    expect((await server.call('POST', 'users/send_activation_code', { token })).status).toBe(200)
    const fifth = await activate(wrong(await lastCode(to)))
    expect(fifth.body.errors.code).toBe('The activation code is not valid.')
    // Five wrong codes: even the right one is refused until the code's time has passed.
    const right = await activate(await lastCode(to))
    expect(right.status).toBe(400)
    expect(right.body.errors.code).toBe('Too many wrong activation codes. Please ask for a new code in 15 minutes.')
    const resend = await server.call('POST', 'users/send_activation_code', { token })
    expect(resend.status).toBe(409)
    expect(resend.body).toMatchObject({ code: 'ACTIVATION_LOCKED' })
    expect(resend.body.message).toBe('Too many wrong activation codes. Please ask for a new code in 15 minutes.')
    server.clock.advance(16 * MINUTE)
    expect((await server.call('POST', 'users/send_activation_code', { token })).status).toBe(200)
    const done = await activate(await lastCode(to))
    expect(done.status).toBe(200)
    expect(done.body.profile.MT_STATUS).toBe('Active')
  })

  it('checks at most five codes, however many arrive at once', async () => {
    const token = await newcomer('newcomer3')
    const to = 'newcomer3@customers.example'
    await server.call('POST', 'users/send_activation_code', { token })
    const code = await lastCode(to)
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'))
    const results = await Promise.all(
      guesses.map((guess) => server.call('POST', 'users/activate', { token, json: { code: guess } })),
    )
    const messages = results.map((result) => result.body.errors.code)
    expect(messages.filter((message) => message === 'The activation code is not valid.')).toHaveLength(5)
    expect((await server.call('POST', 'users/activate', { token, json: { code } })).status).toBe(400)
  })
})

describe('the company cookie', () => {
  it('signs calls in without ever handing its token to the page', async () => {
    const result = await server.call('POST', 'users/login', {
      form: { username: 'bemployee', password: DEMO_PASSWORD, company: 'benefits' },
    })
    const cookie = (result.headers.get('set-cookie') ?? '').split(';')[0] as string
    const get = await server.call('GET', 'users/refresh?company=benefits', { headers: { cookie } })
    expect(get.status).toBe(200)
    expect(get.body.profile.MT_UID).toBe('bemployee')
    expect(get.body.token).toBeUndefined()
    const post = await server.call('POST', 'users/refresh', { headers: { cookie }, json: {} })
    expect(post.status).toBe(200)
    expect(post.body.token).toBeUndefined()
    expect(post.text).not.toContain(result.body.token)
    // A token reset through the cookie renews the cookie only.
    const reset = await server.call('PUT', 'users/resettoken', { headers: { cookie } })
    expect(reset.status).toBe(200)
    expect(reset.body.token).toBeUndefined()
    expect(reset.body.expires_at).toBe(result.body.expires_at)
    const renewed = (reset.headers.get('set-cookie') ?? '').split(';')[0] as string
    expect(renewed).toMatch(/^benefits-access-token=./)
    expect(renewed).not.toBe(cookie)
    expect((await server.call('GET', 'users/refresh', { headers: { cookie: renewed } })).status).toBe(200)
    expect((await server.call('GET', 'users/refresh', { headers: { cookie } })).status).toBe(401)
    // With the token in the header, the reset still answers the new token.
    const bearer = await server.login('badmin', 'benefits')
    const rotated = await server.call('PUT', 'users/resettoken', { token: bearer.token })
    expect(rotated.body.token).toEqual(expect.any(String))
  })
})

describe('single sign-on', () => {
  async function authorizePost(headers: Record<string, string>) {
    const { token, profile } = await server.login('customer')
    const sessionid = profile.MT_SESSIONID as string
    const post = await server.call('POST', '/sso/authorize', {
      form: { sessionid, source: 'carrier-id', lang: 'en' },
      headers,
    })
    const status = await server.call('GET', 'oidc/status?source=carrier-id', { token })
    return { post, authorized: status.body.authorized as boolean }
  }

  it('the authorization page refuses a form posted from another site', async () => {
    const foreign = await authorizePost({ origin: 'https://attacker.example' })
    expect(foreign.post.status).toBe(403)
    expect(foreign.post.text).toContain('This request did not come from the portal.')
    expect(foreign.authorized).toBe(false)
    const nullOrigin = await authorizePost({ origin: 'null' })
    expect(nullOrigin.post.status).toBe(403)
    const referer = await authorizePost({ referer: 'https://attacker.example/sso/authorize' })
    expect(referer.post.status).toBe(403)
    expect(referer.authorized).toBe(false)
    const own = await authorizePost({ origin: server.url })
    expect(own.post.status).toBe(200)
    expect(own.authorized).toBe(true)
    const ownReferer = await authorizePost({ referer: `${server.url}/sso/authorize?source=carrier-id` })
    expect(ownReferer.post.status).toBe(200)
  })

  it('temporary sessions are limited per address, and old ones are deleted', async () => {
    const create = (address: string) =>
      server.call('GET', 'oidc/temp_session?username=customer&company=freight', { headers: from(address) })
    const results = await Promise.all(Array.from({ length: 80 }, () => create('192.0.2.10')))
    const limit = defaultConfig.sso.tempSessionsPerAddress
    expect(statuses(results)).toEqual({ 200: limit, 429: 80 - limit })
    const refused = results.find((result) => result.status === 429)!
    expect(refused.body).toMatchObject({ code: 'TEMP_SESSION_THROTTLED' })
    expect(refused.body.message).toBe('Too many sign-on requests from your address. Please try again in 15 minutes.')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address still gets one.
    expect((await create('192.0.2.11')).status).toBe(200)
    const count = async () =>
      (await server.database.db.select({ n: sql<number>`count(*)::int` }).from(tempSessions))[0]!.n
    expect(await count()).toBe(limit + 1)
    server.clock.advance(16 * MINUTE)
    expect((await create('192.0.2.10')).status).toBe(200)
    expect(await count()).toBe(1)
  })
})

describe('database errors in the log', () => {
  it('a failing statement logs neither its parameters nor the row', async () => {
    const { db } = server.database
    await db.execute(sql.raw(`ALTER TABLE users ADD CONSTRAINT no_dark_theme CHECK (theme <> 'dark') NOT VALID`))
    const logged: string[] = []
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(format(...args))
    })
    try {
      const { token } = await server.login('limited')
      const result = await server.call('PUT', 'users', {
        token,
        json: {
          MT_THEME: 'dark',
          current_password: DEMO_PASSWORD,
          password: 'Another-Password-26!',
          password2: 'Another-Password-26!',
        },
      })
      expect(result.status).toBe(500)
    } finally {
      spy.mockRestore()
      await db.execute(sql.raw('ALTER TABLE users DROP CONSTRAINT no_dark_theme'))
    }
    const text = logged.join('\n')
    expect(text).toContain('no_dark_theme')
    expect(text).not.toMatch(/\$argon2/)
    expect(text).not.toContain('Another-Password-26!')
    expect(text).not.toContain('limited@northwayfreight.example')
  })

  it('a statement failing on its value keeps the value out of the error, PGlite on its thread as well', async () => {
    const secret = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA'
    const threaded = onPostgres ? undefined : await openDatabase({ thread: true })
    try {
      for (const db of threaded ? [server.database.db, threaded.db] : [server.database.db]) {
        const error = await db.execute(sql`SELECT ${secret}::int`).catch((caught: unknown) => caught)
        expect(error).toBeInstanceOf(Error)
        const text = format(error)
        expect(text).toContain('Failed query: SELECT $1::int')
        expect(text).toContain('invalid input syntax for type integer')
        expect(text).not.toContain(secret)
        expect(text).not.toContain('argon2')
      }
    } finally {
      await threaded?.close()
    }
  })
})

