import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { NumberField } from '@app/ui/NumberField'
import { renderWithProviders } from '../render'

const input = (name: string | RegExp = 'Weight') => screen.getByRole('textbox', { name })

describe('NumberField', () => {
  it('reports the typed number on blur, null when emptied', async () => {
    const onChange = vi.fn()
    const { user } = renderWithProviders(<NumberField label="Weight" required={false} decimals={2} onChange={onChange} />)
    await user.type(input(), '12.5')
    await user.tab()
    expect(onChange).toHaveBeenLastCalledWith(12.5)
    await user.clear(input())
    await user.tab()
    expect(onChange).toHaveBeenLastCalledWith(null)
  })

  it('refuses letters', async () => {
    const { user } = renderWithProviders(<NumberField label="Weight" required={false} decimals={0} />)
    await user.type(input(), '1a2')
    expect(input()).toHaveValue('12')
  })

  it.each([
    { props: { decimals: 2 }, typed: '1.234', message: 'Number of decimal place allowed: 2' },
    { props: { decimals: 0 }, typed: '1.5', message: 'Number of decimal place allowed: 0' },
    { props: { decimals: 0, min: 5 }, typed: '4', message: 'Value must be greater or equal to: 5' },
    { props: { decimals: 0, max: 10 }, typed: '11', message: 'Value must be less than or equal to: 10' },
    { props: { decimals: 0, allowNegative: false }, typed: '-3', message: 'Negative value is not allowed' },
  ])('explains $message rather than changing the value', async ({ props, typed, message }) => {
    const { user } = renderWithProviders(<NumberField label="Weight" required={false} {...props} />)
    await user.type(input(), typed)
    await user.tab()
    expect(input()).toHaveAttribute('aria-invalid', 'true')
    expect(input()).toHaveAccessibleDescription(message)
  })

  it.each([
    { typed: '5', min: 5, max: 10 },
    { typed: '10', min: 5, max: 10 },
    { typed: '7.25', min: 5, max: 10 },
  ])('accepts $typed within $min and $max', async ({ typed, min, max }) => {
    const { user } = renderWithProviders(<NumberField label="Weight" required={false} decimals={2} min={min} max={max} />)
    await user.type(input(), typed)
    await user.tab()
    expect(input()).not.toHaveAttribute('aria-invalid')
  })

  it('steps with the arrow keys', async () => {
    const onChange = vi.fn()
    const { user } = renderWithProviders(<NumberField label="Pieces" required={false} decimals={0} defaultValue={3} onChange={onChange} />)
    await user.click(input('Pieces'))
    await user.keyboard('{ArrowUp}')
    expect(onChange).toHaveBeenLastCalledWith(4)
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(onChange).toHaveBeenLastCalledWith(2)
  })

  it("says 'Field is required' for an emptied required number", async () => {
    const { user } = renderWithProviders(<NumberField label="Pieces" required decimals={0} defaultValue={3} />)
    await user.clear(input(/Pieces/))
    await user.tab()
    expect(input(/Pieces/)).toHaveAccessibleDescription('Field is required')
  })

  it('throws when decimals are not declared (a developer error)', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const props = { label: 'Weight', required: true } as unknown as Parameters<typeof NumberField>[0]
    expect(() => renderWithProviders(<NumberField {...props} />)).toThrow(/decimals/)
    spy.mockRestore()
  })
})

describe('NumberField in French', () => {
  it('writes a decimal comma, and takes a typed point as one', async () => {
    const onChange = vi.fn()
    const { user } = renderWithProviders(<NumberField label="Poids" required={false} decimals={2} onChange={onChange} />, { locale: 'fr' })
    await user.type(input('Poids'), '12.')
    expect(input('Poids')).toHaveValue('12,')
    await user.tab()
    expect(onChange).toHaveBeenLastCalledWith(12)
    await user.clear(input('Poids'))
    await user.type(input('Poids'), '3,75')
    await user.tab()
    expect(onChange).toHaveBeenLastCalledWith(3.75)
  })

  it('refuses a point where no decimal is allowed, as any other character', async () => {
    const { user } = renderWithProviders(<NumberField label="Poids" required={false} decimals={0} />, { locale: 'fr' })
    await user.type(input('Poids'), '1.5')
    expect(input('Poids')).toHaveValue('15')
  })
})
