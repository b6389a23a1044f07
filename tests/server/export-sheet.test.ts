import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { GOOGLE_TIMEOUT_MS } from '@server/modules/export/google-sheet'
import { startServer, type TestServer } from './harness'

/** The service account clients made, and what Google's next call throws (nothing: it answers). */
const google = vi.hoisted(() => ({ clients: [] as Record<string, unknown>[], failure: undefined as unknown }))

vi.mock('google-auth-library', () => ({
  JWT: class {
    constructor(options: Record<string, unknown>) {
      google.clients.push(options)
    }
    async request() {
      if (google.failure) throw google.failure
      return { data: { spreadsheetId: 'sheet-1', spreadsheetUrl: 'https://docs.google.com/spreadsheets/d/sheet-1' } }
    }
  },
}))

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startServer({
    googleServiceAccount: JSON.stringify({ client_email: 'export@example.iam', private_key: 'key' }),
  })
  token = (await server.login('employee')).token
})
afterAll(() => server?.close())
afterEach(() => vi.restoreAllMocks())

function sheet(locale = 'en') {
  return server.call('POST', 'export', {
    token,
    headers: { 'accept-language': locale },
    json: { api_url: 'shipments', output_type: 'Google Sheet', query_params: 'probill__in=none', title: 'Probills' },
  })
}

describe('Google Sheet export on a server with a service account', () => {
  it('is offered: the list answer says so', async () => {
    const list = await server.call('GET', 'shipments?limit=1', { token })
    expect(list.body.exports).toEqual({ google_sheet: true })
  })

  it('answers the new sheet, every call to Google with a time limit', async () => {
    google.failure = undefined
    const created = await sheet()
    expect(created.status).toBe(200)
    expect(created.body).toEqual({ url: 'https://docs.google.com/spreadsheets/d/sheet-1' })
    expect(google.clients.at(-1)).toMatchObject({ transporterOptions: { timeout: GOOGLE_TIMEOUT_MS } })
  })

  it('says what failed and what to do when Google refuses the account, in English and French', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    google.failure = Object.assign(new Error('invalid_grant'), { response: { status: 400 } })
    const english = await sheet()
    expect(english.status).toBe(502)
    expect(english.body).toMatchObject({
      code: 'EXPORT_FAILED',
      message:
        "Google did not accept the portal's Google account, so the Google Sheet could not be created. Please tell your administrator; in the meantime, export to XLSX or CSV.",
    })
    const french = await sheet('fr')
    expect(french.body.message).toBe(
      'Google n’a pas accepté le compte Google du portail : la feuille Google n’a pas pu être créée. Veuillez en avertir votre administrateur ; en attendant, exportez en XLSX ou en CSV.',
    )
  })

  it('says to try again later when Google does not answer in time or is busy', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const failure of [
      Object.assign(new Error('connect ETIMEDOUT'), { code: 'ETIMEDOUT' }),
      Object.assign(new Error('timeout of 10000ms exceeded'), { name: 'TimeoutError' }),
      Object.assign(new Error('Too Many Requests'), { status: 429 }),
    ]) {
      google.failure = failure
      const busy = await sheet()
      expect(busy.status).toBe(502)
      expect(busy.body.message).toBe(
        'Google Sheets did not answer in time, so the Google Sheet could not be created. Please try again in a few minutes, or export to XLSX or CSV.',
      )
    }
    google.failure = new Error('Something unexpected')
    const other = await sheet('fr')
    expect(other.status).toBe(502)
    expect(other.body.message).toBe(
      'La feuille Google n’a pas pu être créée. Veuillez réessayer plus tard ou exporter en XLSX ou en CSV.',
    )
    google.failure = undefined
  })
})

describe('Google Sheet export with a key that cannot be read', () => {
  it('tells the user to see the administrator', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken = await startServer({ googleServiceAccount: '/nowhere/service-account.json' })
    try {
      const list = await broken.call('GET', 'shipments?limit=1', { token: (await broken.login('employee')).token })
      expect(list.body.exports).toEqual({ google_sheet: true })
      const refused = await broken.call('POST', 'export', {
        token: (await broken.login('employee')).token,
        json: { api_url: 'shipments', output_type: 'Google Sheet', query_params: 'probill__in=none', title: 'Probills' },
      })
      expect(refused.status).toBe(502)
      expect(refused.body.message).toMatch(/^Google did not accept the portal's Google account/)
    } finally {
      await broken.close()
    }
  })
})
