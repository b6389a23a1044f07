import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Chip } from '@app/ui/Chip'
import { renderWithProviders } from '../render'

describe('Chip', () => {
  it('shows a label such as Authorized', () => {
    renderWithProviders(<Chip label="Authorized" variant="success" />)
    expect(screen.getByText('Authorized')).toBeInTheDocument()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it.each(['{Enter}', ' '])('is removed with its named button and the %s key', async (key) => {
    const onRemove = vi.fn()
    const { user } = renderWithProviders(<Chip label="CSV" onRemove={onRemove} />)
    await user.tab()
    expect(screen.getByRole('button', { name: 'Remove CSV' })).toHaveFocus()
    await user.keyboard(key)
    expect(onRemove).toHaveBeenCalledTimes(1)
  })
})
