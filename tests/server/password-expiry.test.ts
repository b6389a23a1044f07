import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, HOUR, startServer, type TestServer } from './harness'

// The seed sets every password on 2026-03-02T14:00Z: it expires six months later, on 2026-09-02T14:00Z.
const EXPIRES = '2026-09-02T14:00:00.000Z'
const DAY = 24 * HOUR

let server: TestServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server?.close())

const signIn = (username: string, password = DEMO_PASSWORD) =>
  server.call('POST', 'users/login', { form: { username, password, company: 'freight' } })

describe('password expiry (document 2 section 9)', () => {
  it('tells when the password expires, renews it after six months, and counts again from the change', async () => {
    const fresh = await signIn('sales')
    expect(fresh.body).toMatchObject({ status: 0, profile: { MT_RESU: 0, MT_PWEXP: EXPIRES } })

    // Eight days before: signed in as usual, the app prompts from MT_PWEXP.
    server.clock.advance(Date.parse(EXPIRES) - 8 * DAY - server.clock.now().getTime())
    expect((await signIn('sales')).body).toMatchObject({ status: 0, profile: { MT_RESU: 0 } })

    // Expired: status 4, and only the profile update is open until a new password is set.
    server.clock.advance(Date.parse(EXPIRES) + HOUR - server.clock.now().getTime())
    const expired = await signIn('sales')
    expect(expired.body).toMatchObject({ status: 4, profile: { MT_RESU: 1 } })
    const token = expired.body.token as string
    expect((await server.call('GET', 'announcements/home', { token })).body.code).toBe('PASSWORD_RESET_REQUIRED')
    const renewed = await server.call('PUT', 'users', {
      token,
      json: { current_password: DEMO_PASSWORD, password: 'Renewed-Password-26!', password2: 'Renewed-Password-26!' },
    })
    expect(renewed.status).toBe(200)
    expect(renewed.body.profile.MT_RESU).toBe(0)
    expect(Date.parse(renewed.body.profile.MT_PWEXP)).toBeGreaterThan(Date.parse(EXPIRES) + 150 * DAY)
    expect((await server.call('GET', 'announcements/home', { token })).status).toBe(200)
    expect((await signIn('sales', 'Renewed-Password-26!')).body.status).toBe(0)
  })
})
