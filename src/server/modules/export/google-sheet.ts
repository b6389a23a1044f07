import { readFile } from 'node:fs/promises'
import { msg } from '@lingui/core/macro'
import { JWT } from 'google-auth-library'
import type { AuthedContext } from '../../lib/context'
import { fail } from '../../lib/errors'
import { cellText, type ExportJob } from './formats'

export const sheetMessages = {
  notConfigured: msg`Google Sheet export is not configured on this server.`,
  noEmail: msg`Your profile has no e-mail address to share the Google Sheet with.`,
  failed: msg`The Google Sheet could not be created. Please try again later.`,
}

const SCOPES = ['https://www.googleapis.com/auth/spreadsheets', 'https://www.googleapis.com/auth/drive.file']

async function serviceAccount(setting: string): Promise<{ client_email: string; private_key: string }> {
  const text = setting.trim().startsWith('{') ? setting : await readFile(setting, 'utf8')
  return JSON.parse(text) as { client_email: string; private_key: string }
}

/**
 * Writes the rows into a new Google Sheet owned by the server's service account, shares it with the
 * user's e-mail address, and answers its address (document 2 section 7: the client opens it).
 */
export async function exportToGoogleSheet(ctx: AuthedContext, job: ExportJob): Promise<{ url: string }> {
  const setting = ctx.config.googleServiceAccount
  if (!setting) fail(503, sheetMessages.notConfigured, { code: 'EXPORT_NOT_CONFIGURED' })
  const email = ctx.identity.user.email
  if (!email) fail(400, sheetMessages.noEmail, { code: 'NO_EMAIL' })
  try {
    const key = await serviceAccount(setting)
    const client = new JWT({ email: key.client_email, key: key.private_key, scopes: SCOPES })
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
  } catch {
    fail(502, sheetMessages.failed, { code: 'EXPORT_FAILED' })
  }
}
