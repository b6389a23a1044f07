import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApiClient } from '@app/api/client'
import { ApiError } from '@app/api/errors'
import { createGridClient, sheetUrl } from '@app/grid/client'
import { ExportMenu } from '@app/grid/ExportMenu'
import { toast } from '@app/ui/Toast'
import { renderWithProviders } from '../render'
import { fixtureClient } from '../../../stories/grid/fixtures'

afterEach(() => vi.restoreAllMocks())

function renderMenu(client = fixtureClient(), googleSheet = true) {
  const params = vi.fn(() => ({ mttable_generic_search: 'shipper=Acme' }))
  const view = renderWithProviders(
    <ExportMenu client={client} cmid="SHIPMENTS" path="shipments" title="Probill search" count={23} params={params} googleSheet={googleSheet} />,
  )
  return { ...view, client, params }
}

/** Opens the menu from the keyboard and chooses an item. */
async function choose(user: ReturnType<typeof renderWithProviders>['user'], name: string) {
  screen.getByRole('button', { name: 'Export' }).focus()
  await user.keyboard('{Enter}')
  const menu = await screen.findByRole('menu')
  const item = within(menu).getByRole('menuitem', { name })
  while (document.activeElement !== item) await user.keyboard('{ArrowDown}')
  await user.keyboard('{Enter}')
  return screen.findByRole('alertdialog', { name: 'Export' })
}

describe('the Google Sheet answer', () => {
  it("reads the server's { url }, a plain address, or { data }", () => {
    expect(sheetUrl({ url: 'https://docs.google.com/spreadsheets/d/1' })).toBe('https://docs.google.com/spreadsheets/d/1')
    expect(sheetUrl('https://docs.google.com/spreadsheets/d/2')).toBe('https://docs.google.com/spreadsheets/d/2')
    expect(sheetUrl({ data: 'https://docs.google.com/spreadsheets/d/3' })).toBe('https://docs.google.com/spreadsheets/d/3')
    expect(() => sheetUrl({})).toThrow(/no address/)
    expect(() => sheetUrl({ url: '' })).toThrow(/no address/)
    expect(() => sheetUrl(null)).toThrow(/no address/)
  })

  it('is what the grid client answers for the export call', async () => {
    const call = vi.fn(async () => ({ url: 'https://docs.google.com/spreadsheets/d/abc' }))
    const client = createGridClient({ request: call } as unknown as ApiClient)
    const request = { api_url: 'shipments', output_type: 'Google Sheet' as const, query_params: {}, title: 'Probill search', timezone: 'UTC', browser_url: '' }
    await expect(client.exportSheet(request, { cmid: 'SHIPMENTS' })).resolves.toBe('https://docs.google.com/spreadsheets/d/abc')
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'POST', path: 'export' }),
      expect.objectContaining({ body: request, cmid: 'SHIPMENTS' }),
    )
  })
})

describe('ExportMenu', { timeout: 30_000 }, () => {
  it('lists the downloads of document 2 section 2.1, XLSX by that name', async () => {
    const { user } = renderMenu()
    screen.getByRole('button', { name: 'Export' }).focus()
    await user.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Google Sheet', 'CSV', 'XLSX', 'PDF', 'XML', 'JSON'])
  })

  it("confirms an XLSX export and says 'XLSX Complete'", async () => {
    const client = fixtureClient()
    const exportFile = vi.spyOn(client, 'exportFile')
    const positive = vi.spyOn(toast, 'positive')
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:grid/1'), revokeObjectURL: vi.fn() })
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const { user } = renderMenu(client)
    const confirm = await choose(user, 'XLSX')
    expect(confirm).toHaveTextContent('Do you want to export 23 rows to XLSX?')
    await user.click(within(confirm).getByRole('button', { name: 'Export' }))
    await waitFor(() => expect(positive).toHaveBeenCalledWith('XLSX Complete'))
    expect(exportFile.mock.calls[0]?.[0]).toMatchObject({ output_type: 'XLSX', query_params: { mttable_generic_search: 'shipper=Acme' } })
  })

  it("opens the new Google Sheet and says 'Google Sheet sent'", async () => {
    const client = fixtureClient()
    vi.spyOn(client, 'exportSheet').mockResolvedValue('https://docs.google.com/spreadsheets/d/abc')
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const positive = vi.spyOn(toast, 'positive')
    const negative = vi.spyOn(toast, 'negative')
    const { user } = renderMenu(client)
    const confirm = await choose(user, 'Google Sheet')
    expect(confirm).toHaveTextContent('Do you want to export 23 rows to Google Sheet?')
    // Cancel has the focus first; Tab reaches Export.
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus())
    await user.keyboard('{Tab}{Enter}')
    await waitFor(() => expect(positive).toHaveBeenCalledWith('Google Sheet sent'))
    expect(open).toHaveBeenCalledWith('https://docs.google.com/spreadsheets/d/abc', '_blank', 'noopener')
    expect(negative).not.toHaveBeenCalled()
  })

  it('leaves Google Sheet out where the server has no spreadsheet service', async () => {
    const { user } = renderMenu(fixtureClient(), false)
    screen.getByRole('button', { name: 'Export' }).focus()
    await user.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['CSV', 'XLSX', 'PDF', 'XML', 'JSON'])
  })

  it('says at once what failed and what to do, in the server\'s words', async () => {
    const client = fixtureClient()
    const message =
      "Google did not accept the portal's Google account, so the Google Sheet could not be created. Please tell your administrator; in the meantime, export to XLSX or CSV."
    vi.spyOn(client, 'exportSheet').mockRejectedValue(
      new ApiError({
        status: 502,
        statusText: 'Bad Gateway',
        data: { status: 502, message, code: 'EXPORT_FAILED' },
        headers: {},
        config: { url: 'export', method: 'POST' },
      }),
    )
    const negative = vi.spyOn(toast, 'negative')
    const { user } = renderMenu(client)
    const confirm = await choose(user, 'Google Sheet')
    await user.click(within(confirm).getByRole('button', { name: 'Export' }))
    await waitFor(() => expect(negative).toHaveBeenCalledWith(message, { title: 'Google Sheet Error' }))
  })

  it("reads the server's words out of a failed file download's body", async () => {
    const client = fixtureClient()
    const message = 'Value must be number'
    vi.spyOn(client, 'exportFile').mockRejectedValue(
      new ApiError({
        status: 400,
        statusText: 'Bad Request',
        data: new Blob([JSON.stringify({ status: 400, message })], { type: 'application/json' }),
        headers: {},
        config: { url: 'export', method: 'POST' },
      }),
    )
    const negative = vi.spyOn(toast, 'negative')
    const { user } = renderMenu(client)
    const confirm = await choose(user, 'CSV')
    await user.click(within(confirm).getByRole('button', { name: 'Export' }))
    await waitFor(() => expect(negative).toHaveBeenCalledWith(message, { title: 'CSV Error' }))
  })

  it('says the connection was lost when a download is cut off', async () => {
    const client = fixtureClient()
    vi.spyOn(client, 'exportFile').mockRejectedValue(
      new ApiError({ status: 0, statusText: 'Network Error', data: 'terminated', headers: {}, config: { url: 'export', method: 'POST' } }),
    )
    const negative = vi.spyOn(toast, 'negative')
    const { user } = renderMenu(client)
    const confirm = await choose(user, 'PDF')
    await user.click(within(confirm).getByRole('button', { name: 'Export' }))
    await waitFor(() =>
      expect(negative).toHaveBeenCalledWith('The connection to the server was lost before the export was complete. Please try again.', {
        title: 'PDF Error',
      }),
    )
  })
})
