import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CurrencyField } from '@app/ui/CurrencyField'
import { renderWithProviders } from '../render'

describe('CurrencyField', () => {
  it("shows '$' and cents by default", () => {
    renderWithProviders(<CurrencyField label="Declared value" required={false} defaultValue={1250.5} />)
    expect(screen.getByText('$')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Declared value' })).toHaveValue('1,250.50')
  })

  it('takes another prefix', () => {
    renderWithProviders(<CurrencyField label="Amount" required={false} prefix="CA$" />)
    expect(screen.getByText('CA$')).toBeInTheDocument()
  })

  it('allows 2 decimals unless told otherwise', async () => {
    const onChange = vi.fn()
    const { user } = renderWithProviders(<CurrencyField label="Amount" required={false} onChange={onChange} />)
    const input = screen.getByRole('textbox', { name: 'Amount' })
    await user.type(input, '9.999')
    await user.tab()
    expect(input).toHaveAccessibleDescription('Number of decimal place allowed: 2')
    await user.clear(input)
    await user.type(input, '9.99')
    await user.tab()
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(onChange).toHaveBeenLastCalledWith(9.99)
  })
})
