import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { NavigationProgress, ProgressBar } from '@app/ui/ProgressBar'
import { renderWithProviders } from '../render'

describe('ProgressBar', () => {
  it.each([
    [0, '0%'],
    [40, '40%'],
    [100, '100%'],
  ])('shows a determinate value of %i as %s', (value, text) => {
    renderWithProviders(<ProgressBar label="Uploading" value={value} showValue />)
    const bar = screen.getByRole('progressbar', { name: 'Uploading' })
    expect(bar).toHaveAttribute('aria-valuenow', String(value))
    expect(bar).toHaveAttribute('aria-valuetext', text)
    expect(screen.getByText(text)).toBeInTheDocument()
  })

  it('has no value when indeterminate', () => {
    renderWithProviders(<ProgressBar aria-label="Processing" isIndeterminate showValue />)
    const bar = screen.getByRole('progressbar', { name: 'Processing' })
    expect(bar).not.toHaveAttribute('aria-valuenow')
    expect(screen.queryByText(/%/)).toBeNull()
  })

  it('follows min and max', () => {
    renderWithProviders(<ProgressBar label="Pages" minValue={0} maxValue={8} value={2} showValue />)
    expect(screen.getByRole('progressbar', { name: 'Pages' })).toHaveAttribute('aria-valuetext', '25%')
  })
})

describe('NavigationProgress', () => {
  it('is hidden from screen readers while idle', () => {
    const { container } = renderWithProviders(<NavigationProgress isActive={false} />)
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull()
  })

  it('is an indeterminate progressbar while navigating', () => {
    const { rerender } = renderWithProviders(<NavigationProgress isActive={false} />)
    rerender(<NavigationProgress isActive />)
    const bar = screen.getByRole('progressbar', { name: 'Loading page' })
    expect(bar).not.toHaveAttribute('aria-valuenow')
    rerender(<NavigationProgress isActive={false} />)
    expect(screen.queryByRole('progressbar')).toBeNull()
  })
})
