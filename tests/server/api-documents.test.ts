import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './harness'

let server: TestServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server?.close())

describe('GET api_documents/list', () => {
  it('publishes the terms of use and the call reference to anyone, in the request language', async () => {
    const english = await server.call('GET', 'api_documents/list')
    expect(english.status).toBe(200)
    expect(english.body.map((doc: { path: string }) => doc.path)).toEqual(['terms-of-use', 'reference'])
    const [terms, reference] = english.body
    expect(terms.name).toBe('API terms of use')
    // The daily limit the server enforces is the one the terms state.
    expect(terms.html).toContain('100,000 calls per day')
    expect(reference.name).toBe('API reference')
    expect(reference.html).toMatch(/<td>POST<\/td><td><code>users\/login<\/code><\/td><td>Anyone<\/td><td>Yes<\/td>/)
    expect(reference.html).toMatch(/<td>GET<\/td><td><code>customers\/search<\/code><\/td><td>[^<]+<\/td><td>Not yet \(501\)<\/td>/)

    const french = await server.call('GET', 'api_documents/list', { headers: { 'accept-language': 'fr' } })
    expect(french.body[0].name).not.toBe('API terms of use')
    expect(french.body[0].html).toContain('100')
    expect(french.body[1].html).not.toContain('Anyone')
  })
})
