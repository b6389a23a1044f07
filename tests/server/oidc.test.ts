import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOUR, startServer, type TestServer } from './harness'

let server: TestServer

beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server?.close())

const statusHeader = (headers: Headers) => JSON.parse(headers.get('secondary-auth-status') ?? 'null')

async function authorizeThroughPage(sessionid: string, source: string, lang = 'en') {
  const page = await server.call('GET', `/sso/authorize?username=customer&sessionid=${sessionid}&source=${source}&lang=${lang}`)
  expect(page.status).toBe(200)
  expect(page.headers.get('content-type')).toContain('text/html')
  expect(page.headers.get('content-security-policy')).toContain("default-src 'self'")
  expect(page.text).not.toContain('<script')
  const done = await server.call('POST', '/sso/authorize', { form: { sessionid, source, lang } })
  expect(done.status).toBe(200)
  return { page: page.text, done: done.text }
}

describe('anonymous sign-on', () => {
  it('creates a temporary session, reports it unauthorized, then authorized after the local page', async () => {
    const temp = await server.call('GET', 'oidc/temp_session?username=customer&company=freight')
    expect(temp.status).toBe(200)
    const { SEUID, SESESS } = temp.body
    expect(SEUID).toMatch(/^[0-9a-f-]{36}$/)
    expect(SESESS.length).toBeGreaterThanOrEqual(32)

    const query = `source=carrier-id&seuid=${SEUID}&sesess=${SESESS}&username=customer&company=freight`
    const before = await server.call('GET', `oidc/anon_status?${query}`)
    expect(before.body).toEqual({ authorized: false })
    expect(statusHeader(before.headers)).toEqual({ source: 'carrier-id', authorized: false, expires: null })

    const { page, done } = await authorizeThroughPage(SEUID, 'carrier-id')
    expect(page).toContain('<button type="submit">Authorize</button>')
    expect(done).toContain('You can close this window')

    const after = await server.call('GET', `oidc/anon_status?${query}`)
    expect(after.body).toEqual({ authorized: true })
    expect(statusHeader(after.headers)).toMatchObject({ source: 'carrier-id', authorized: true })

    // The secret and the user must match; another source is not authorized.
    expect((await server.call('GET', `oidc/anon_status?${query.replace(SESESS, 'wrong')}`)).body.authorized).toBe(false)
    expect((await server.call('GET', `oidc/anon_status?${query.replace('username=customer', 'username=admin')}`)).body.authorized).toBe(false)
    expect((await server.call('GET', `oidc/anon_status?${query.replace('carrier-id', 'other')}`)).body.authorized).toBe(false)

    // Temporary sessions are short.
    server.clock.advance(HOUR)
    expect((await server.call('GET', `oidc/anon_status?${query}`)).body.authorized).toBe(false)
  })

  it('refuses an unknown company and a request without its fields', async () => {
    const unknown = await server.call('GET', 'oidc/temp_session?username=x&company=nosuch')
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toBe('Error Creating Temp Session')
    expect((await server.call('GET', 'oidc/temp_session?company=freight')).status).toBe(400)
  })
})

describe('signed-in sign-on', () => {
  it('reports the session status and follows the local page, in French too', async () => {
    const login = await server.login('customer')
    const token = login.token as string
    const sessionid = login.profile.MT_SESSIONID as string
    const masterconfig = login.masterconfig.FRAMEWORK.SSO_AUTHORIZE_URL[0].mc_value
    expect(masterconfig).toBe('/sso/authorize')
    // The systems the preferences page offers to authorize, in order.
    expect(login.masterconfig.OIDC.SOURCE).toEqual([
      expect.objectContaining({ mc_value: 'IMAGING', mc_description: 'Document imaging system', mc_v1: "Système d'imagerie des documents" }),
      expect.objectContaining({ mc_value: 'CLAIMS', mc_description: 'Claims management system' }),
    ])

    expect((await server.call('GET', 'oidc/status?source=carrier-id', { token })).body).toEqual({ authorized: false })
    const { page, done } = await authorizeThroughPage(sessionid, 'carrier-id', 'fr')
    expect(page).toContain('<html lang="fr">')
    expect(page).toContain('Autoriser')
    expect(done).toContain('Vous pouvez fermer cette fenêtre')
    const after = await server.call('GET', 'oidc/status?source=carrier-id', { token })
    expect(after.body).toEqual({ authorized: true })
    expect(statusHeader(after.headers).authorized).toBe(true)
    expect((await server.call('GET', 'oidc/status?source=carrier-id')).status).toBe(401)
  })

  it('refuses force authorization, always', async () => {
    const { token } = await server.login('admin')
    const result = await server.call('POST', 'oidc/force_auth?source=carrier-id', { token })
    expect(result.status).toBe(403)
    expect(result.body).toMatchObject({ code: 'FORCE_AUTH_DISABLED', message: 'Force authorization is disabled.' })
  })

  it('shows an error page for an unknown or ended session', async () => {
    const page = await server.call('GET', '/sso/authorize?username=x&sessionid=00000000-0000-0000-0000-000000000000&source=s')
    expect(page.status).toBe(400)
    expect(page.text).toContain('role="alert"')
    const post = await server.call('POST', '/sso/authorize', { form: { sessionid: 'not-a-uuid', source: 's' } })
    expect(post.status).toBe(400)
  })
})
