import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ComboBox } from '@app/ui/ComboBox'
import { renderWithProviders } from '../render'

const provinces = [
  { id: 'ON', label: 'Ontario' },
  { id: 'QC', label: 'Quebec' },
  { id: 'NS', label: 'Nova Scotia' },
  { id: 'NB', label: 'New Brunswick' },
]

describe('ComboBox', () => {
  it('filters as the user types and chooses with arrows and Enter', async () => {
    const onChange = vi.fn()
    const { user } = renderWithProviders(<ComboBox label="Province" required={false} options={provinces} onChange={onChange} />)
    const input = screen.getByRole('combobox', { name: 'Province' })
    await user.type(input, 'n')
    const listbox = screen.getByRole('listbox')
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Ontario', 'Nova Scotia', 'New Brunswick'])
    await user.type(input, 'ew')
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['New Brunswick'])
    await user.keyboard('{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenLastCalledWith('NB')
    expect(input).toHaveValue('New Brunswick')
  })

  it('closes on Escape and keeps focus in the input', async () => {
    const { user } = renderWithProviders(<ComboBox label="Province" required={false} options={provinces} />)
    const input = screen.getByRole('combobox', { name: 'Province' })
    await user.type(input, 'o')
    expect(screen.getByRole('listbox')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(input).toHaveFocus()
  })

  it('opens the whole list from its button', async () => {
    const { user } = renderWithProviders(<ComboBox label="Province" required={false} options={provinces} />)
    await user.click(screen.getByRole('button'))
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(4)
  })

  it("says 'Field is required' when a required value is left empty", async () => {
    const { user } = renderWithProviders(<ComboBox label="Province" required options={provinces} defaultValue="ON" />)
    const input = screen.getByRole('combobox', { name: /Province/ })
    await user.clear(input)
    await user.tab()
    await user.tab()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Field is required')
  })
})
