import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EmailField } from '@app/ui/EmailField'
import { renderWithProviders } from '../render'

describe('EmailField', () => {
  it('is an e-mail input with autocomplete', () => {
    renderWithProviders(<EmailField label="E-mail" required={false} maxLength={100} />)
    const input = screen.getByRole('textbox', { name: 'E-mail' })
    expect(input).toHaveAttribute('type', 'email')
    expect(input).toHaveAttribute('autocomplete', 'email')
  })

  it.each([
    ['ops@carrier.example', null],
    ['not-an-address', 'Invalid email address'],
    ['two@at@signs.example', 'Invalid email address'],
  ])('checks %s', async (typed, message) => {
    const { user } = renderWithProviders(<EmailField label="E-mail" required={false} maxLength={100} />)
    const input = screen.getByRole('textbox', { name: 'E-mail' })
    await user.type(input, typed)
    await user.tab()
    if (message) expect(input).toHaveAccessibleDescription(message)
    else expect(input).not.toHaveAttribute('aria-invalid')
  })
})
