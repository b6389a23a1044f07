import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fixtureClient } from '../../../stories/grid/fixtures'
import { pageCalls, renderGrid, rowsOf, serverColumns } from './helpers'

const sent = (client: ReturnType<typeof fixtureClient>, key: string) =>
  pageCalls(client)
    .map((query) => query.find(([name]) => name === key)?.[1])
    .filter((value) => value !== undefined)

async function openAdvancedSearch(user: ReturnType<typeof renderGrid>['user']) {
  await waitFor(() => expect(rowsOf()).toHaveLength(20))
  const button = screen.getByRole('button', { name: 'Advanced search' })
  button.focus()
  await user.keyboard('{Enter}')
  return screen.findByRole('group', { name: 'Advanced search' }, { timeout: 15_000 })
}

describe('advanced search filters', { timeout: 60_000 }, () => {
  it("starts Status on 'One of' when the server says `in`, and picks several values from the keyboard", async () => {
    const client = fixtureClient({ columns: serverColumns, filters: true })
    const { user } = renderGrid({ columns: undefined }, client)
    const panel = await openAdvancedSearch(user)
    expect(within(panel).getByRole('button', { name: /Status: condition/ })).toHaveTextContent('One of')
    const picker = within(panel).getByRole('button', { name: 'Any Status' })
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

  it("says 'Value must be number' on a number comparison and sends nothing until it is one", async () => {
    const client = fixtureClient({ filters: true })
    const { user } = renderGrid({}, client)
    const panel = await openAdvancedSearch(user)
    const condition = within(panel).getByRole('button', { name: /Pieces: condition/ })
    condition.focus()
    await user.keyboard('{ArrowDown}')
    const list = await screen.findByRole('listbox')
    await user.click(within(list).getByRole('option', { name: 'Greater than' }))
    await waitFor(() => expect(condition).toHaveTextContent('Greater than'))
    const field = within(panel).getByRole('textbox', { name: 'Pieces' })
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
})
