import { i18n } from '@lingui/core'
import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { pushreports } from '@shared/contract/pushreports'
import type { Endpoint } from '@shared/contract/types'
import { setTranslator } from '@shared/i18n'
import { apiClient } from '@app/api/client'
import { toBase64 } from '@app/grid/urlParams'
import { readConfig } from '@app/features/pushreports/formValues'
import { pushReportKeys } from '@app/features/pushreports/api'
import { PushReportFormPage } from '@app/features/pushreports/PushReportFormPage'
import { toast } from '@app/ui/Toast'
import { installTranslator } from '@app/shell/translator'
import { copyTargets, pushReportRuns, savedReport, shipmentsConfig, shipmentsData, shipmentsSource, type PushReportSource } from '../../../stories/fixtures/pushreports'
import { invalidAnswer, renderPage } from '../account/pageShell'
import { profile } from '../session/fixtures'

// Typing through react-aria's fields takes its time on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

type Options = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: Record<string, unknown> }

/** Answers the page's reads; `write` answers (or refuses) the writes, and records them. */
function serve(
  source: PushReportSource = shipmentsSource,
  write: (entry: Endpoint, options: Options) => unknown = () => {
    throw new Error('no write expected')
  },
) {
  const writes: { entry: Endpoint; options: Options }[] = []
  const request = vi.spyOn(apiClient, 'request').mockImplementation((async (entry: Endpoint, options: Options = {}) => {
    if (entry === pushreports.source) return source
    if (entry === pushreports.read) return savedReport
    if (entry === pushreports.copyTargets) return copyTargets
    writes.push({ entry, options })
    return write(entry, options)
  }) as never)
  return { request, writes }
}

const customer = profile({ MT_EMAIL: 'customer@freight.example' })

function renderNew(data: string | undefined = shipmentsData, locale: 'en' | 'fr' = 'en') {
  return renderPage(<PushReportFormPage cmid="SHIPMENTS" data={data} />, {
    path: `/freight/pages/PUSHREPORT_ADD?cmid=SHIPMENTS&data=${encodeURIComponent(data ?? '')}`,
    signedIn: customer,
    locale,
  })
}

function renderEdit(reader = customer) {
  return renderPage(<PushReportFormPage id={savedReport.id} />, {
    path: `/freight/pages/PUSHREPORT_EDIT/${savedReport.id}`,
    signedIn: reader,
    queries: [[pushReportKeys.report(savedReport.id), savedReport]],
  })
}

/** The contract's rules speak the active language, as the shell sets them up. */
function speakFrench() {
  const previous = installTranslator(i18n)
  onTestFinished(() => void setTranslator(previous))
}

afterEach(() => {
  vi.restoreAllMocks()
  act(() => toast.clear())
})

const saveButton = () => screen.findByRole('button', { name: 'Save the report' })

describe('the dialog’s configuration', () => {
  it('reads the base64 JSON, and refuses one without an API URL or a menu id', () => {
    expect(readConfig(shipmentsData, 'SHIPMENTS')).toMatchObject({ api_url: 'shipments', cmid: 'SHIPMENTS', output_type: 'CSV' })
    expect(readConfig('%%%', 'SHIPMENTS')).toBeNull()
    expect(readConfig(toBase64('[1,2]'), 'SHIPMENTS')).toBeNull()
    expect(readConfig(toBase64(JSON.stringify({ ...shipmentsConfig, api_url: '' })), 'SHIPMENTS')).toBeNull()
    expect(readConfig(toBase64(JSON.stringify({ ...shipmentsConfig, cmid: '' })), undefined)).toBeNull()
    // The address's menu id stands in for a configuration without one.
    expect(readConfig(toBase64(JSON.stringify({ ...shipmentsConfig, cmid: '' })), 'SHIPMENTS')?.cmid).toBe('SHIPMENTS')
  })

  it.each([
    ['not base64', 'not base64!'],
    ['no API URL', toBase64(JSON.stringify({ ...shipmentsConfig, api_url: undefined }))],
    ['nothing', undefined],
  ])('shows “This pushreport cannot be created” with the way back for %s', async (_case, data) => {
    const { request } = serve()
    renderPage(<PushReportFormPage data={data} />, { path: '/freight/pages/PUSHREPORT_ADD', signedIn: customer })
    expect(await screen.findByRole('heading', { name: 'This pushreport cannot be created' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to my push reports' })).toHaveAttribute('href', '/freight/pages/PUSHREPORT')
    expect(request).not.toHaveBeenCalled()
  })
})

describe('a new report', () => {
  it('starts from the dialog’s search: its page, filters and rows in words, its name, output type, visible columns and my address', async () => {
    const { request } = serve()
    renderNew()
    await saveButton()
    expect(request).toHaveBeenCalledWith(
      pushreports.source,
      expect.objectContaining({ body: { api_url: 'shipments', query_params: shipmentsConfig.query_params, cmid: 'SHIPMENTS' } }),
    )
    const what = screen.getByRole('region', { name: 'What the report runs' })
    expect(within(what).getByText('Shipments')).toBeInTheDocument()
    expect(within(what).getByText('Status is Delivered')).toBeInTheDocument()
    expect(within(what).getByText('42 rows, with your access today')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /^Report name/ })).toHaveValue('Delivered to Montréal')
    expect(screen.getByRole('button', { name: /Output type/ })).toHaveTextContent('CSV')
    expect(screen.getByRole('checkbox', { name: 'Probill' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Pieces' })).not.toBeChecked()
    expect(screen.getByText('6 of at most 70 columns chosen.')).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Recipients' })).toHaveTextContent('customer@freight.example')
    expect(screen.getByRole('radio', { name: 'Daily' })).toBeChecked()
  })

  it('sends the whole search with the form, and opens the saved report', async () => {
    const { writes } = serve(shipmentsSource, () => savedReport)
    const { user } = renderNew()
    await user.click(await saveButton())
    await waitFor(() => expect(writes).toHaveLength(1))
    expect(writes[0]!.entry).toBe(pushreports.create)
    expect(writes[0]!.options.body).toMatchObject({
      name: 'Delivered to Montréal',
      api_url: 'shipments',
      query_params: shipmentsConfig.query_params,
      cmid: 'SHIPMENTS',
      output_type: 'CSV',
      columns: ['probill', 'ship_date', 'shipper', 'consignee', 'destination', 'status'],
      frequency: 'daily',
      weekdays: [],
      month_day: null,
      delivery_time: '07:00',
      recipients: ['customer@freight.example'],
      access: 'personal',
    })
  })

  it('saves and runs it at once, then shows the run', async () => {
    const { writes } = serve(shipmentsSource, (entry) => (entry === pushreports.run ? { ...pushReportRuns[0]!, status: 'New' } : savedReport))
    const { user, router } = renderNew()
    await user.click(await screen.findByRole('button', { name: 'Save and run now' }))
    await waitFor(() => expect(writes.map((write) => write.entry)).toEqual([pushreports.create, pushreports.run]))
    expect(writes[1]!.options.params).toEqual({ id: savedReport.id })
    await waitFor(() => expect(router.state.location.pathname).toBe(`/freight/pages/PUSHREPORTR/${savedReport.id}/${pushReportRuns[0]!.id}`))
  })

  it('says no more than 70 columns, in the rule’s words', async () => {
    const wide: PushReportSource = {
      ...shipmentsSource,
      columns: Array.from({ length: 75 }, (_, index) => ({ name: `c${index}`, label: `Column ${index + 1}`, visible: true })),
    }
    const { writes } = serve(wide)
    const { user } = renderNew()
    await saveButton()
    // The visible ones, up to the limit.
    expect(screen.getByText('70 of at most 70 columns chosen.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Select all' }))
    await user.click(await saveButton())
    expect(await screen.findByText('You can only select a maximum of 70 columns in a report.')).toBeInTheDocument()
    expect(writes).toHaveLength(0)
    await user.click(screen.getByLabelText('Column 75', { selector: 'input[type="checkbox"]' }))
    await user.click(screen.getByLabelText('Column 74', { selector: 'input[type="checkbox"]' }))
    await user.click(screen.getByLabelText('Column 73', { selector: 'input[type="checkbox"]' }))
    await user.click(screen.getByLabelText('Column 72', { selector: 'input[type="checkbox"]' }))
    await user.click(screen.getByLabelText('Column 71', { selector: 'input[type="checkbox"]' }))
    await waitFor(() => expect(screen.queryByText('You can only select a maximum of 70 columns in a report.')).toBeNull())
  })

  it('adds recipients with Enter or a comma, refuses a repeated one, and removes one', async () => {
    serve()
    const { user } = renderNew()
    await saveButton()
    const address = screen.getByRole('textbox', { name: 'E-mail address' })
    await user.type(address, 'dispatch@client.example{Enter}')
    await user.type(address, 'ops@client.example,')
    const list = screen.getByRole('list', { name: 'Recipients' })
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'customer@freight.example',
      'dispatch@client.example',
      'ops@client.example',
    ])
    expect(address).toHaveValue('')
    await user.type(address, 'DISPATCH@client.example{Enter}')
    expect(await screen.findByText('Each email address may be listed only once')).toBeInTheDocument()
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    await user.clear(address)
    await user.type(address, 'not-an-address{Enter}')
    expect(await screen.findByText('not-an-address is not an e-mail address.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Remove dispatch@client.example' }))
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    expect(address).toHaveFocus()
  })

  it.each([
    ['en', 'Save the report', 'Remove customer@freight.example', 'Select an email destination'],
    ['fr', 'Enregistrer le rapport', 'Retirer customer@freight.example', 'Choisissez un destinataire courriel'],
  ] as const)('in %s, asks for at least one recipient', async (locale, save, remove, message) => {
    if (locale === 'fr') speakFrench()
    const { writes } = serve()
    const { user } = renderNew(shipmentsData, locale)
    const button = await screen.findByRole('button', { name: save })
    await user.click(screen.getByRole('button', { name: remove }))
    await user.click(button)
    const group = await screen.findByRole('group', { name: locale === 'en' ? 'Recipients' : 'Destinataires' })
    await waitFor(() => expect(group).toHaveAccessibleDescription(expect.stringContaining(message)))
    expect(writes).toHaveLength(0)
  })

  it.each([
    ['en', 'Save the report', 'Weekly', 'Select at least one day of the week', 'Monday'],
    ['fr', 'Enregistrer le rapport', 'Hebdomadaire', 'Choisissez au moins un jour de la semaine', 'Lundi'],
  ] as const)('in %s, a weekly report needs its days', async (locale, save, weekly, message, monday) => {
    if (locale === 'fr') speakFrench()
    const { writes } = serve(shipmentsSource, () => savedReport)
    const { user } = renderNew(shipmentsData, locale)
    const button = await screen.findByRole('button', { name: save })
    await user.click(screen.getByRole('radio', { name: weekly }))
    await user.click(button)
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(writes).toHaveLength(0)
    await user.click(screen.getByRole('checkbox', { name: monday }))
    await waitFor(() => expect(screen.queryByText(message)).toBeNull())
    await user.click(button)
    await waitFor(() => expect(writes).toHaveLength(1))
    expect(writes[0]!.options.body).toMatchObject({ frequency: 'weekly', weekdays: [1] })
  })

  it('puts the server’s refusal of the name on the name, and keeps what was typed', async () => {
    serve(shipmentsSource, () => {
      throw invalidAnswer({ name: 'The report name must be unused' })
    })
    const { user } = renderNew()
    await saveButton()
    const name = screen.getByRole('textbox', { name: /^Report name/ })
    await user.clear(name)
    await user.type(name, 'Montréal deliveries')
    await user.click(await saveButton())
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'))
    expect(screen.getAllByText('The report name must be unused').length).toBeGreaterThan(0)
    expect(name).toHaveValue('Montréal deliveries')
    expect(screen.getByRole('alert')).toHaveTextContent('The push report could not be saved')
  })
})

describe('a saved report', () => {
  it('shows its state and schedule, pauses it, and runs it now with a link to the run', async () => {
    const { writes } = serve(shipmentsSource, (entry, options) => {
      if (entry === pushreports.update) return { ...savedReport, state: (options.body as { state: string }).state }
      if (entry === pushreports.run) return { id: 109, report_id: 12, status: 'New', scheduled_for: '2026-11-26T15:00:00Z', started_at: null, finished_at: null, trigger: 'now', output_type: 'CSV', rows: null, file_size: null, file_name: null, attempts: 0 }
      throw new Error('unexpected write')
    })
    const { user } = renderEdit()
    expect(await screen.findByRole('heading', { level: 1, name: savedReport.name })).toBeInTheDocument()
    expect(screen.getByText(savedReport.schedule)).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Thursday' })).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Pause' }))
    await waitFor(() => expect(writes).toHaveLength(1))
    expect(writes[0]!.options).toMatchObject({ params: { id: 12 }, body: { state: 'paused', weekdays: [1, 4] } })
    await user.click(screen.getByRole('button', { name: 'Run now' }))
    expect(await screen.findByRole('link', { name: 'Open the run' })).toHaveAttribute('href', '/freight/pages/PUSHREPORTR/12/109')
    expect(screen.getByRole('link', { name: 'Open the repository' })).toHaveAttribute('href', '/freight/pages/PUSHREPORTR/12')
  })

  it('offers delete only when the reader may, and copy only to staff', async () => {
    serve()
    renderEdit()
    await screen.findByRole('heading', { level: 1, name: savedReport.name })
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument()
    // A customer copies nothing, whatever the report says.
    expect(screen.queryByRole('button', { name: 'Copy to another company' })).toBeNull()
    // Company and general access are for staff.
    expect(screen.getByRole('radio', { name: /Company/ })).toBeDisabled()
  })

  it('deletes it only once confirmed', async () => {
    const { writes } = serve(shipmentsSource, () => ({ status: 0, message: 'Deleted' }))
    const { user } = renderEdit()
    await screen.findByRole('heading', { level: 1, name: savedReport.name })
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this push report?' })
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }))
    expect(writes).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(writes).toEqual([{ entry: pushreports.remove, options: expect.objectContaining({ params: { id: 12 } }) }]))
  })

  it('lets staff copy it to another company and one of its users', async () => {
    const { writes } = serve(shipmentsSource, () => ({ ...savedReport, id: 30, company: 'benefits', state: 'paused' }))
    const { user } = renderEdit(profile({ MT_UID: 'employee', MT_TYPE: 'EMPLOYEE' }))
    await screen.findByRole('heading', { level: 1, name: savedReport.name })
    await user.click(screen.getByRole('button', { name: 'Copy to another company' }))
    const dialog = await screen.findByRole('dialog', { name: 'Copy to another company' })
    // A company must be chosen first.
    await user.click(await within(dialog).findByRole('button', { name: 'Copy' }))
    expect(await within(dialog).findByText('Choose a company')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: /Company/ }))
    await user.click(await screen.findByRole('option', { name: 'Northway Benefits' }))
    await user.click(within(dialog).getByRole('button', { name: /Owner in that company/ }))
    await user.click(await screen.findByRole('option', { name: 'Blake Sales (bsales)' }))
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }))
    await waitFor(() => expect(writes).toHaveLength(1))
    expect(writes[0]).toMatchObject({
      entry: pushreports.copy,
      options: { params: { id: 12 }, body: { company: 'benefits', user_id: 31, name: savedReport.name } },
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('says when it has unsaved changes, until they are saved', async () => {
    const { writes } = serve(shipmentsSource, (entry, options) => ({ ...savedReport, name: (options.body as { name: string }).name }))
    const { user } = renderEdit()
    const name = await screen.findByRole('textbox', { name: /^Report name/ })
    expect(screen.queryByText('Unsaved changes')).toBeNull()
    await user.type(name, ' (copy)')
    expect(await screen.findByText('Unsaved changes')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(writes).toHaveLength(1))
    expect(writes[0]!.options.body).toMatchObject({ name: `${savedReport.name} (copy)` })
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull())
    expect(name).toHaveValue(`${savedReport.name} (copy)`)
  })
})
