import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PasswordField } from '@app/ui/PasswordField'
import { renderWithProviders } from '../render'

describe('PasswordField', () => {
  it('hides the characters until asked', async () => {
    const { user } = renderWithProviders(<PasswordField label="Password" required maxLength={100} />)
    const input = screen.getByLabelText(/^Password/, { selector: 'input' })
    expect(input).toHaveAttribute('type', 'password')
    expect(input).toHaveAttribute('autocomplete', 'current-password')
    const toggle = screen.getByRole('button', { name: 'Show password' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await user.click(toggle)
    expect(input).toHaveAttribute('type', 'text')
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
  })

  it.each(['{Enter}', ' '])('toggles from the keyboard after the input in Tab order (%s)', async (key) => {
    const { user } = renderWithProviders(<PasswordField label="Password" required={false} maxLength={100} />)
    await user.tab()
    const input = screen.getByLabelText('Password', { selector: 'input' })
    expect(input).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus()
    await user.keyboard(key)
    expect(input).toHaveAttribute('type', 'text')
  })

  it('uses new-password when choosing one', () => {
    renderWithProviders(<PasswordField label="New password" required maxLength={100} autoComplete="new-password" />)
    expect(screen.getByLabelText(/New password/, { selector: 'input' })).toHaveAttribute('autocomplete', 'new-password')
  })

  it('disables the toggle with the field', () => {
    renderWithProviders(<PasswordField label="Password" required maxLength={100} isDisabled />)
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled()
  })
})
