import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Spinner } from '@app/ui/Spinner'
import { renderWithProviders } from '../render'

describe('Spinner', () => {
  it.each(['sm', 'md', 'lg', 'page'] as const)('size %s is an indeterminate progressbar named Loading', (size) => {
    renderWithProviders(<Spinner size={size} />)
    const bar = screen.getByRole('progressbar', { name: 'Loading' })
    expect(bar).not.toHaveAttribute('aria-valuenow')
    expect(bar.querySelector(`[data-size="${size}"]`)).not.toBeNull()
  })

  it('takes a label that says what is loading', () => {
    renderWithProviders(<Spinner label="Loading documents" />)
    expect(screen.getByRole('progressbar', { name: 'Loading documents' })).toBeInTheDocument()
  })

  it('uses the 250 px spinner token for page loading', () => {
    const { container } = renderWithProviders(<Spinner size="page" />)
    const box = container.querySelector('[data-size="page"]') as HTMLElement
    expect(getComputedStyle(box).width).toBe('250px')
  })

  it('is hidden from assistive technology when decorative', () => {
    renderWithProviders(<Spinner isDecorative />)
    expect(screen.queryByRole('progressbar')).toBeNull()
  })
})
