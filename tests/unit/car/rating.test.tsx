import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { carCalls } from '@shared/contract/car'
import { apiClient } from '@app/api/client'
import { EffectivenessPage } from '@app/features/car/EffectivenessPage'
import { RatingDialog } from '@app/features/car/RatingDialog'
import { defaultGridClient, type ListResponse } from '@app/grid'
import { toast } from '@app/ui/Toast'
import { renderPage } from '../account/pageShell'
import { httpError } from '../session/fixtures'
import { effectivenessList } from '../../../stories/fixtures/car'

vi.setConfig({ testTimeout: 30_000 })

afterEach(() => {
  vi.restoreAllMocks()
  act(() => toast.clear())
})

const check = { id: 7, car_number: 'CAR-2026-0038', title: 'Forklift struck a racking upright', due_date: '2026-11-29', rating: null }

const rated = { id: 7, due_date: '2026-11-29', checker: { id: 5, username: 'caradmin', name: 'Casey Caradmin' }, notes: null, checked_at: '2026-11-26' }

function renderDialog(answer: (options: { params: unknown; body: Record<string, unknown> }) => unknown = () => ({ ...rated, rating: 'effective' })) {
  const request = vi.spyOn(apiClient, 'request').mockImplementation((async (entry: unknown, options: never) => {
    if (entry === carCalls.effectivenessRate) return answer(options)
    throw new Error('No call expected')
  }) as never)
  const onOpenChange = vi.fn()
  const rendered = renderPage(<RatingDialog check={check} isOpen onOpenChange={onOpenChange} />, {
    path: '/freight/pages/car/effectiveness',
    signedIn: true,
  })
  return { ...rendered, request, onOpenChange }
}

describe('the rating dialog', () => {
  it('asks for a rating before saving, without calling the server', async () => {
    const { user, request } = renderDialog()
    const dialog = await screen.findByRole('dialog', { name: 'Rate the effectiveness of CAR-2026-0038' })
    await user.click(within(dialog).getByRole('button', { name: 'Save rating' }))
    const group = within(dialog).getByRole('radiogroup', { name: /Were the actions effective/ })
    expect(within(group).getByText('Field is required')).toBeVisible()
    expect(request).not.toHaveBeenCalled()
  })

  it('is used with the keyboard alone: the arrow keys choose, "not effective" warns that the CAR reopens, Enter saves', async () => {
    const positive = vi.spyOn(toast, 'positive')
    const { user, request, onOpenChange } = renderDialog(({ body }) => ({ ...rated, rating: body.rating, notes: body.notes }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).queryByText(/reopens CAR-2026-0038/)).toBeNull()
    // Focus starts in the dialog; Tab passes its Close button and reaches the choices.
    await user.tab()
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus()
    await user.tab()
    expect(within(dialog).getByRole('radio', { name: 'Effective' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(within(dialog).getByRole('radio', { name: 'Partly effective' })).toBeChecked()
    expect(within(dialog).queryByText(/reopens CAR-2026-0038/)).toBeNull()
    await user.keyboard('{ArrowDown}')
    expect(within(dialog).getByRole('radio', { name: 'Not effective' })).toBeChecked()
    expect(within(dialog).getByText(/Not effective reopens CAR-2026-0038: it goes back to its assignee/)).toBeVisible()
    await user.tab()
    expect(within(dialog).getByRole('textbox', { name: 'Notes' })).toHaveFocus()
    await user.keyboard('The crushing came back within a month.')
    await user.tab()
    await user.tab()
    expect(within(dialog).getByRole('button', { name: 'Save rating' })).toHaveFocus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(request).toHaveBeenCalledOnce())
    expect(request).toHaveBeenCalledWith(carCalls.effectivenessRate, {
      params: { id: 7 },
      body: { rating: 'not_effective', notes: 'The crushing came back within a month.' },
    })
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(positive).toHaveBeenCalledWith('CAR-2026-0038 is rated not effective and goes back to its assignee.')
  })

  it('keeps the choice and says why when the server refuses', async () => {
    const { user, onOpenChange } = renderDialog(() => {
      throw httpError(403, { status: 403, message: 'Only the person named for this check may rate it.' })
    })
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('radio', { name: 'Effective' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save rating' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only the person named for this check may rate it.')
    expect(within(dialog).getByRole('radio', { name: 'Effective' })).toBeChecked()
    expect(onOpenChange).not.toHaveBeenCalled()
  })

  it('closes on Escape without saving', async () => {
    const { user, request, onOpenChange } = renderDialog()
    await screen.findByRole('dialog')
    await user.keyboard('{Escape}')
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(request).not.toHaveBeenCalled()
  })
})

describe('the effectiveness follow-up', () => {
  it('opens the rating dialog of a row from its Rate button, and links its CAR', async () => {
    vi.spyOn(apiClient, 'request').mockRejectedValue(new Error('No call expected'))
    vi.spyOn(defaultGridClient, 'loadPreference').mockResolvedValue({ record: 20, sep: 'horizontal', table: [], saved: false })
    const list = vi.spyOn(defaultGridClient, 'list').mockResolvedValue(effectivenessList() as ListResponse)
    const { user } = renderPage(<EffectivenessPage quick="pending" onQuickChange={() => {}} />, {
      path: '/freight/pages/car/effectiveness',
      signedIn: true,
    })
    const link = await screen.findByRole('link', { name: 'CAR-2026-0037' }, { timeout: 10_000 })
    expect(link).toHaveAttribute('href', '/freight/pages/car/car/37')
    expect(list.mock.calls[0]?.[1]).toContainEqual(['quick', 'pending'])
    const row = link.closest('[role="row"]') as HTMLElement
    expect(within(row).getByText('Overdue')).toBeVisible()
    await user.click(within(row).getByRole('button', { name: 'Rate…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Rate the effectiveness of CAR-2026-0037' })
    expect(within(dialog).getByText('Temperature log gap on a reefer. Check due 2026-11-15.')).toBeVisible()
    expect(within(dialog).getByRole('radio', { name: 'Effective' })).not.toBeChecked()
  })
})
