import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { encodeParam } from '@app/grid/urlParams'
import { fixtureClient } from '../../../stories/grid/fixtures'
import { at, pageCalls, renderGrid, rowsOf, serverColumns } from './helpers'

type User = ReturnType<typeof renderGrid>['user']

const sent = (client: ReturnType<typeof fixtureClient>, key: string) =>
  pageCalls(client)
    .map((query) => query.find(([name]) => name === key)?.[1])
    .filter((value) => value !== undefined)

const lastCall = (client: ReturnType<typeof fixtureClient>) => pageCalls(client).at(-1) ?? []

async function openAdvancedSearch(user: User) {
  await waitFor(() => expect(rowsOf()).toHaveLength(20))
  const button = screen.getByRole('button', { name: 'Advanced search' })
  button.focus()
  await user.keyboard('{Enter}')
  const panel = await screen.findByRole('group', { name: 'Advanced search' }, { timeout: 15_000 })
  expect(button).toHaveAttribute('aria-controls', panel.id)
  return panel
}

/** Chooses an option of the select that has focus, from the keyboard: the list opens, Enter picks. */
async function chooseFocused(user: User, option: string) {
  await user.keyboard('{ArrowDown}')
  const list = await screen.findByRole('listbox')
  const item = within(list).getByRole('option', { name: option })
  await user.click(item)
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
}

/** Adds a condition on a column from the keyboard: Add, then the column from the new line's list. */
async function addCondition(user: User, panel: HTMLElement, column: string) {
  const add = within(panel).getByRole('button', { name: 'Add condition' })
  add.focus()
  await user.keyboard('{Enter}')
  const last = () => within(panel).getAllByRole('group', { name: /^Condition \d+$/ }).at(-1) as HTMLElement
  // Focus lands on the new line's column, and stays on it once the column is chosen.
  await waitFor(() => expect(within(last()).getByRole('button', { name: /Column$/ })).toHaveFocus())
  await chooseFocused(user, column)
  const line = last()
  await waitFor(() => expect(within(line).getByRole('button', { name: new RegExp(`^${column} Column$`) })).toHaveFocus())
  return line
}

/** The options a select offers, opened by pointer and closed with Escape. */
async function optionsOf(user: User, button: HTMLElement) {
  button.focus()
  await user.keyboard('{ArrowDown}')
  const list = await screen.findByRole('listbox')
  const names = within(list)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '')
  await user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
  return names
}

describe('advanced search: a list of conditions', { timeout: 60_000 }, () => {
  it('starts with no conditions: two buttons rather than a control per column', async () => {
    const { user } = renderGrid()
    const panel = await openAdvancedSearch(user)
    expect(within(panel).getByText('No conditions. Add one to narrow the rows.')).toBeInTheDocument()
    expect(within(panel).getAllByRole('button').map((button) => button.textContent)).toEqual(['Add condition', 'Clear filters'])
    expect(within(panel).queryAllByRole('textbox')).toHaveLength(0)
  })

  it("starts Status on 'One of' when the server says `in`, and picks several values from the keyboard", async () => {
    const client = fixtureClient({ columns: serverColumns, filters: true })
    const { user } = renderGrid({ columns: undefined }, client)
    const panel = await openAdvancedSearch(user)
    const line = await addCondition(user, panel, 'Status')
    expect(line).toHaveAccessibleName('Condition 1')
    const operator = within(line).getByRole('button', { name: /Status: condition/ })
    expect(operator).toHaveTextContent('One of')
    // One control for the value: the picker, without a text box beside it.
    expect(within(line).queryByRole('textbox')).not.toBeInTheDocument()
    const picker = within(line).getByRole('button', { name: 'Any Status' })
    picker.focus()
    await user.keyboard('{ArrowDown}')
    const list = await screen.findByRole('listbox')
    expect(list).toHaveAttribute('aria-multiselectable', 'true')
    // Enter ticks the focused option and the list stays open for the next.
    await waitFor(() => expect(within(list).getByRole('option', { name: 'In Transit' })).toHaveFocus())
    await user.keyboard('{Enter}{ArrowDown}{Enter}')
    expect(within(list).getByRole('option', { name: 'In Transit' })).toHaveAttribute('aria-selected', 'true')
    expect(within(list).getByRole('option', { name: 'Delivered' })).toHaveAttribute('aria-selected', 'true')
    expect(within(list).getByRole('option', { name: 'Refused' })).toHaveAttribute('aria-selected', 'false')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
    expect(picker).toHaveTextContent(/In Transit.+Delivered/)
    await waitFor(() => expect(sent(client, 'status__in')).toContain('In Transit,Delivered'), { timeout: 3000 })
    await waitFor(() => expect(screen.getByText(/of 38$/)).toBeInTheDocument())
    for (const row of rowsOf()) expect(row.textContent).toMatch(/In Transit|Delivered/)
    expect(screen.getByRole('button', { name: 'Advanced search (1)' })).toBeInTheDocument()
  })

  it("offers each type's natural operator first: a date range for dates, equals for numbers, contains for text", async () => {
    const { user } = renderGrid()
    const panel = await openAdvancedSearch(user)
    const date = await addCondition(user, panel, 'Pickup date')
    const dateOperator = within(date).getByRole('button', { name: /Pickup date: condition/ })
    expect(dateOperator).toHaveTextContent('Date range')
    expect((await optionsOf(user, dateOperator))[0]).toBe('Date range')
    expect(within(date).getByRole('group', { name: 'Pickup date' })).toBeInTheDocument()

    const pieces = await addCondition(user, panel, 'Pieces')
    const piecesOperator = within(pieces).getByRole('button', { name: /Pieces: condition/ })
    expect(piecesOperator).toHaveTextContent('Equals')
    expect((await optionsOf(user, piecesOperator)).slice(0, 6)).toEqual([
      'Equals',
      'Does not equal',
      'Greater than',
      'Greater than or equal to',
      'Less than',
      'Less than or equal to',
    ])

    const shipper = await addCondition(user, panel, 'Shipper')
    expect(within(shipper).getByRole('button', { name: /Shipper: condition/ })).toHaveTextContent('Contains')
    expect(within(shipper).getByRole('textbox', { name: 'Shipper' })).toBeInTheDocument()
    // A boolean column has one operator, shown as text, and a yes/no choice.
    const appointment = await addCondition(user, panel, 'Appointment required')
    expect(within(appointment).queryByRole('button', { name: /: condition$/ })).not.toBeInTheDocument()
    expect(within(appointment).getByRole('radiogroup', { name: 'Appointment required' })).toBeInTheDocument()
  })

  it('sends each condition with its suffix, a changed operator keeping the typed value', async () => {
    const client = fixtureClient({ filters: true })
    const { user } = renderGrid({}, client)
    const panel = await openAdvancedSearch(user)
    const shipper = await addCondition(user, panel, 'Shipper')
    await user.click(within(shipper).getByRole('textbox', { name: 'Shipper' }))
    await user.keyboard('acme')
    await waitFor(() => expect(lastCall(client)).toContainEqual(['shipper__icontains', 'acme']), { timeout: 3000 })
    within(shipper).getByRole('button', { name: /Shipper: condition/ }).focus()
    await chooseFocused(user, 'Does not contain')
    expect(within(shipper).getByRole('textbox', { name: 'Shipper' })).toHaveValue('acme')
    await waitFor(() => expect(lastCall(client)).toContainEqual(['shipper__icontains!', 'acme']), { timeout: 3000 })
    expect(lastCall(client).some(([key]) => key === 'shipper__icontains')).toBe(false)

    await addCondition(user, panel, 'Appointment required')
    await waitFor(() => expect(lastCall(client)).toContainEqual(['appointment', 'Y']), { timeout: 3000 })
    expect(screen.getByRole('button', { name: 'Advanced search (2)' })).toBeInTheDocument()
  })

  it("says 'Value must be number' on a number comparison and sends nothing until it is one", async () => {
    const client = fixtureClient({ filters: true })
    const { user } = renderGrid({}, client)
    const panel = await openAdvancedSearch(user)
    const line = await addCondition(user, panel, 'Pieces')
    const condition = within(line).getByRole('button', { name: /Pieces: condition/ })
    condition.focus()
    await chooseFocused(user, 'Greater than')
    await waitFor(() => expect(condition).toHaveTextContent('Greater than'))
    const field = within(line).getByRole('textbox', { name: 'Pieces' })
    await user.click(field)
    await user.keyboard('abc')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription('Value must be number')
    // Past the debounce nothing went out with the bad value, and the rows stay.
    const before = client.calls.length
    await new Promise((resolve) => setTimeout(resolve, 800))
    expect(client.calls.length).toBe(before)
    expect(sent(client, 'pieces__gt')).toEqual([])
    expect(screen.queryByText('The rows could not be loaded')).not.toBeInTheDocument()
    await user.keyboard('{Control>}a{/Control}{Backspace}30')
    expect(field).not.toHaveAttribute('aria-invalid', 'true')
    await waitFor(() => expect(sent(client, 'pieces__gt')).toEqual(['30']), { timeout: 3000 })
    await waitFor(() => expect(screen.getByText(/of 14$/)).toBeInTheDocument())
  })

  it('offers a column to one condition only, and removes a condition with focus moving on', async () => {
    const client = fixtureClient({ filters: true })
    const { user } = renderGrid({}, client)
    const panel = await openAdvancedSearch(user)
    const first = await addCondition(user, panel, 'Appointment required')
    const second = await addCondition(user, panel, 'Shipper')
    const choices = await optionsOf(user, within(second).getByRole('button', { name: /Column$/ }))
    expect(choices).toContain('Shipper')
    expect(choices).not.toContain('Appointment required')
    await waitFor(() => expect(lastCall(client)).toContainEqual(['appointment', 'Y']), { timeout: 3000 })
    expect(screen.getByRole('button', { name: 'Advanced search (1)' })).toBeInTheDocument()

    const remove = within(first).getByRole('button', { name: 'Remove the condition on Appointment required' })
    remove.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(within(panel).getAllByRole('group', { name: /^Condition \d+$/ })).toHaveLength(1))
    // The next condition takes focus, now the first.
    const remaining = within(panel).getByRole('group', { name: 'Condition 1' })
    await waitFor(() => expect(within(remaining).getByRole('button', { name: /Column$/ })).toHaveFocus())
    // Nothing is filtered any more: the empty Shipper condition sends nothing.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Advanced search' })).toBeInTheDocument(), { timeout: 3000 })

    // The last one removed, focus goes to Add condition.
    within(remaining).getByRole('button', { name: 'Remove the condition on Shipper' }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Add condition' })).toHaveFocus())
    expect(within(panel).getByText('No conditions. Add one to narrow the rows.')).toBeInTheDocument()
  })

  it('a line being added can be removed before a column is chosen', async () => {
    const { user } = renderGrid()
    const panel = await openAdvancedSearch(user)
    within(panel).getByRole('button', { name: 'Add condition' }).focus()
    await user.keyboard('{Enter}')
    const line = within(panel).getByRole('group', { name: 'Condition 1' })
    expect(within(line).getByRole('button', { name: /Column$/ })).toHaveTextContent('Choose a column')
    within(line).getByRole('button', { name: 'Remove this condition' }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(within(panel).queryByRole('group', { name: 'Condition 1' })).not.toBeInTheDocument())
    expect(within(panel).getByRole('button', { name: 'Add condition' })).toHaveFocus()
  })

  it('shows the conditions kept in the address and sends them on the first request', async () => {
    const filters = [
      { column: 'shipper', operator: 'starts_with', value: 'acme' },
      { column: 'pickup_date', operator: 'date_range', preset: 'custom', start: '2026-06-01', end: '2026-06-10' },
    ]
    at(`/freight/pages/shipments?filters=${encodeURIComponent(encodeParam(filters, 'base64'))}`)
    try {
      const client = fixtureClient({ filters: true })
      renderGrid({ syncUrl: true }, client)
      const panel = await screen.findByRole('group', { name: 'Advanced search' }, { timeout: 15_000 })
      await waitFor(() => expect(pageCalls(client).length).toBeGreaterThan(0))
      expect(pageCalls(client)[0]).toEqual(
        expect.arrayContaining([
          ['shipper__istartswith', 'acme'],
          ['pickup_date__gte', '2026-06-01'],
          ['pickup_date__lt', '2026-06-11'],
        ]),
      )
      const lines = within(panel).getAllByRole('group', { name: /^Condition \d+$/ })
      expect(lines).toHaveLength(2)
      expect(within(lines[0] as HTMLElement).getByRole('button', { name: /Shipper: condition/ })).toHaveTextContent('Starts with')
      expect(within(lines[0] as HTMLElement).getByRole('textbox', { name: 'Shipper' })).toHaveValue('acme')
      expect(within(lines[1] as HTMLElement).getByRole('button', { name: /Pickup date: condition/ })).toHaveTextContent('Date range')
      expect(new URLSearchParams(window.location.search).get('filters')).toBeTruthy()
    } finally {
      at('/')
    }
  })
})
