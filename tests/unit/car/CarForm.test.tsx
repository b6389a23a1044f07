import { i18n } from '@lingui/core'
import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { carCalls } from '@shared/contract/car'
import type { Endpoint } from '@shared/contract/types'
import { setTranslator } from '@shared/i18n'
import { apiClient } from '@app/api/client'
import { carKeys } from '@app/features/car/api'
import { CarFormPage } from '@app/features/car/CarFormPage'
import { toast } from '@app/ui/Toast'
import { installTranslator } from '@app/shell/translator'
import { assignedCar, carHistory, carOptions, closedCar, draftCar, lookupPeople, manualContents } from '../../../stories/fixtures/carForm'
import { invalidAnswer, renderPage } from '../account/pageShell'
import { httpError } from '../session/fixtures'

// Typing through react-aria's fields takes its time on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

type Options = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: Record<string, unknown> }
type Car = typeof draftCar

/** Answers the page's reads; `write` answers (or refuses) the writes, and records them. */
function serve(
  write: (entry: Endpoint, options: Options) => unknown = () => {
    throw new Error('no write expected')
  },
  first?: Car,
) {
  const writes: { entry: Endpoint; options: Options }[] = []
  // The CAR as stored: what the last write answered.
  let stored = first
  const request = vi.spyOn(apiClient, 'request').mockImplementation((async (entry: Endpoint, options: Options = {}) => {
    if (entry === carCalls.read && stored) return stored
    if (entry === carCalls.statusHistory) return carHistory
    if (entry === carCalls.uploadList) return []
    if (entry === carCalls.lookupUsers) return lookupPeople((options.query?.search as string | undefined) ?? null)
    if (entry.path === 'qpm/user/table_of_contents') return manualContents
    writes.push({ entry, options })
    const answer = write(entry, options)
    if (entry !== carCalls.comment) stored = answer as Car
    return answer
  }) as never)
  return { request, writes }
}

function renderCar(car: Car | undefined, locale: 'en' | 'fr' = 'en') {
  const queries: [readonly unknown[], unknown][] = [[carKeys.options(), carOptions]]
  if (car) queries.push([carKeys.record(car.id), car])
  return renderPage(<CarFormPage id={car?.id} />, {
    path: car ? `/freight/pages/car/car/${car.id}` : '/freight/pages/car/car',
    signedIn: true,
    queries,
    locale,
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

const field = (name: RegExp) => screen.getByRole('textbox', { name })

describe('the CAR form’s rules', () => {
  it('marks the title and the due date as required without calling the server', async () => {
    const { writes } = serve()
    const { user } = renderCar(undefined)
    await user.click(await screen.findByRole('button', { name: 'Save draft' }))
    await waitFor(() => expect(field(/^Title/)).toHaveAttribute('aria-invalid', 'true'))
    expect(screen.getAllByText('Field is required').length).toBeGreaterThanOrEqual(2)
    expect(writes).toHaveLength(0)
  })

  it('says so in French', async () => {
    speakFrench()
    serve()
    const { user } = renderCar(undefined, 'fr')
    await user.click(await screen.findByRole('button', { name: 'Enregistrer le brouillon' }))
    await waitFor(() => expect(screen.getAllByText('Champ obligatoire').length).toBeGreaterThanOrEqual(2))
  })

  it.each([
    ['en', 'Save', 'Due date cannot be before the requested date'],
    ['fr', 'Enregistrer', 'La date d’échéance ne peut pas précéder la date de la demande'],
  ] as const)('in %s, puts the due-date rule on the due date', async (locale, save, message) => {
    if (locale === 'fr') speakFrench()
    const { writes } = serve()
    const { user } = renderCar({ ...draftCar, requested_date: '2026-03-10', due_date: '2026-03-01' }, locale)
    await user.click(await screen.findByRole('button', { name: save }))
    await screen.findByText(message)
    // The message is the due date's own: the field is invalid and described by it.
    const due = screen.getByRole('group', { name: locale === 'en' ? /^Due date/ : /^Échéance/ })
    await waitFor(() => expect(due).toHaveAccessibleDescription(expect.stringContaining(message)))
    expect(screen.getAllByText(message)).toHaveLength(1)
    expect(writes).toHaveLength(0)
  })
})

describe('saving', () => {
  it('puts the server’s field refusals on their fields and keeps the text', async () => {
    serve(() => {
      throw invalidAnswer({ title: 'This title is already used by CAR-2026-0040' })
    })
    const { user } = renderCar(draftCar)
    const title = await screen.findByRole('textbox', { name: /^Title/ })
    await user.clear(title)
    await user.type(title, 'Crushed pallet')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'))
    expect(screen.getAllByText('This title is already used by CAR-2026-0040').length).toBeGreaterThan(0)
    expect(title).toHaveValue('Crushed pallet')
  })

  it('keeps what was typed after a failed save and offers to try again', async () => {
    let attempts = 0
    const { writes } = serve((entry, options) => {
      attempts += 1
      if (attempts === 1) throw httpError(500, { message: 'Unexpected error' })
      expect(entry).toBe(carCalls.update)
      return { ...draftCar, ...(options.body as object), version: 2, problem_type: draftCar.problem_type }
    }, draftCar)
    const { user } = renderCar(draftCar)
    const containment = await screen.findByRole('textbox', { name: /^Containment action/ })
    await user.type(containment, 'Hold the damaged pallets.')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Error saving CAR data')).toBeVisible()
    expect(screen.getByText('Error saving CAR data').closest('[role="alert"]')).not.toBeNull()
    expect(containment).toHaveValue('Hold the damaged pallets.')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(writes).toHaveLength(2))
    expect(writes[1]!.options).toMatchObject({ params: { id: 42 }, body: { containment_action: 'Hold the damaged pallets.', version: 1 } })
    await waitFor(() => expect(screen.queryByText('Error saving CAR data')).toBeNull())
  })

  it('says someone changed the CAR on a 409, and reloading keeps what was typed', async () => {
    serve(() => {
      throw httpError(409, { status: 409, message: 'This CAR was changed by someone else.' })
    })
    const { user, queryClient } = renderCar(draftCar)
    const corrective = await screen.findByRole('textbox', { name: /^Corrective action/ })
    await user.type(corrective, 'Retrain the dock crew.')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Someone changed this CAR')).toBeVisible()
    // Someone else changed the description meanwhile.
    const theirs = { ...draftCar, description: 'Updated by the terminal manager.', version: 2 }
    vi.spyOn(apiClient, 'request').mockImplementation((async (entry: Endpoint) => {
      if (entry === carCalls.read) return theirs
      if (entry === carCalls.statusHistory) return carHistory
      if (entry === carCalls.uploadList) return []
      throw new Error('unexpected call')
    }) as never)
    await user.click(screen.getByRole('button', { name: 'Reload the CAR, keeping my changes' }))
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue('Updated by the terminal manager.'))
    expect(corrective).toHaveValue('Retrain the dock crew.')
    expect(queryClient.getQueryData(carKeys.record(42))).toMatchObject({ version: 2 })
  })
})

describe('a flow step', () => {
  it('asks for the comment and the assignee before assigning', async () => {
    const { writes } = serve()
    const { user } = renderCar({ ...draftCar, status: 'Awaiting Assignment', editable: false, allowed_actions: ['assign'] })
    await user.click(await screen.findByRole('button', { name: 'Assign' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }))
    expect(await within(dialog).findByText('Enter a comment before approving, rejecting, assigning or submitting')).toBeVisible()
    expect(within(dialog).getByText('Select an assignee')).toBeVisible()
    expect(within(dialog).getByRole('textbox', { name: /^Comment/ })).toHaveAttribute('aria-invalid', 'true')
    expect(writes).toHaveLength(0)
  })

  it('asks for approver 1 when the CAR names none, and shows the server’s refusal on the field', async () => {
    const { writes } = serve(() => {
      throw invalidAnswer({ approver_id: 'You cannot self-approve your request.' })
    })
    const { user } = renderCar({ ...assignedCar, approver_1: null, approver_1_department: null, approver_1_title: null, editable: false })
    await user.click(await screen.findByRole('button', { name: 'Submit to Approver 1' }))
    const dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByRole('textbox', { name: /^Comment/ }), 'Actions done, please review.')
    await user.click(within(dialog).getByRole('button', { name: 'Submit to Approver 1' }))
    expect(await within(dialog).findByText('Select approver 1')).toBeVisible()
    expect(writes).toHaveLength(0)
    const picker = within(dialog).getByRole('combobox', { name: /^Approver 1/ })
    await user.type(picker, 'employ')
    await user.click(await screen.findByRole('option', { name: 'Emma Employee (employee)' }))
    await user.click(within(dialog).getByRole('button', { name: 'Submit to Approver 1' }))
    await waitFor(() => expect(writes).toHaveLength(1))
    expect(writes[0]!.options.body).toMatchObject({ action: 'submit_to_approver_1', approver_id: 6, comment: 'Actions done, please review.', version: 3 })
    expect(await within(dialog).findByText('You cannot self-approve your request.')).toBeVisible()
    expect(picker).toHaveAttribute('aria-invalid', 'true')
  })

  it('saves the form’s changes before the step', async () => {
    const { writes } = serve((entry, options) => {
      if (entry === carCalls.update) return { ...assignedCar, ...(options.body as object), problem_type: draftCar.problem_type, root_cause: assignedCar.root_cause, version: 4 }
      return { ...assignedCar, status: 'Awaiting Approver 1', version: 5, editable: false, allowed_actions: [] }
    }, assignedCar)
    const { user } = renderCar(assignedCar)
    await user.type(await screen.findByRole('textbox', { name: /^Preventive action/ }), 'Add the flag to the checklist.')
    await user.click(screen.getByRole('button', { name: 'Submit to Approver 1' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Your changes to the form are saved first.')).toBeVisible()
    await user.type(within(dialog).getByRole('textbox', { name: /^Comment/ }), 'Ready for review.')
    await user.click(within(dialog).getByRole('button', { name: 'Submit to Approver 1' }))
    await waitFor(() => expect(writes).toHaveLength(2))
    expect(writes[0]!.entry).toBe(carCalls.update)
    expect(writes[0]!.options.body).toMatchObject({ preventive_action: 'Add the flag to the checklist.', version: 3 })
    expect(writes[1]!.entry).toBe(carCalls.action)
    expect(writes[1]!.options.body).toMatchObject({ action: 'submit_to_approver_1', version: 4 })
  })
})

describe('the assignee’s part', () => {
  it('leaves the root cause, the actions and the approvers open, and shows the rest without letting it change', async () => {
    renderCar({ ...assignedCar, edit_scope: 'work' })
    expect(await screen.findByText(/While this CAR is with you/)).toBeVisible()
    expect(screen.getByRole('textbox', { name: /^Title/ })).toBeDisabled()
    expect(screen.getByRole('textbox', { name: /^Probill number/ })).toBeDisabled()
    expect(screen.getByRole('textbox', { name: /^Containment action/ })).toBeEnabled()
    expect(screen.getByRole('textbox', { name: /^Root cause statement/ })).toBeEnabled()
  })

  it('is all open to whoever may change the whole CAR', async () => {
    renderCar({ ...assignedCar, edit_scope: 'all' })
    expect(await screen.findByRole('textbox', { name: /^Title/ })).toBeEnabled()
    expect(screen.queryByText(/While this CAR is with you/)).toBeNull()
  })
})

describe('a closed CAR', () => {
  it('is shown as text, with no field and no save', async () => {
    serve()
    renderCar(closedCar)
    expect(await screen.findByRole('heading', { level: 1, name: `${closedCar.car_number}: ${closedCar.title}` })).toBeVisible()
    expect(screen.queryByRole('textbox', { name: /^Title/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
    expect(screen.getByText('Flag fragile freight on the load plan and train the dock crew.')).toBeVisible()
    expect(screen.getByText('Closed on time')).toBeVisible()
    expect(screen.getByText('No crushed pallet reported at the dock since.')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Download report' })).toBeVisible()
  })
})

describe('the files of a closed CAR', () => {
  const pending = (username: string) => ({
    ...closedCar,
    effectiveness: { ...closedCar.effectiveness!, rating: null, notes: null, checked_at: null, checker: { id: 9, username, name: 'Chris Morin' } },
  })

  it('take effectiveness evidence from its pending checker only', async () => {
    serve()
    renderCar(pending('customer'))
    const evidence = await screen.findByRole('region', { name: 'Effectiveness' })
    expect(within(evidence).getByRole('button', { name: /Choose files/ })).toBeVisible()
    expect(within(screen.getByRole('region', { name: 'Corrective action' })).queryByRole('button', { name: /Choose files/ })).toBeNull()
  })

  it('take nothing from anyone else', async () => {
    serve()
    renderCar(pending('approver'))
    const evidence = await screen.findByRole('region', { name: 'Effectiveness' })
    expect(within(evidence).queryByRole('button', { name: /Choose files/ })).toBeNull()
  })
})

describe('the five whys', () => {
  it('are added and removed with the keyboard, the focus following', async () => {
    serve()
    const { user } = renderCar(undefined)
    const first = await screen.findByRole('textbox', { name: /^Why 1/ })
    await user.click(first)
    await user.keyboard('Stacked under heavy freight')
    // Tab past the first step's remove button to the add button.
    await user.tab()
    expect(screen.getByRole('button', { name: 'Remove why 1' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Add a why' })).toHaveFocus()
    await user.keyboard('{Enter}')
    const second = await screen.findByRole('textbox', { name: /^Why 2/ })
    await waitFor(() => expect(second).toHaveFocus())
    await user.keyboard('No fragile flag on the load plan')
    for (let step = 3; step <= 5; step += 1) {
      screen.getByRole('button', { name: 'Add a why' }).focus()
      await user.keyboard('{Enter}')
      await waitFor(() => expect(screen.getByRole('textbox', { name: new RegExp(`^Why ${step}`) })).toHaveFocus())
    }
    expect(screen.getByRole('button', { name: 'Five whys asked' })).toBeDisabled()
    screen.getByRole('button', { name: 'Remove why 2' }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Why 1/ })).toHaveFocus())
    expect(screen.getAllByRole('textbox', { name: /^Why \d/ })).toHaveLength(4)
    expect(screen.getByRole('textbox', { name: /^Why 1/ })).toHaveValue('Stacked under heavy freight')
    expect(screen.getByRole('textbox', { name: /^Why 2/ })).toHaveValue('')
  })
})

describe('leaving the page', () => {
  it('with unsaved changes asks first, and staying keeps the text', async () => {
    serve()
    const { user, router } = renderCar(draftCar)
    const preventive = await screen.findByRole('textbox', { name: /^Preventive action/ })
    await user.type(preventive, 'Check the load plans.')
    void router.navigate({ href: '/freight/pages/car/car_list' })
    const question = await screen.findByRole('alertdialog', { name: 'Leave without saving?' })
    await user.click(within(question).getByRole('button', { name: 'Stay' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(router.state.location.pathname).toBe('/freight/pages/car/car/42')
    expect(screen.getByRole('textbox', { name: /^Preventive action/ })).toHaveValue('Check the load plans.')
  })
})
