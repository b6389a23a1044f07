import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pushreports } from '@shared/contract/pushreports'
import type { Endpoint } from '@shared/contract/types'
import { apiClient } from '@app/api/client'
import { pushReportKeys } from '@app/features/pushreports/api'
import { PushReportListPage } from '@app/features/pushreports/PushReportListPage'
import type { PushReportList } from '@app/features/pushreports/lists'
import { RepositoryPage, RunDetailsPage } from '@app/features/pushreports/RepositoryPage'
import { UnsubscribePage } from '@app/features/pushreports/UnsubscribePage'
import { defaultGridClient, type ListResponse } from '@app/grid'
import { toast } from '@app/ui/Toast'
import {
  allPushReportRows,
  failedRun,
  processedRun,
  pushReportList,
  pushReportRunList,
  savedReport,
  unsubscribed,
} from '../../../stories/fixtures/pushreports'
import { renderPage } from '../account/pageShell'
import { httpError, profile } from '../session/fixtures'

vi.setConfig({ testTimeout: 30_000 })

type Options = { params?: Record<string, unknown>; body?: Record<string, unknown> }

/** The grid's list calls: the report lists and the repository; each call's path and query are kept. */
function gridAnswers() {
  vi.spyOn(defaultGridClient, 'loadPreference').mockResolvedValue({ record: 20, sep: 'horizontal', table: [], saved: false })
  return vi.spyOn(defaultGridClient, 'list').mockImplementation(async (path) => {
    if (path === 'pushreport') return pushReportList() as ListResponse
    if (path === 'pushreport_all') return pushReportList(allPushReportRows) as ListResponse
    if (path === 'pushreportrepository/12') return pushReportRunList() as ListResponse
    throw new Error(`No list at ${path}`)
  })
}

let request: ReturnType<typeof vi.spyOn>
const calls: { entry: Endpoint; options: Options }[] = []

beforeEach(() => {
  calls.length = 0
  request = vi.spyOn(apiClient, 'request').mockImplementation((async (entry: Endpoint, options: Options = {}) => {
    calls.push({ entry, options })
    if (entry === pushreports.read) return savedReport
    if (entry === pushreports.run) return { ...processedRun, id: 109, status: 'New' }
    if (entry === pushreports.repositoryItem) return options.params?.id === 104 ? failedRun : processedRun
    if (entry === pushreports.unsubscribe) {
      if (options.body?.token === 'tampered') throw httpError(400, { status: 400, message: 'This unsubscribe link is not valid.' })
      return unsubscribed
    }
    throw new Error('No call expected')
  }) as never)
})

afterEach(() => {
  vi.restoreAllMocks()
  act(() => toast.clear())
})

function renderList({ cmid, list = 'mine', staff = false }: { cmid?: string; list?: PushReportList; staff?: boolean } = {}) {
  const onShowAll = vi.fn()
  const onListChange = vi.fn()
  const rendered = renderPage(<PushReportListPage cmid={cmid} list={list} onListChange={onListChange} onShowAll={onShowAll} />, {
    path: '/freight/pages/PUSHREPORT',
    signedIn: profile(staff ? { MT_TYPE: 'EMPLOYEE', MT_UID: 'employee' } : {}),
  })
  return { ...rendered, onShowAll, onListChange }
}

describe('the report list', () => {
  it('links each report to its form, and says each last run’s status and each state in words', async () => {
    const list = gridAnswers()
    renderList()
    const link = await screen.findByRole('link', { name: 'Delivered to Montréal' }, { timeout: 10_000 })
    expect(link).toHaveAttribute('href', '/freight/pages/PUSHREPORT_EDIT/12')
    expect(within(link.closest('[role="row"]') as HTMLElement).getByText('Processed')).toBeVisible()
    const invoices = screen.getByRole('link', { name: 'Open invoices, weekly' }).closest('[role="row"]') as HTMLElement
    expect(within(invoices).getByText('Incomplete')).toBeVisible()
    const claims = screen.getByRole('link', { name: 'Monthly claims summary' }).closest('[role="row"]') as HTMLElement
    expect(within(claims).getByText('Paused')).toBeVisible()
    expect(within(claims).getByText('Not run yet')).toBeInTheDocument()
    expect(list.mock.calls[0]?.[0]).toBe('pushreport')
    // A customer has their own reports only.
    expect(screen.queryByRole('radio', { name: 'All reports' })).toBeNull()
  })

  it('narrows to one page’s reports, says so, and offers all of mine', async () => {
    const list = gridAnswers()
    const { user, onShowAll } = renderList({ cmid: 'SHIPMENTS' })
    await screen.findByRole('link', { name: 'Delivered to Montréal' }, { timeout: 10_000 })
    expect(list.mock.calls[0]?.[1]).toContainEqual(['cmid', 'SHIPMENTS'])
    expect(screen.getByText('Reports that run the search of the page SHIPMENTS.')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Show all my reports' }))
    expect(onShowAll).toHaveBeenCalled()
  })

  it('gives staff every report of the company', async () => {
    const list = gridAnswers()
    const { user, onListChange } = renderList({ list: 'all', staff: true })
    await screen.findByRole('link', { name: 'Quebec lanes for the sales team' }, { timeout: 10_000 })
    expect(list.mock.calls[0]?.[0]).toBe('pushreport_all')
    expect(screen.getByRole('radio', { name: 'All reports' })).toBeChecked()
    await user.click(screen.getByRole('radio', { name: "Customers' reports" }))
    expect(onListChange).toHaveBeenCalledWith('customers')
  })

  it('runs a report now from its row', async () => {
    gridAnswers()
    const positive = vi.spyOn(toast, 'positive')
    const { user } = renderList()
    const link = await screen.findByRole('link', { name: 'Delivered to Montréal' }, { timeout: 10_000 })
    const row = link.closest('[role="row"]') as HTMLElement
    await user.click(within(row).getByRole('button', { name: 'Run now' }))
    await waitFor(() => expect(request).toHaveBeenCalledWith(pushreports.run, expect.objectContaining({ params: { id: 12 } })))
    await waitFor(() =>
      expect(positive).toHaveBeenCalledWith(
        'Delivered to Montréal is running. Its file appears in the repository when it is ready.',
        expect.anything(),
      ),
    )
  })
})

describe('the repository', () => {
  it('lists each run with its status in words, rows and size, and a download only where there is a file', async () => {
    gridAnswers()
    const download = vi.spyOn(apiClient, 'download').mockResolvedValue({ blob: new Blob(['x']), filename: 'run.csv', contentType: 'text/csv' })
    const { user } = renderPage(<RepositoryPage reportId={12} />, {
      path: '/freight/pages/PUSHREPORTR/12',
      signedIn: true,
      queries: [[pushReportKeys.report(12), savedReport]],
    })
    const run = await screen.findByRole('link', { name: '106' }, { timeout: 10_000 })
    expect(run).toHaveAttribute('href', '/freight/pages/PUSHREPORTR/12/106')
    const row = run.closest('[role="row"]') as HTMLElement
    expect(within(row).getByText('Processed')).toBeVisible()
    expect(within(row).getByText('42')).toBeVisible()
    expect(within(row).getByText(/^18(\.\d)? KB$/)).toBeVisible()
    for (const status of ['New', 'Queued', 'Void', 'Incomplete', 'Archived']) expect(screen.getByText(status)).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Download' })).toHaveLength(2)
    expect(screen.getByRole('heading', { level: 1, name: `Repository: ${savedReport.name}` })).toBeVisible()
    expect(screen.getByRole('link', { name: `Back to ${savedReport.name}` })).toHaveAttribute('href', '/freight/pages/PUSHREPORT_EDIT/12')
    await user.click(within(row).getByRole('button', { name: 'Download' }))
    await waitFor(() => expect(download).toHaveBeenCalledWith(pushreports.download, { params: { pushreport_id: 12, id: 106 } }))
  })

  it('shows a processed run’s file, recipients and e-mail', async () => {
    renderPage(<RunDetailsPage reportId={12} id={106} />, { path: '/freight/pages/PUSHREPORTR/12/106', signedIn: true })
    expect(await screen.findByRole('heading', { level: 1, name: 'Run 106 of Delivered to Montréal' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Download the file' })).toBeVisible()
    expect(screen.getByText('dispatch@client.example')).toBeVisible()
    expect(screen.getByText('Number 5312')).toBeVisible()
    expect(screen.getByText('Processed')).toBeVisible()
  })

  it('shows why a run failed, and no file', async () => {
    renderPage(<RunDetailsPage reportId={12} id={104} />, { path: '/freight/pages/PUSHREPORTR/12/104', signedIn: true })
    expect(await screen.findByRole('region', { name: 'Why the run failed' })).toHaveTextContent(failedRun.error!)
    expect(screen.getByText('Incomplete')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Download the file' })).toBeNull()
  })
})

describe('unsubscribe', () => {
  it('changes nothing until the button is pressed, then says what the server did', async () => {
    const { user } = renderPage(<UnsubscribePage company="freight" token="signed.token" />, { path: '/freight/unsubscribe?token=signed.token' })
    const button = await screen.findByRole('button', { name: 'Unsubscribe' })
    expect(calls).toHaveLength(0)
    await user.click(button)
    expect(await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible()
    expect(calls).toEqual([{ entry: pushreports.unsubscribe, options: expect.objectContaining({ body: { token: 'signed.token' } }) }])
    expect(screen.getByText(unsubscribed.message)).toBeVisible()
  })

  it('says when the link is refused or incomplete', async () => {
    const { user } = renderPage(<UnsubscribePage company="freight" token="tampered" />, { path: '/freight/unsubscribe?token=tampered' })
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.')
  })
})
