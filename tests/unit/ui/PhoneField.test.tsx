import { screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { applyPhoneMask, PhoneField, phoneDigits } from '@app/ui/PhoneField'
import { renderWithProviders } from '../render'

describe('phone mask', () => {
  it.each([
    ['', ''],
    ['5', '5'],
    ['514', '514'],
    ['5145', '514 5'],
    ['514555', '514 555'],
    ['5145551', '514 555 - 1'],
    ['5145551234', '514 555 - 1234'],
  ])('shows %s as %j', (digits, shown) => {
    expect(applyPhoneMask(digits)).toBe(shown)
  })

  it.each([
    ['(514) 555-1234', '5145551234'],
    ['514 555 - 12345', '5145551234'],
    ['abc', ''],
  ])('keeps the digits of %s', (typed, digits) => {
    expect(phoneDigits(typed)).toBe(digits)
  })
})

describe('PhoneField', () => {
  it('masks as the user types and stores 10 digits', async () => {
    const onChange = vi.fn()
    const { user } = renderWithProviders(<PhoneField label="Phone" required={false} onChange={onChange} />)
    const input = screen.getByRole('textbox', { name: 'Phone' })
    await user.type(input, '51455512349')
    expect(input).toHaveValue('514 555 - 1234')
    expect(onChange).toHaveBeenLastCalledWith('5145551234')
    expect(input).toHaveAttribute('type', 'tel')
  })

  it('ignores letters', async () => {
    const { user } = renderWithProviders(<PhoneField label="Phone" required={false} />)
    const input = screen.getByRole('textbox', { name: 'Phone' })
    await user.type(input, '5a1b4')
    expect(input).toHaveValue('514')
  })

  it('keeps the caret after an edit in the middle', async () => {
    function Controlled() {
      const [value, setValue] = useState('5145551234')
      return <PhoneField label="Phone" required={false} value={value} onChange={setValue} />
    }
    const { user } = renderWithProviders(<Controlled />)
    const input = screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement
    // Delete the '4' just before the first separator: the digits close up, the caret stays put.
    await user.click(input)
    input.setSelectionRange(3, 3)
    await user.keyboard('{Backspace}')
    expect(input).toHaveValue('515 551 - 234')
    expect(input.selectionStart).toBe(2)
  })

  it("asks for all 10 digits", async () => {
    const { user } = renderWithProviders(<PhoneField label="Phone" required={false} />)
    const input = screen.getByRole('textbox', { name: 'Phone' })
    await user.type(input, '514555')
    await user.tab()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Phone number must be 10 digits')
  })

  it("says 'Field is required' when a required phone is emptied", async () => {
    const { user } = renderWithProviders(<PhoneField label="Phone" required defaultValue="5145551234" />)
    const input = screen.getByRole('textbox', { name: /Phone/ })
    await user.clear(input)
    await user.tab()
    expect(input).toHaveAccessibleDescription('Field is required')
  })
})
