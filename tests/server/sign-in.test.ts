import { loadMessages } from '@server/i18n'
import { authMessages } from '@server/messages'
import { contract } from '@shared/contract'
import { fieldMessages } from '@shared/validation'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, startServer, type TestServer } from './harness'

let server: TestServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server?.close())

const signIn = (username: string, password = DEMO_PASSWORD, company = 'freight') =>
  server.call('POST', 'users/login', { form: { username, password, company } })

describe('POST users/login', () => {
  it.each([
    ['admin', 'freight', 'ADMIN', ['ROLE_SUPER']],
    ['writer', 'freight', 'EMPLOYEE', ['ROLE_TECHNICAL_WRITER']],
    ['approver', 'freight', 'EMPLOYEE', ['ROLE_SELF_APPROVED']],
    ['auditor', 'freight', 'EMPLOYEE', ['ROLE_AUDIT']],
    ['caradmin', 'freight', 'EMPLOYEE', ['ROLE_CAR_ADMIN']],
    ['employee', 'freight', 'EMPLOYEE', []],
    ['sales', 'freight', 'SALES', []],
    ['customer', 'freight', 'CUSTOMER', []],
    ['limited', 'freight', 'CUSTOMER', []],
    ['bemployee', 'benefits', 'EMPLOYEE', []],
    ['badmin', 'benefits', 'ADMIN', ['ROLE_ADMIN']],
  ])('signs %s in to %s with status 0', async (username, company, type, roles) => {
    const result = await signIn(username, DEMO_PASSWORD, company)
    expect(result.status).toBe(200)
    const body = v.parse(contract.users.login.response, result.body)
    expect(body.status).toBe(0)
    expect(body.profile).toMatchObject({ MT_UID: username, MT_COMP: company, MT_TYPE: type, MT_STATUS: 'Active' })
    expect(body.profile.QPM_ROLE).toEqual(roles)
    expect(body.token.length).toBeGreaterThanOrEqual(43)
    expect(body.groups.length).toBeGreaterThan(0)
    expect(body.masterconfig.FRAMEWORK?.LANGUAGE?.map((entry) => entry.mc_v2)).toEqual(['en-us', 'fr'])
  })

  it('answers the profile fields of the demo accounts', async () => {
    const employee = await server.login('employee')
    expect(employee.profile.MT_LANG).toBe('fr')
    const bemployee = await server.login('bemployee', 'benefits')
    expect(bemployee.profile).toMatchObject({ MT_THEME: 'dark', MT_STYLE: 'benefits' })
    expect(bemployee.appconfig).toEqual({ logo: 'benefits', manual: 'BENEFITS', car_enabled: 'false' })
    const limited = await server.login('limited')
    expect(limited.profile.MT_LIMITED).toBe('Y')
    const admin = await server.login('admin')
    expect(admin.profile).toMatchObject({ MT_ADM: 'Y', MT_GRP: 'FRT-ADMINS' })
    expect(admin.appconfig.car_enabled).toBe('true')
    const customer = await server.login('customer')
    expect(customer.groups.map((group: { id: string }) => group.id)).toEqual(['FRT-SHIPPING', 'FRT-BILLING'])
  })

  it('answers status 4 with a token for an account that must renew its password', async () => {
    const result = await signIn('resetme')
    expect(result.status).toBe(200)
    expect(result.body.status).toBe(4)
    expect(result.body.profile.MT_RESU).toBe(1)
    expect(result.body.token).toBeTruthy()
  })

  it('lets an inactive account in with its MT_STATUS, so it can go to activation', async () => {
    const result = await signIn('inactive')
    expect(result.status).toBe(200)
    expect(result.body.status).toBe(0)
    expect(result.body.profile.MT_STATUS).toBe('Inactive')
  })

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const wrong = await signIn('writer', 'Not-The-Password-1!')
    const unknown = await signIn('nobody-here', DEMO_PASSWORD)
    const otherCompany = await signIn('writer', DEMO_PASSWORD, 'benefits')
    for (const result of [wrong, unknown, otherCompany]) {
      expect(result.status).toBe(401)
      expect(result.body).toMatchObject({
        status: 401,
        statusText: 'Unauthorized',
        message: 'Invalid username or password entered.',
        code: 'INVALID_CREDENTIALS',
      })
      expect(result.body.token).toBeUndefined()
    }
  })

  it('refuses the locked account with its own message', async () => {
    const result = await signIn('locked')
    expect(result.status).toBe(403)
    expect(result.body).toMatchObject({
      code: 'ACCOUNT_LOCKED',
      message: 'This account is locked. Please contact your administrator.',
    })
  })

  it('answers in the language of Accept-Language', async () => {
    loadMessages('fr', {
      [authMessages.invalidCredentials.id]: 'Nom d’utilisateur ou mot de passe invalide.',
      [fieldMessages.required.id]: 'Champ obligatoire',
    })
    const wrong = { username: 'writer', password: 'wrong-password', company: 'freight' }
    const french = await server.call('POST', 'users/login', { form: wrong, headers: { 'accept-language': 'fr' } })
    expect(french.body.message).toBe('Nom d’utilisateur ou mot de passe invalide.')
    const english = await server.call('POST', 'users/login', { form: wrong, headers: { 'accept-language': 'en-us' } })
    expect(english.body.message).toBe('Invalid username or password entered.')
    // Validation messages follow the same language.
    const invalid = await server.call('POST', 'users/login', {
      form: { company: 'freight' },
      headers: { 'accept-language': 'fr-CA' },
    })
    expect(invalid.body.errors).toEqual({ username: 'Champ obligatoire', password: 'Champ obligatoire' })
  })

  it('takes the fields as multipart and as JSON too', async () => {
    const multipart = await server.call('POST', 'users/login', {
      multipart: { username: 'sales', password: DEMO_PASSWORD, company: 'freight' },
    })
    expect(multipart.body.status).toBe(0)
    const json = await server.call('POST', 'users/login', {
      json: { username: 'SALES', password: DEMO_PASSWORD, company: 'Freight' },
    })
    expect(json.body.status).toBe(0)
    expect(json.body.profile.MT_UID).toBe('sales')
  })

  it('answers 400 with field messages for missing fields', async () => {
    const result = await server.call('POST', 'users/login', { form: { username: '  ', company: 'freight' } })
    expect(result.status).toBe(400)
    expect(result.body.errors).toEqual({ username: 'Field is required', password: 'Field is required' })
  })

  it('signs in to the default company when the form names none (document 1 sections 7 and 9)', async () => {
    const absent = await server.call('POST', 'users/login', { form: { username: 'sales', password: DEMO_PASSWORD } })
    expect(absent.status).toBe(200)
    expect(absent.body.status).toBe(0)
    expect(absent.body.profile).toMatchObject({ MT_UID: 'sales', MT_COMP: 'freight' })
    expect(absent.headers.get('set-cookie')).toMatch(/^freight-access-token=/)
    const blank = await server.call('POST', 'users/login', {
      json: { username: 'writer', password: DEMO_PASSWORD, company: '  ' },
    })
    expect(blank.status).toBe(200)
    expect(blank.body.profile).toMatchObject({ MT_UID: 'writer', MT_COMP: 'freight' })
    const none = await server.call('POST', 'users/login', {
      json: { username: 'customer', password: DEMO_PASSWORD, company: null },
    })
    expect(none.status).toBe(200)
    expect(none.body.profile.MT_COMP).toBe('freight')
    // Another company's account is not found in the default one.
    const other = await server.call('POST', 'users/login', { form: { username: 'bemployee', password: DEMO_PASSWORD } })
    expect(other.status).toBe(401)
    expect(other.body.code).toBe('INVALID_CREDENTIALS')
    // Missing credentials are still refused field by field, and the company is no field error.
    const empty = await server.call('POST', 'users/login', { form: {} })
    expect(empty.status).toBe(400)
    expect(empty.body.errors).toEqual({ username: 'Field is required', password: 'Field is required' })
  })

  it('sets the HttpOnly company cookie, which signs calls in', async () => {
    const result = await signIn('customer')
    const cookie = result.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^freight-access-token=/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).toMatch(/Path=\//)
    // Served over plain HTTP here, so not Secure.
    expect(cookie).not.toMatch(/Secure/i)
    const pair = cookie.split(';')[0] as string
    const refresh = await server.call('GET', 'users/refresh', { headers: { cookie: pair } })
    expect(refresh.status).toBe(200)
    expect(refresh.body.profile.MT_UID).toBe('customer')
    // Signed in by the cookie: the token stays in the HttpOnly cookie, out of the page's reach.
    expect(refresh.body.token).toBeUndefined()
  })

  it('marks the cookie Secure behind an HTTPS proxy it trusts', async () => {
    const proxied = await startServer({ trustProxy: true })
    try {
      const result = await proxied.call('POST', 'users/login', {
        form: { username: 'sales', password: DEMO_PASSWORD, company: 'freight' },
        headers: { 'x-forwarded-proto': 'https' },
      })
      expect(result.headers.get('set-cookie')).toMatch(/Secure/)
    } finally {
      await proxied.close()
    }
  })
})

describe('sessions', () => {
  it('logout ends the session on the server and clears the cookie', async () => {
    const { token } = await server.login('writer')
    expect((await server.call('GET', 'users/refresh', { token })).status).toBe(200)
    const out = await server.call('POST', 'users/logout', { token })
    expect(out.status).toBe(204)
    expect(out.headers.get('set-cookie')).toMatch(/freight-access-token=;.*Max-Age=0/i)
    const after = await server.call('GET', 'users/refresh', { token })
    expect(after.status).toBe(401)
    expect(after.body.message).toBe('Your session is no longer active. Please log in again.')
  })

  it('a stale cookie answers 401 and is cleared', async () => {
    const result = await server.call('GET', 'users/refresh', {
      headers: { cookie: 'freight-access-token=not-a-token' },
    })
    expect(result.status).toBe(401)
    expect(result.headers.get('set-cookie')).toMatch(/freight-access-token=;/)
  })

  it('refresh answers status, profile, groups and masterconfig, by GET and POST', async () => {
    const { token } = await server.login('auditor')
    const get = await server.call('GET', 'users/refresh', { token })
    const body = v.parse(contract.users.refresh.response, get.body)
    expect(body.status).toBe(0)
    expect(body.profile.MT_UID).toBe('auditor')
    expect(body.token).toBeUndefined()
    const post = await server.call('POST', 'users/refresh', {
      token,
      form: { username: 'auditor', company: 'freight' },
    })
    expect(post.status).toBe(200)
    expect(post.body.profile.MT_UID).toBe('auditor')
  })

  it('refresh without a session answers 401', async () => {
    expect((await server.call('GET', 'users/refresh')).status).toBe(401)
    expect((await server.call('GET', 'users/refresh', { token: 'forged' })).status).toBe(401)
  })

  it('resettoken gives a new token and retires the old one', async () => {
    const { token } = await server.login('approver')
    const reset = await server.call('PUT', 'users/resettoken', { token })
    expect(reset.status).toBe(200)
    expect(reset.body.token).not.toBe(token)
    expect((await server.call('GET', 'users/refresh', { token })).status).toBe(401)
    expect((await server.call('GET', 'users/refresh', { token: reset.body.token })).status).toBe(200)
  })

  it('the idle expiry ends a session left alone for an hour, activity keeps it', async () => {
    const { token } = await server.login('caradmin')
    server.clock.advance(50 * 60_000)
    const check = await server.call('POST', 'globals/access/expiry', { token })
    expect(check.status).toBe(200)
    expect(check.body.expired).toBe(false)
    // The expiry check itself is not activity: ten more minutes end the session.
    server.clock.advance(11 * 60_000)
    const expired = await server.call('POST', 'globals/access/expiry', { token })
    expect(expired.status).toBe(401)
    expect(expired.body.message).toBe('Your session is no longer active. Please log in again.')
  })

  it('activity extends the idle window but never past the absolute expiry', async () => {
    const { token, expires_at } = await server.login('sales')
    expect(Date.parse(expires_at) - server.clock.now().getTime()).toBe(12 * 3_600_000)
    // 13 calls 55 minutes apart keep the session alive up to 11 h 55 min.
    for (let i = 0; i < 13; i++) {
      server.clock.advance(55 * 60_000)
      expect((await server.call('GET', 'users/refresh', { token })).status).toBe(200)
    }
    server.clock.advance(10 * 60_000)
    expect((await server.call('GET', 'users/refresh', { token })).status).toBe(401)
  })

  it('mt1login opens a new session from a live session token', async () => {
    const { token } = await server.login('employee')
    const result = await server.call('POST', 'users/mt1login', { json: { session: token } })
    expect(result.status).toBe(200)
    expect(result.body.status).toBe(0)
    expect(result.body.profile.MT_UID).toBe('employee')
    expect(result.body.token).not.toBe(token)
    const bad = await server.call('POST', 'users/mt1login', { json: { session: 'no-such-session' } })
    expect(bad.status).toBe(401)
  })

  it('stores tokens hashed, never in clear', async () => {
    const { token } = await server.login('writer')
    const rows = await server.database.db.query.sessions.findMany()
    expect(rows.some((row) => row.tokenHash === token)).toBe(false)
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true)
  })
})

describe('throttling', () => {
  it('answers 429 after ten failures for one account, even with the right password', async () => {
    for (let i = 0; i < 10; i++) expect((await signIn('approver', `Wrong-password-${i}!`)).status).toBe(401)
    const blocked = await signIn('approver')
    expect(blocked.status).toBe(429)
    expect(blocked.body).toMatchObject({ status: 429, statusText: 'Too Many Requests', code: 'LOGIN_THROTTLED' })
    expect(blocked.body.message).toMatch(/Too many failed sign-in attempts/)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another account from another address is not affected; the block ends after its time.
    expect((await signIn('writer')).status).toBe(200)
    server.clock.advance(16 * 60_000)
    expect((await signIn('approver')).status).toBe(200)
  })

  it('a correct password ends the count: mistakes spread over time never block a user who signs in', async () => {
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 9; i++) expect((await signIn('auditor', `Wrong-password-${i}!`)).status).toBe(401)
      expect((await signIn('auditor')).status).toBe(200)
    }
  })

  it('records the failures in the audit log', async () => {
    const rows = await server.database.db.query.auditLog.findMany()
    const events = new Set(rows.map((row) => row.event))
    expect(events).toContain('login.failed')
    expect(events).toContain('login.throttled')
    expect(events).toContain('login.success')
    expect(events).toContain('login.locked')
  })
})
