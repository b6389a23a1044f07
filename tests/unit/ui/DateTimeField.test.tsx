import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DateTimeField } from '@app/ui/DateTimeField'
import { renderWithProviders } from '../render'

const segmentsOf = (name: RegExp | string) =>
  within(screen.getByRole('group', { name })).getAllByRole('spinbutton')

const shownText = (name: RegExp | string) =>
  screen.getByRole('group', { name }).textContent?.replace(/[\u2066-\u2069\u200e\u200f]/g, '')

describe('DateTimeField', () => {
  it('lays the value out as YYYY-MM-DD HH:mm on a 24-hour clock', () => {
    renderWithProviders(<DateTimeField label="Pickup" required={false} defaultValue="2024-03-05 18:45" />)
    expect(shownText('Pickup')).toBe('2024-03-05 18:45')
  })

  it('keeps the mask in French', () => {
    renderWithProviders(<DateTimeField label="Pickup" required={false} defaultValue="2024-03-05 18:45" />, { locale: 'fr' })
    expect(shownText('Pickup')).toBe('2024-03-05 18:45')
  })

  it("reports 'YYYY-MM-DD HH:mm'", async () => {
    const onChange = vi.fn()
    const { user } = renderWithProviders(<DateTimeField label="Pickup" required={false} onChange={onChange} />)
    await user.click(segmentsOf('Pickup')[0]!)
    await user.keyboard('202403051905')
    expect(onChange).toHaveBeenLastCalledWith('2024-03-05 19:05')
  })
})

describe('DateTimeField rules', () => {
  it("says 'Field is required' when a required value is cleared", async () => {
    const { user } = renderWithProviders(<DateTimeField label="Pickup" required defaultValue="2024-03-05 18:45" />)
    await user.click(segmentsOf(/Pickup/)[4]!)
    await user.keyboard('{Backspace>20/}')
    await user.click(document.body)
    expect(await screen.findByText('Field is required')).toBeInTheDocument()
  })
})
