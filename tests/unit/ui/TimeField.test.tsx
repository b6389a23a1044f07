import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { TimeField } from '@app/ui/TimeField'
import { renderWithProviders } from '../render'

const segmentsOf = (name: RegExp | string) =>
  within(screen.getByRole('group', { name })).getAllByRole('spinbutton')

const shownText = (name: RegExp | string) =>
  screen.getByRole('group', { name }).textContent?.replace(/[\u2066-\u2069\u200e\u200f]/g, '')

describe('TimeField', () => {
  it.each(['en', 'fr'] as const)('shows HH:mm on a 24-hour clock in %s', (locale) => {
    renderWithProviders(<TimeField label="Closes at" required={false} defaultValue="17:30" />, { locale })
    expect(shownText('Closes at')).toBe('17:30')
  })

  it("reports 'HH:mm'", async () => {
    const onChange = vi.fn()
    const { user } = renderWithProviders(<TimeField label="Opens at" required={false} onChange={onChange} />)
    await user.click(segmentsOf('Opens at')[0]!)
    await user.keyboard('0705')
    expect(onChange).toHaveBeenLastCalledWith('07:05')
  })
})

describe('TimeField keyboard', () => {
  it('steps hours with the arrow keys on a 24-hour clock', async () => {
    const onChange = vi.fn()
    const { user } = renderWithProviders(<TimeField label="Closes at" required={false} defaultValue="23:30" onChange={onChange} />)
    await user.click(segmentsOf('Closes at')[0]!)
    await user.keyboard('{ArrowUp}')
    expect(onChange).toHaveBeenLastCalledWith('00:30')
  })

  it('reports seconds when asked', async () => {
    const onChange = vi.fn()
    const { user } = renderWithProviders(<TimeField label="At" required={false} withSeconds onChange={onChange} />)
    await user.click(segmentsOf('At')[0]!)
    await user.keyboard('070509')
    expect(onChange).toHaveBeenLastCalledWith('07:05:09')
  })
})
