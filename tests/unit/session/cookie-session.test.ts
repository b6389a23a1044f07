import { describe, expect, it } from 'vitest'
import { systemClock } from '@app/api/clock'
import { createSessionStore, memoryStorage, storageKeys, type StoredSession } from '@app/session'
import { fakeApi, fakeCookies, signIn } from './fixtures'

const expiryOk = { expired: false, expires_at: '2026-01-01T12:00:00Z', idle_expires_at: '2026-01-01T01:00:00Z' }

/** A refresh signed in by the HttpOnly cookie: the server never sends the token. */
function cookieRefresh(profileOverrides = {}) {
  const { token: _token, ...rest } = signIn({}, profileOverrides)
  return rest
}

function setup(handlers: Record<string, unknown> = {}) {
  const api = fakeApi({
    'GET users/refresh': cookieRefresh(),
    'POST globals/access/expiry': expiryOk,
    'POST users/logout': undefined,
    ...handlers,
  })
  const local = memoryStorage()
  const cookies = fakeCookies()
  const store = createSessionStore({ api, local, tab: memoryStorage(), cookies, clock: systemClock })
  const sessions = () => JSON.parse(local.getItem(storageKeys.local.sessions) ?? '{}') as Record<string, StoredSession>
  return { api, store, cookies, sessions }
}

describe('a session held by the HttpOnly company cookie', () => {
  it('signs in through a refresh that carries no token, and then calls without one', async () => {
    const { api, store, sessions } = setup()
    await store.cookieLogin('freight')
    expect(store.isAuthenticated()).toBe(true)
    expect(store.getState().auth).toMatchObject({ userid: 'customer', company: 'freight', token: '', cookie: true })
    expect(sessions()['customer-freight']?.auth.cookie).toBe(true)
    // No Authorization header: the browser's cookie signs the calls in.
    expect(store.requestContext().token()).toBeFalsy()
    expect(await store.refresh()).toBe('ok')
    expect(api.called('GET users/refresh').at(-1)!.options.token).toBeUndefined()
  })

  it('is checked for expiry through the cookie, and keeps its empty token when the cookie is renewed', async () => {
    const { api, store } = setup({ 'PUT users/resettoken': expiryOk })
    await store.cookieLogin('freight')
    expect(await store.checkExpiry()).toBe('valid')
    expect(api.called('POST globals/access/expiry')[0]!.options.token).toBe('')
    expect(await store.resetToken()).toBeUndefined()
    expect(store.getState().auth).toMatchObject({ token: '', cookie: true })
  })

  it('signs out through the cookie', async () => {
    const { api, store, cookies, sessions } = setup()
    await store.cookieLogin('freight')
    await store.logout()
    expect(api.called('POST users/logout')[0]!.options.token).toBeUndefined()
    expect(cookies.removed).toContain('freight-access-token')
    expect(store.isAuthenticated()).toBe(false)
    expect(sessions()).toEqual({})
  })

  it('is dropped, without signing the cookie out, when the cookie now signs in another account', async () => {
    const { api, store, sessions } = setup()
    await store.cookieLogin('freight')
    api.on('GET users/refresh', cookieRefresh({ MT_UID: 'sales', MT_SESSIONID: 'S-2' }))
    expect(await store.refresh()).toBe('failed')
    expect(store.isAuthenticated()).toBe(false)
    expect(sessions()).toEqual({})
    expect(api.called('POST users/logout')).toHaveLength(0)
  })

  it('a sign-in that answers a token still keeps it', async () => {
    const { store } = setup({ 'GET users/refresh': { ...cookieRefresh(), token: 'from-server' } })
    await store.cookieLogin('freight')
    expect(store.getState().auth).toMatchObject({ token: 'from-server' })
    expect(store.getState().auth?.cookie).toBeUndefined()
  })
})
