import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Switch } from '@app/ui/Switch'
import { renderWithProviders } from '../render'

describe('Switch', () => {
  it.each([' ', '{Enter}'])('turns on and off from the keyboard (%s)', async (key) => {
    const onChange = vi.fn()
    const { user } = renderWithProviders(<Switch label="Dark mode" onChange={onChange} />)
    await user.tab()
    const toggle = screen.getByRole('switch', { name: 'Dark mode' })
    expect(toggle).toHaveFocus()
    await user.keyboard(key)
    if (key === ' ') {
      expect(toggle).toBeChecked()
      expect(onChange).toHaveBeenLastCalledWith(true)
    } else {
      // Enter does not toggle a switch, as with a native checkbox.
      expect(toggle).not.toBeChecked()
    }
  })

  it('describes itself and can be disabled', () => {
    renderWithProviders(<Switch label="Alerts" description="Sends a message on each change" isDisabled />)
    const toggle = screen.getByRole('switch', { name: 'Alerts' })
    expect(toggle).toBeDisabled()
    expect(toggle).toHaveAccessibleDescription('Sends a message on each change')
  })

  it('keeps its hidden input on its own label, so a scrolled dialog can reach it', () => {
    renderWithProviders(<Switch label="Dark mode" />)
    const label = screen.getByRole('switch').closest('label') as HTMLElement
    expect(getComputedStyle(label).position).toBe('relative')
  })
})
