import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ApiError,
  type ApiClientDeps,
  createApiClient,
  createNetworkActivity,
  DownloadError,
  type ErrorPresenter,
  INACTIVE_EVENT,
  type RequestContext,
  UndefinedEndpointError,
} from '@app/api'
import { skinConfig } from '@app/theme/skins'

type Reply = { status?: number; statusText?: string; body?: unknown; headers?: Record<string, string> }

function reply({ status = 200, statusText = 'OK', body, headers = {} }: Reply = {}): Response {
  const isText = typeof body === 'string'
  const init = {
    status,
    statusText,
    headers: body === undefined || isText ? headers : { 'content-type': 'application/json', ...headers },
  }
  if (body === undefined || status === 204) return new Response(null, init)
  return new Response(isText ? body : JSON.stringify(body), init)
}

function fakePresenter() {
  return {
    notFound: vi.fn(),
    serverError: vi.fn(),
    accessLimit: vi.fn(),
    errorDialog: vi.fn(),
  } satisfies ErrorPresenter
}

function context(overrides: Partial<RequestContext> = {}): RequestContext {
  return {
    token: () => 'tok-123',
    cmid: () => 'QPM-DOC',
    group: () => 'G1',
    locale: () => 'fr',
    secondaryAuth: () => undefined,
    receiveSecondaryAuth: () => {},
    errorContact: () => skinConfig('transport').errorContact,
    ...overrides,
  }
}

function setup(replies: Reply | ((url: string, init: RequestInit) => Response | Promise<Response>), deps: ApiClientDeps = {}) {
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) =>
    typeof replies === 'function' ? replies(String(url), init ?? {}) : reply(replies),
  )
  const presenter = fakePresenter()
  const client = createApiClient({ fetch: fetch as typeof globalThis.fetch, presenter, context: context(), ...deps })
  const sent = () => {
    const [url, init] = fetch.mock.calls.at(-1)!
    return { url: String(url), init: init!, headers: new Headers(init!.headers) }
  }
  return { fetch, presenter, client, sent }
}

describe('contract check', () => {
  it('refuses a call the contract does not define, before sending', async () => {
    const { client, fetch } = setup({ body: {} })
    const call = client.call('GET', 'users/nowhere', { query: { a: 1 } })
    await expect(call).rejects.toBeInstanceOf(UndefinedEndpointError)
    await expect(client.call('DELETE', 'users/login')).rejects.toThrow('No defined API matching DELETE users/login')
    await expect(call).rejects.toThrow('No defined API matching GET users/nowhere?a=1')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('sends a defined call under /api with its path parameters and query', async () => {
    const { client, sent } = setup({ body: { mid: 'X' } })
    await client.call('GET', 'globals/menu/help/{mid}', { params: { mid: 'ANO SHOW' }, query: { a: 'x y', skip: undefined, list: [1, 2] } })
    expect(sent().url).toBe('/api/globals/menu/help/ANO%20SHOW?a=x+y&list=1&list=2')
  })

  it('a missing path parameter is a developer error', async () => {
    const { client, fetch } = setup({ body: {} })
    await expect(client.call('GET', 'globals/menu/help/{mid}')).rejects.toThrow('Missing path parameter "mid"')
    expect(fetch).not.toHaveBeenCalled()
  })
})

describe('headers on every call (document 1 section 7)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-04T05:06:07.000Z'))
  })
  afterEach(() => vi.useRealTimers())

  it('sends cmid, group, Accept-Language, Request-Send-Time and the token', async () => {
    const { client, sent } = setup({ body: { version: '1.0.6' } })
    await client.call('GET', 'version')
    const { headers } = sent()
    expect(headers.get('cmid')).toBe('QPM-DOC')
    expect(headers.get('group')).toBe('G1')
    expect(headers.get('accept-language')).toBe('fr')
    expect(headers.get('request-send-time')).toBe('2026-03-04T05:06:07.000Z')
    expect(headers.get('authorization')).toBe('Token tok-123')
    expect(headers.has('secondary-auth-status')).toBe(false)
  })

  it('signed out: cmid UNKNOWN, no group, en-us, no Authorization', async () => {
    const { client, sent } = setup(
      { body: {} },
      { context: context({ token: () => undefined, cmid: () => undefined, group: () => undefined, locale: () => 'en' }) },
    )
    await client.call('GET', 'version')
    const { headers } = sent()
    expect(headers.get('cmid')).toBe('UNKNOWN')
    expect(headers.has('group')).toBe(false)
    expect(headers.get('accept-language')).toBe('en-us')
    expect(headers.has('authorization')).toBe(false)
  })

  it('a call may name its own cmid and token', async () => {
    const { client, sent } = setup({ body: {} })
    await client.call('POST', 'globals/access/expiry', { cmid: 'PUSHREPORT', token: 'other' })
    expect(sent().headers.get('cmid')).toBe('PUSHREPORT')
    expect(sent().headers.get('authorization')).toBe('Token other')
  })

  it('sends the secondary sign-on status and reads it back from answers', async () => {
    const received = vi.fn()
    const status = JSON.stringify({ source: 'oidc', authorized: true, expires: '2026-03-04T06:00:00Z' })
    const { client, sent } = setup(
      { body: {}, headers: { 'Secondary-Auth-Status': '{"source":"oidc","authorized":false,"expires":null}' } },
      { context: context({ secondaryAuth: () => status, receiveSecondaryAuth: received }) },
    )
    await client.call('GET', 'version')
    expect(sent().headers.get('secondary-auth-status')).toBe(status)
    expect(received).toHaveBeenCalledWith('{"source":"oidc","authorized":false,"expires":null}')
  })

  it('sends plain objects as JSON and form bodies as they are', async () => {
    const { client, sent } = setup({ body: { status: 0 } })
    await client.call('PUT', 'users/menu_group', { body: { group: 'G2' } })
    expect(sent().init.body).toBe('{"group":"G2"}')
    expect(sent().headers.get('content-type')).toBe('application/json')
    const form = new URLSearchParams({ username: 'a', password: 'b', company: 'freight' })
    await client.call('POST', 'users/login', { body: form })
    expect(sent().init.body).toBe(form)
  })
})

describe('errors', () => {
  it('are normalised to {status, statusText, data, headers, config.url}', async () => {
    const { client } = setup({ status: 418, statusText: "I'm a teapot", body: { message: 'Short and stout' }, headers: { 'x-trace': 'abc' } })
    const error = await client.call('GET', 'version').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 418,
      statusText: "I'm a teapot",
      data: { message: 'Short and stout' },
      headers: { 'x-trace': 'abc', 'content-type': 'application/json' },
      config: { url: 'version', method: 'GET' },
    })
  })

  it('a network failure has status 0', async () => {
    const { client, presenter } = setup(() => {
      throw new TypeError('Failed to fetch')
    })
    const error = (await client.call('GET', 'announcements/home').catch((e: unknown) => e)) as ApiError
    expect(error.status).toBe(0)
    expect(error.statusText).toBe('Network Error')
    expect(presenter.errorDialog).toHaveBeenCalledWith(error)
  })

  it('an aborted call shows nothing', async () => {
    const controller = new AbortController()
    const { client, presenter } = setup((_url, init) => {
      return new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))
      })
    })
    const call = client.call('GET', 'announcements/home', { signal: controller.signal })
    controller.abort()
    const error = (await call.catch((e: unknown) => e)) as ApiError
    expect(error.aborted).toBe(true)
    expect(Object.values(presenter).every((fn) => fn.mock.calls.length === 0)).toBe(true)
  })
})

describe('the error catalogue (document 1 section 8)', () => {
  const contactOf = { transport: skinConfig('transport').errorContact, benefits: skinConfig('benefits').errorContact }

  it('404 on a normal endpoint: the Not found toast only', async () => {
    const { client, presenter } = setup({ status: 404, statusText: 'Not Found', body: { message: 'x' } })
    await expect(client.call('GET', 'announcements/home')).rejects.toMatchObject({ status: 404 })
    expect(presenter.notFound).toHaveBeenCalledTimes(1)
    expect(presenter.errorDialog).not.toHaveBeenCalled()
  })

  it.each(['transport', 'benefits'] as const)('500 shows the server-error toast with the %s contact', async (skin) => {
    const { client, presenter } = setup(
      { status: 500, statusText: 'Internal Server Error', body: {} },
      { context: context({ errorContact: () => contactOf[skin] }) },
    )
    await expect(client.call('GET', 'announcements/home')).rejects.toMatchObject({ status: 500 })
    expect(presenter.serverError).toHaveBeenCalledWith(contactOf[skin])
  })

  it.each([401, 403])('%i shows nothing generic', async (status) => {
    const { client, presenter } = setup({ status, body: { message: 'no' } })
    await expect(client.call('GET', 'announcements/home')).rejects.toMatchObject({ status })
    expect(Object.values(presenter).every((fn) => fn.mock.calls.length === 0)).toBe(true)
  })

  it('429 shows the access limit with the server message, even on a silent endpoint', async () => {
    const message = 'Daily limit of 100 calls. See https://example.com/api-terms.'
    const { client, presenter } = setup({ status: 429, statusText: 'Too Many Requests', body: { status: 429, message } })
    await expect(client.call('GET', 'announcements/home')).rejects.toMatchObject({ status: 429 })
    await expect(client.call('POST', 'users/login', { body: new URLSearchParams() })).rejects.toMatchObject({ status: 429 })
    expect(presenter.accessLimit).toHaveBeenCalledTimes(2)
    expect(presenter.accessLimit).toHaveBeenCalledWith(message)
    expect(presenter.errorDialog).not.toHaveBeenCalled()
  })

  it.each([400, 409, 502, 503])('%i opens the error dialog with the normalised error', async (status) => {
    const { client, presenter } = setup({ status, statusText: 'Oops', body: { message: 'bad' } })
    const error = await client.call('GET', 'announcements/home').catch((e: unknown) => e)
    expect(presenter.errorDialog).toHaveBeenCalledWith(error)
  })

  it.each([404, 500, 502])('a silent endpoint shows nothing for %i', async (status) => {
    const { client, presenter } = setup({ status, body: {} })
    // users/masterconfig and version are silent in the contract.
    await expect(client.call('GET', 'users/masterconfig')).rejects.toMatchObject({ status })
    await expect(client.call('GET', 'version')).rejects.toMatchObject({ status })
    expect(Object.values(presenter).every((fn) => fn.mock.calls.length === 0)).toBe(true)
  })

  it('a caller may silence a call, but not a 429', async () => {
    const { client, presenter } = setup({ status: 404, body: {} })
    await expect(client.call('GET', 'announcements/home', { silent: true })).rejects.toMatchObject({ status: 404 })
    expect(presenter.notFound).not.toHaveBeenCalled()
  })

  it('the presenter can be installed later', async () => {
    const { client } = setup({ status: 404, body: {} }, { presenter: undefined })
    const later = fakePresenter()
    client.configure({ presenter: later })
    await client.call('GET', 'announcements/home').catch(() => undefined)
    expect(later.notFound).toHaveBeenCalledTimes(1)
  })
})

describe("the 'inactive' event", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('fires one second after the last response', async () => {
    const activity = createNetworkActivity()
    const { client } = setup({ body: {} }, { activity })
    const inactive = vi.fn()
    client.activity.events.addEventListener(INACTIVE_EVENT, inactive)
    await client.call('GET', 'version')
    expect(activity.isIdle()).toBe(false)
    vi.advanceTimersByTime(999)
    expect(inactive).not.toHaveBeenCalled()
    await client.call('GET', 'version')
    vi.advanceTimersByTime(999)
    expect(inactive).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(inactive).toHaveBeenCalledTimes(1)
    expect(activity.isIdle()).toBe(true)
  })

  it('counts error responses too, and waits while a call is still running', async () => {
    const activity = createNetworkActivity()
    const inactive = vi.fn()
    activity.events.addEventListener(INACTIVE_EVENT, inactive)
    activity.requestStarted()
    activity.requestStarted()
    activity.responseReceived()
    vi.advanceTimersByTime(5000)
    expect(inactive).not.toHaveBeenCalled()
    activity.responseReceived()
    vi.advanceTimersByTime(1000)
    expect(inactive).toHaveBeenCalledTimes(1)

    const { client } = setup({ status: 404, body: {} }, { activity })
    await client.call('GET', 'announcements/home').catch(() => undefined)
    vi.advanceTimersByTime(1000)
    expect(inactive).toHaveBeenCalledTimes(2)
  })

  it('a refused call is not a response', async () => {
    const activity = createNetworkActivity()
    const inactive = vi.fn()
    activity.events.addEventListener(INACTIVE_EVENT, inactive)
    const { client } = setup({ body: {} }, { activity })
    await client.call('GET', 'nowhere').catch(() => undefined)
    vi.advanceTimersByTime(2000)
    expect(inactive).not.toHaveBeenCalled()
  })
})

describe('downloads', () => {
  it('read content-type and the file name of content-disposition', async () => {
    const { client } = setup({
      body: '%PDF-1.7',
      headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="Manual.pdf"' },
    })
    const { doclib } = await import('@shared/contract/doclib')
    const file = await client.download(doclib.downloadFirst, { params: { conn: 'DOCS', cmid: 'DOCS', dlref: 7 } })
    expect(file.filename).toBe('Manual.pdf')
    expect(file.contentType).toBe('application/pdf')
    expect(await file.blob.text()).toBe('%PDF-1.7')
  })

  it('a missing file name is an error', async () => {
    const { client } = setup({ body: 'a,b', headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment' } })
    const { doclib } = await import('@shared/contract/doclib')
    await expect(client.download(doclib.downloadFirst, { params: { conn: 'DOCS', cmid: 'DOCS', dlref: 7 } })).rejects.toBeInstanceOf(DownloadError)
  })
})

describe('typed calls', () => {
  it("sends a body as form fields when asked (the sign-in's fields), leaving out absent values", async () => {
    const { client, sent } = setup({ body: { status: 0 } })
    const { users } = await import('@shared/contract/users')
    await client.request(users.login, { body: { username: 'customer', password: 'p w', company: undefined }, form: true })
    const body = sent().init.body as URLSearchParams
    expect(body).toBeInstanceOf(URLSearchParams)
    expect(body.toString()).toBe('username=customer&password=p+w')
  })

  it('types the inputs of an entry by its schemas', async () => {
    const { client, sent } = setup({ body: {} })
    const { doclib } = await import('@shared/contract/doclib')
    await client.request(doclib.documentsList, { query: { dlref: 4 } })
    expect(sent().url).toBe('/api/doclib/documents?dlref=4')
    // @ts-expect-error the entry requires its path parameters
    await client.request(doclib.configs, {}).catch(() => undefined)
    // @ts-expect-error a parameter the entry does not declare
    await client.request(doclib.configs, { params: { cmid: 'X', other: 1 } })
  })

  it('request() calls a contract entry and resolves with its body; 204 resolves undefined', async () => {
    const { client, sent } = setup({ body: { version: '2.0.0' } })
    const { general } = await import('@shared/contract/general')
    await expect(client.request(general.version)).resolves.toEqual({ version: '2.0.0' })
    expect(sent().init.method).toBe('GET')
    const empty = setup({ status: 204 })
    await expect(empty.client.call('POST', 'users/logout')).resolves.toBeUndefined()
  })

  it('raw() keeps status and headers', async () => {
    const { client } = setup({ body: 'hello', headers: { 'content-type': 'text/plain', etag: 'v1' } })
    const response = await client.raw('GET', 'version', { responseType: 'text' })
    expect(response.status).toBe(200)
    expect(response.headers.get('etag')).toBe('v1')
    const same = await client.call('GET', 'version', { raw: true, responseType: 'text' })
    expect(same.headers.get('etag')).toBe('v1')
    expect(await client.call('GET', 'version')).toBe('hello')
  })
})
