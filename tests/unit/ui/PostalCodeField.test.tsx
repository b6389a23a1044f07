import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PostalCodeField } from '@app/ui/PostalCodeField'
import { renderWithProviders } from '../render'

describe('PostalCodeField', () => {
  it('upper-cases as the user types', async () => {
    const onChange = vi.fn()
    const { user } = renderWithProviders(<PostalCodeField label="Postal code" required={false} maxLength={10} onChange={onChange} />)
    const input = screen.getByRole('textbox', { name: 'Postal code' })
    await user.type(input, 'h2x 1y4')
    expect(input).toHaveValue('H2X 1Y4')
    expect(onChange).toHaveBeenLastCalledWith('H2X 1Y4')
  })

  it.each([
    ['90210', true],
    ['90210-1234', true],
    ['h2x 1y4', true],
    ['H2X1Y4', true],
    ['m5v', true],
    ['9021', false],
    ['90210-12', false],
    ['D2X 1Y4', false],
  ])('accepts %s: %s', async (typed, valid) => {
    const { user } = renderWithProviders(<PostalCodeField label="Postal code" required={false} maxLength={10} />)
    const input = screen.getByRole('textbox', { name: 'Postal code' })
    await user.type(input, typed)
    await user.tab()
    if (valid) expect(input).not.toHaveAttribute('aria-invalid')
    else expect(input).toHaveAccessibleDescription('Invalid Postal/Zip Code')
  })
})
