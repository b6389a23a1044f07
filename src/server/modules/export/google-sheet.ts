import { readFile } from 'node:fs/promises'
import { msg } from '@lingui/core/macro'
import { JWT } from 'google-auth-library'
import type { ServerConfig } from '../../config'
import type { AuthedContext } from '../../lib/context'
import { fail } from '../../lib/errors'
import { cellText, type ExportJob } from './formats'

export const sheetMessages = {
  notConfigured: msg`Google Sheet export is not configured on this server.`,
  noEmail: msg`Your profile has no e-mail address to share the Google Sheet with.`,
  refused: msg`Google did not accept the portal's Google account, so the Google Sheet could not be created. Please tell your administrator; in the meantime, export to XLSX or CSV.`,
  unavailable: msg`Google Sheets did not answer in time, so the Google Sheet could not be created. Please try again in a few minutes, or export to XLSX or CSV.`,
  failed: msg`The Google Sheet could not be created. Please try again later, or export to XLSX or CSV.`,
}

const SCOPES = ['https://www.googleapis.com/auth/spreadsheets', 'https://www.googleapis.com/auth/drive.file']

/** The longest a call to Google may take (the token, the sheet, each batch of rows) before the export gives up. */
export const GOOGLE_TIMEOUT_MS = 10_000

/** Whether this server can export to Google Sheets: a service account key is set. */
export function googleSheetConfigured(config: Pick<ServerConfig, 'googleServiceAccount'>): boolean {
  return Boolean(config.googleServiceAccount)
}

/** 503 at once where no service account is set, before anything is read. */
export function refuseUnconfiguredSheet(ctx: AuthedContext): void {
  if (!googleSheetConfigured(ctx.config)) fail(503, sheetMessages.notConfigured, { code: 'EXPORT_NOT_CONFIGURED' })
}

/** The key is set but unusable: no JSON, no file, or not a service account key. */
class KeyError extends Error {}

async function serviceAccount(setting: string): Promise<{ client_email: string; private_key: string }> {
  try {
    const text = setting.trim().startsWith('{') ? setting : await readFile(setting.trim(), 'utf8')
    const key = JSON.parse(text) as { client_email?: unknown; private_key?: unknown }
    if (typeof key.client_email !== 'string' || typeof key.private_key !== 'string') throw new Error('not a service account key')
    return { client_email: key.client_email, private_key: key.private_key }
  } catch (error) {
    throw new KeyError('The Google service account key cannot be read', { cause: error })
  }
}

/** What failed, in the words the user reads: the account refused, Google out of reach or busy, or else. */
function failureMessage(error: unknown) {
  if (error instanceof KeyError) return sheetMessages.refused
  const failure = error as { status?: unknown; response?: { status?: unknown }; code?: unknown; name?: unknown } | null
  const status = Number(failure?.status ?? failure?.response?.status)
  // The token endpoint answers 400 (invalid_grant) or 401 for a key Google no longer accepts; 403 is a
  // service account without the Sheets or Drive API.
  if ([400, 401, 403].includes(status)) return sheetMessages.refused
  if (status === 429 || status >= 500) return sheetMessages.unavailable
  const code = String(failure?.code ?? '')
  const name = String(failure?.name ?? '')
  if (
    ['ETIMEDOUT', 'ECONNRESET', 'ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'ECONNABORTED'].includes(code) ||
    ['AbortError', 'TimeoutError'].includes(name)
  ) {
    return sheetMessages.unavailable
  }
  return sheetMessages.failed
}

/**
 * Writes the rows into a new Google Sheet owned by the server's service account, shares it with the
 * user's e-mail address, and answers its address (document 2 section 7: the client opens it). Every
 * call to Google has a time limit; a failure answers 502 at once, saying what failed and what to do.
 */
export async function exportToGoogleSheet(ctx: AuthedContext, job: ExportJob): Promise<{ url: string }> {
  refuseUnconfiguredSheet(ctx)
  const setting = ctx.config.googleServiceAccount as string
  const email = ctx.identity.user.email
  if (!email) fail(400, sheetMessages.noEmail, { code: 'NO_EMAIL' })
  try {
    const key = await serviceAccount(setting)
    const client = new JWT({
      email: key.client_email,
      key: key.private_key,
      scopes: SCOPES,
      transporterOptions: { timeout: GOOGLE_TIMEOUT_MS },
    })
    const created = await client.request<{ spreadsheetId: string; spreadsheetUrl: string }>({
      url: 'https://sheets.googleapis.com/v4/spreadsheets',
      method: 'POST',
      data: { properties: { title: job.title }, sheets: [{ properties: { title: 'Data' } }] },
    })
    const { spreadsheetId, spreadsheetUrl } = created.data
    // RAW stores every value as typed: text starting with '=' stays text and never runs as a formula.
    const append = (values: string[][]) =>
      client.request({
        url: `https://sheets.googleapis.com/v4/spreadsheets/${spreadsheetId}/values/Data!A1:append`,
        method: 'POST',
        params: { valueInputOption: 'RAW', insertDataOption: 'INSERT_ROWS' },
        data: { values },
      })
    await append([job.columns.map((column) => column.label)])
    for await (const batch of job.batches) {
      await append(batch.map((row) => job.columns.map((column) => cellText(column, row[column.name]))))
    }
    await client.request({
      url: `https://www.googleapis.com/drive/v3/files/${spreadsheetId}/permissions`,
      method: 'POST',
      params: { sendNotificationEmail: false },
      data: { type: 'user', role: 'writer', emailAddress: email },
    })
    return { url: spreadsheetUrl }
  } catch (error) {
    console.error('export: the Google Sheet could not be created:', error)
    fail(502, failureMessage(error), { code: 'EXPORT_FAILED' })
  }
}
