import { act, screen, waitFor, within } from '@testing-library/react'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// Pages with the grid and a dialog take their time on a busy machine.
vi.setConfig({ testTimeout: 30_000 })
import { qpmAuthoring } from '@shared/contract/qpm-authoring'
import { apiClient } from '@app/api/client'
import { defaultGridClient, type ListResponse } from '@app/grid'
import { DelegationsPage } from '@app/features/authoring/lists/DelegationsPage'
import { WorkListPage } from '@app/features/authoring/lists/WorkListPage'
import { workListKeys } from '@app/features/authoring/lists/api'
import { delegationFormSchema } from '@app/features/authoring/lists/schemas'
import { toast } from '@app/ui/Toast'
import { invalidAnswer, renderPage } from '../account/pageShell'
import { httpError } from '../session/fixtures'
import {
  approverDelegations,
  approverOptions,
  LISTS_TODAY,
  publishReadyRows,
  reviewList,
  reviewRows,
  stagingList,
  workflowRows,
} from '../../../stories/fixtures/authoringLists'

/** The grid's calls: the list answers `lists[path]`, preferences are the defaults. */
function gridAnswers(lists: Record<string, unknown>) {
  vi.spyOn(defaultGridClient, 'loadPreference').mockResolvedValue({ record: 20, sep: 'horizontal', table: [], saved: false })
  return vi.spyOn(defaultGridClient, 'list').mockImplementation(async (path) => {
    const answer = lists[path]
    if (!answer) throw new Error(`No list at ${path}`)
    return answer as ListResponse
  })
}

beforeEach(() => {
  vi.spyOn(apiClient, 'request').mockRejectedValue(new Error('No call expected'))
})

afterEach(() => {
  vi.restoreAllMocks()
  act(() => toast.clear())
})

describe('the workflow list', () => {
  it('links each draft waiting for me to its page, shows its state as a badge with text, and offers delegation', async () => {
    gridAnswers({ [qpmAuthoring.viewWorkflow.path]: stagingList(workflowRows) })
    renderPage(<WorkListPage list="workflow" />, { path: '/freight/pages/authoring/workflow', signedIn: true })
    const link = await screen.findByRole('link', { name: 'Quality policy' }, { timeout: 10_000 })
    expect(link).toHaveAttribute('href', '/freight/pages/authoring/document/13/41')
    const row = link.closest('[role="row"]') as HTMLElement
    expect(within(row).getByText('In Review')).toBeVisible()
    expect(within(row).getByText('English')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Delegate my approvals…' })).toHaveAttribute('href', '/freight/pages/authoring/delegation')
    // A list without an action offers no selection.
    expect(screen.queryByRole('button', { name: /selected/ })).toBeNull()
  })

  it('says when nothing waits', async () => {
    gridAnswers({ [qpmAuthoring.viewWorkflow.path]: stagingList([]) })
    renderPage(<WorkListPage list="workflow" />, { path: '/freight/pages/authoring/workflow', signedIn: true })
    expect(await screen.findByRole('heading', { name: 'Nothing waits for you' })).toBeVisible()
  })
})

describe('the review due list', () => {
  it('writes out which reviews are overdue and which are due soon', async () => {
    gridAnswers({ [qpmAuthoring.viewReviewDue.path]: reviewList(reviewRows) })
    renderPage(<WorkListPage list="review_due" />, { path: '/freight/pages/authoring/review_due', signedIn: true })
    const overdue = (await screen.findByRole('link', { name: 'Forklift safety' })).closest('[role="row"]') as HTMLElement
    expect(within(overdue).getByText('Overdue')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Forklift safety' })).toHaveAttribute('href', '/freight/pages/authoring/document/21')
    const soon = screen.getByRole('link', { name: 'Dock door inspection' }).closest('[role="row"]') as HTMLElement
    expect(within(soon).getByText('Due soon')).toBeVisible()
  })
})

describe('publishing from the publish ready list', () => {
  it('asks for the kind of change, puts the server’s word on the date field, then publishes as significant', async () => {
    gridAnswers({ [qpmAuthoring.viewPublishReady.path]: stagingList(publishReadyRows) })
    const positive = vi.spyOn(toast, 'positive')
    const sent: unknown[] = []
    let refuse = true
    vi.spyOn(apiClient, 'request').mockImplementation((async (entry: unknown, options: { body?: unknown }) => {
      if (entry !== qpmAuthoring.publish) throw new Error('Unexpected call')
      sent.push(options.body)
      if (refuse) {
        refuse = false
        throw invalidAnswer({ effective_date: 'The effective date is refused.' })
      }
      return { node_id: 17, revision: { id: 9, number: 3, lang: 'en', effective_date: LISTS_TODAY, significant: true, content_hash: 'x' }, missing_translation: null }
    }) as never)
    const { user } = renderPage(<WorkListPage list="publish_ready" today={LISTS_TODAY} />, {
      path: '/freight/pages/authoring/publish_ready',
      signedIn: true,
    })
    const row = (await screen.findByRole('link', { name: 'Trailer inspection checklist' }, { timeout: 10_000 })).closest('[role="row"]') as HTMLElement
    await user.click(within(row).getByRole('button', { name: 'Publish…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Publish QP-005 Trailer inspection checklist (EN)' })
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }))
    // Nothing is sent while the kind of change is not chosen.
    expect(await within(dialog).findByText('Field is required')).toBeVisible()
    expect(sent).toHaveLength(0)

    await user.click(within(dialog).getByRole('radio', { name: /Significant change/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }))
    expect(await within(dialog).findByText('The effective date is refused.')).toBeVisible()
    expect(sent).toEqual([{ staging_id: 45, significant: true, effective_date: LISTS_TODAY, summary: undefined }])

    await user.click(within(dialog).getByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sent).toHaveLength(2)
    expect(positive).toHaveBeenCalledWith('QP-005 Trailer inspection checklist (EN) is published.')
  })

  it('publishes the selected drafts together and keeps those refused in the dialog with the reason', async () => {
    gridAnswers({ [qpmAuthoring.viewPublishReady.path]: stagingList(publishReadyRows) })
    const positive = vi.spyOn(toast, 'positive')
    const sent: number[] = []
    vi.spyOn(apiClient, 'request').mockImplementation((async (_entry: unknown, options: { body: { staging_id: number } }) => {
      sent.push(options.body.staging_id)
      if (options.body.staging_id === 46) throw httpError(409, { message: 'Only a Publish Ready draft can be published; this one is Published.' })
      return { node_id: 17, revision: { id: 9, number: 3, lang: 'en', effective_date: LISTS_TODAY, significant: false, content_hash: 'x' }, missing_translation: 'fr' }
    }) as never)
    const { user } = renderPage(<WorkListPage list="publish_ready" today={LISTS_TODAY} />, {
      path: '/freight/pages/authoring/publish_ready',
      signedIn: true,
    })
    await screen.findByRole('link', { name: 'Trailer inspection checklist' }, { timeout: 10_000 })
    const bulk = screen.getByRole('button', { name: 'Publish the selected drafts…' })
    expect(bulk).toBeDisabled()
    for (const checkbox of screen.getAllByRole('checkbox').slice(1)) await user.click(checkbox)
    expect(screen.getByText('2 selected')).toBeVisible()
    await user.click(bulk)
    const dialog = await screen.findByRole('dialog', { name: 'Publish 2 drafts' })
    await user.click(within(dialog).getByRole('radio', { name: /Minor change/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }))
    const failures = await within(dialog).findByRole('alert')
    expect(failures).toHaveTextContent('QP-006 Transbordement (FR): Only a Publish Ready draft can be published; this one is Published.')
    expect(positive).toHaveBeenCalledWith('QP-005 Trailer inspection checklist (EN) is published.')
    // The one published leaves the dialog's work; the refused one stays named in it, and is all a retry sends.
    expect(screen.getByRole('dialog', { name: 'Publish 2 drafts' })).toBeVisible()
    const left = within(dialog).getByRole('list', { name: 'Drafts to publish' })
    expect(within(left).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['QP-006 Transbordement (FR)'])
    sent.length = 0
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(sent).toEqual([46]))
  })
})

describe('delegations', () => {
  const today = () => LISTS_TODAY
  const schema = delegationFormSchema(today)
  const issues = (input: Record<string, unknown>) => {
    const result = v.safeParse(schema, input)
    return result.success ? {} : Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue), issue.message]))
  }

  it('refuses a range that ends before it starts, and dates in the past, on their fields', () => {
    expect(issues({ delegate_id: 1, starts_on: '2026-03-10', ends_on: '2026-03-05' })).toEqual({
      ends_on: 'The end date must be on or after the start date.',
    })
    expect(issues({ delegate_id: 1, starts_on: '2026-03-01', ends_on: '2026-03-01' })).toEqual({
      starts_on: 'The start date cannot be in the past.',
      ends_on: 'The end date cannot be in the past.',
    })
    expect(issues({ delegate_id: null, starts_on: '', ends_on: '2026-03-05' })).toMatchObject({
      delegate_id: 'Field is required',
      starts_on: 'Field is required',
    })
    expect(issues({ delegate_id: 1, starts_on: LISTS_TODAY, ends_on: LISTS_TODAY })).toEqual({})
  })

  it('lists my delegations and adds one, with the server’s refusal on the delegate field', async () => {
    const calls: unknown[] = []
    vi.spyOn(apiClient, 'request').mockImplementation((async (entry: unknown, options: { body?: unknown }) => {
      if (entry === qpmAuthoring.delegations) return approverDelegations
      if (entry === qpmAuthoring.delegationCreate) {
        calls.push(options.body)
        throw invalidAnswer({ delegate_id: 'This person has no manual workflow role.' })
      }
      throw new Error('Unexpected call')
    }) as never)
    const { user } = renderPage(<DelegationsPage today={LISTS_TODAY} />, {
      path: '/freight/pages/authoring/delegation',
      signedIn: true,
      queries: [[workListKeys.options(), approverOptions]],
    })
    const list = await screen.findByRole('list', { name: 'Delegations' }, { timeout: 10_000 })
    expect(within(list).getByText('Ada Admin acts for you from 2026-03-09 to 2026-03-16')).toBeVisible()
    expect(within(list).getByText('In effect today')).toBeVisible()

    const form = screen.getByRole('form', { name: 'Add a delegation' })
    await user.type(within(form).getByRole('combobox', { name: /Delegate/ }), 'Quinn')
    await user.click(await screen.findByRole('option', { name: 'Quinn Quality' }))
    const from = within(form).getByRole('group', { name: /From/ })
    const to = within(form).getByRole('group', { name: /To/ })
    await user.click(within(from).getAllByRole('spinbutton')[0]!)
    await user.keyboard('20260310')
    await user.click(within(to).getAllByRole('spinbutton')[0]!)
    await user.keyboard('20260305')
    await user.click(within(form).getByRole('button', { name: 'Add the delegation' }))
    expect(await within(form).findByText('The end date must be on or after the start date.')).toBeVisible()
    expect(calls).toHaveLength(0)

    await user.click(within(to).getAllByRole('spinbutton')[2]!)
    await user.keyboard('20')
    await user.click(within(form).getByRole('button', { name: 'Add the delegation' }))
    expect(await within(form).findByText('This person has no manual workflow role.')).toBeVisible()
    expect(calls).toEqual([{ delegate_id: 7, starts_on: '2026-03-10', ends_on: '2026-03-20' }])
  })
})
