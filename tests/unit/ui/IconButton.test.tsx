import { screen } from '@testing-library/react'
import { Trash2 } from 'lucide-react'
import { describe, expect, it, vi } from 'vitest'
import type { ButtonVariant } from '@app/ui/Button'
import { IconButton } from '@app/ui/IconButton'
import { renderWithProviders } from '../render'

describe('IconButton', () => {
  it.each<ButtonVariant>(['primary', 'secondary', 'danger', 'ghost'])('is named by its label (%s)', (variant) => {
    renderWithProviders(<IconButton label="Delete attachment" icon={<Trash2 />} variant={variant} />)
    const button = screen.getByRole('button', { name: 'Delete attachment' })
    expect(button).toHaveAttribute('data-variant', variant)
    expect(button.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull()
  })

  it.each(['{Enter}', ' '])('presses with the keyboard (%s)', async (key) => {
    const onPress = vi.fn()
    const { user } = renderWithProviders(<IconButton label="Delete" icon={<Trash2 />} onPress={onPress} />)
    await user.tab()
    await user.keyboard(key)
    expect(onPress).toHaveBeenCalledTimes(1)
  })
})
