import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { carCalls } from '@shared/contract/car'
import { apiClient } from '@app/api/client'
import { CarAdminEditPage, CarAdminFormPage, CarAdminListPage } from '@app/features/car/AdminPages'
import { carKeys } from '@app/features/car/api'
import { defaultGridClient, type ListResponse } from '@app/grid'
import { toast } from '@app/ui/Toast'
import { renderPage } from '../account/pageShell'
import { httpError } from '../session/fixtures'
import { terminalList } from '../../../stories/fixtures/car'

vi.setConfig({ testTimeout: 30_000 })

type Answer = (entry: unknown, options: { params?: Record<string, unknown>; body?: Record<string, unknown> }) => unknown

function answering(answer: Answer) {
  return vi.spyOn(apiClient, 'request').mockImplementation((async (entry: unknown, options: never) => answer(entry, options)) as never)
}

afterEach(() => {
  vi.restoreAllMocks()
  act(() => toast.clear())
})

describe('a CAR admin list on the resource screens', () => {
  it('lists the terminals with their French names; Edit opens the record, Delete asks first and keeps one still in use with the reason', async () => {
    vi.spyOn(defaultGridClient, 'loadPreference').mockResolvedValue({ record: 20, sep: 'horizontal', table: [], saved: false })
    const list = vi.spyOn(defaultGridClient, 'list').mockResolvedValue(terminalList() as ListResponse)
    const negative = vi.spyOn(toast, 'negative')
    const request = answering((entry, options) => {
      if (entry === carCalls['car_terminal.remove']) {
        expect(options.params).toEqual({ id: 1 })
        throw httpError(409, { status: 409, code: 'IN_USE', message: 'Montréal is the terminal of 12 CARs.' })
      }
      throw new Error('unexpected call')
    })
    const { user, history } = renderPage(<CarAdminListPage resource="car_terminal" />, {
      path: '/freight/pages/car/admin/car_terminal',
      signedIn: true,
    })
    const quebec = (await screen.findByRole('gridcell', { name: 'Québec' }, { timeout: 10_000 })).closest('[role="row"]') as HTMLElement
    expect(within(quebec).getByText('Quebec City')).toBeVisible()
    expect(list.mock.calls[0]?.[0]).toBe(carCalls['car_terminal.list'].path)

    const montreal = screen.getByText('Montréal').closest('[role="row"]') as HTMLElement
    await user.click(within(montreal).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('The terminal "Montréal" is deleted for good.')
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(negative).toHaveBeenCalledWith('Montréal is the terminal of 12 CARs.'))
    expect(request).toHaveBeenCalledWith(carCalls['car_terminal.remove'], expect.anything())

    await user.click(within(quebec).getByRole('button', { name: 'Edit' }))
    await waitFor(() => expect(history.location.pathname).toBe('/freight/pages/car/admin/car_terminal/edit/3'))
  })
})

describe('a CAR admin form on the resource screens', () => {
  it('checks the contract’s rules on the fields without calling the server', async () => {
    const request = answering(() => {
      throw new Error('no call expected')
    })
    const { user } = renderPage(<CarAdminFormPage resource="car_terminal" />, { path: '/freight/pages/car/admin/car_terminal/add', signedIn: true })
    expect(await screen.findByRole('heading', { level: 1, name: 'Add terminal' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('Field is required')).toBeVisible()
    expect(screen.getByRole('textbox', { name: /^French name/ })).not.toHaveAttribute('aria-invalid', 'true')
    expect(request).not.toHaveBeenCalled()
  })

  it('creates a terminal with its French name, then goes back to the list', async () => {
    const positive = vi.spyOn(toast, 'positive')
    const request = answering((entry, options) => {
      if (entry === carCalls['car_terminal.create']) return { id: 9, name: 'Quebec City', name_fr: 'Québec', ...options.body }
      throw new Error('unexpected call')
    })
    const { user, history } = renderPage(<CarAdminFormPage resource="car_terminal" />, {
      path: '/freight/pages/car/admin/car_terminal/add',
      signedIn: true,
    })
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Quebec City')
    await user.type(screen.getByRole('textbox', { name: /^French name/ }), 'Québec')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(request).toHaveBeenCalledOnce())
    expect(request).toHaveBeenCalledWith(carCalls['car_terminal.create'], { body: { name: 'Quebec City', name_fr: 'Québec' } })
    await waitFor(() => expect(history.location.pathname).toBe('/freight/pages/car/admin/car_terminal'))
    expect(positive).toHaveBeenCalledWith('"Quebec City" saved.')
  })

  it('puts a name already used on its field, and keeps what was typed', async () => {
    answering((entry) => {
      if (entry === carCalls['car_source.create'])
        throw httpError(409, { status: 409, code: 'NAME_EXISTS', message: 'Name already exists', errors: { name_fr: 'Name already exists' } })
      throw new Error('unexpected call')
    })
    const { user } = renderPage(<CarAdminFormPage resource="car_source" />, { path: '/freight/pages/car/admin/car_source/add', signedIn: true })
    expect(await screen.findByRole('heading', { level: 1, name: 'Add source' })).toBeVisible()
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Customer complaint')
    await user.type(screen.getByRole('textbox', { name: /^French name/ }), 'Plainte')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const french = screen.getByRole('textbox', { name: /^French name/ })
    await waitFor(() => expect(french).toHaveAttribute('aria-invalid', 'true'))
    expect(french).toHaveAccessibleDescription(/Name already exists/)
    expect(french).toHaveValue('Plainte')
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Customer complaint')
  })

  it('reads a record for its edit page and sends the change to update', async () => {
    const request = answering((entry, options) => {
      if (entry === carCalls['car_department.update']) return { id: 4, ...options.body }
      // Saved, the record is read again.
      if (entry === carCalls['car_department.read']) return { id: 4, name: 'Dispatch', name_fr: 'Répartition' }
      throw new Error('unexpected call')
    })
    const { user } = renderPage(<CarAdminEditPage resource="car_department" id={4} />, {
      path: '/freight/pages/car/admin/car_department/edit/4',
      signedIn: true,
      queries: [[carKeys.adminRecord('car_department', 4), { id: 4, name: 'Dispatch', name_fr: null }]],
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit department Dispatch' })).toBeVisible()
    await user.type(screen.getByRole('textbox', { name: /^French name/ }), 'Répartition')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith(carCalls['car_department.update'], { params: { id: 4 }, body: { name: 'Dispatch', name_fr: 'Répartition' } }),
    )
  })

  it('says when the record cannot be read', async () => {
    answering(() => {
      throw httpError(403, { status: 403, message: 'You do not have access to the CAR lists.' })
    })
    renderPage(<CarAdminEditPage resource="car_root_cause" id={2} />, { path: '/freight/pages/car/admin/car_root_cause/edit/2', signedIn: true })
    expect(await screen.findByRole('heading', { name: 'This record could not be read' })).toBeVisible()
    expect(screen.getByText('You do not have access to the CAR lists.')).toBeVisible()
  })
})
