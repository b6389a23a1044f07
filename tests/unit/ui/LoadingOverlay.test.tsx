import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LoadingOverlay } from '@app/ui/LoadingOverlay'
import { renderWithProviders } from '../render'

describe('LoadingOverlay', () => {
  it('marks the region busy, announces loading, and keeps the covered content out of reach', async () => {
    const { user, rerender } = renderWithProviders(
      <>
        <button type="button">Before</button>
        <LoadingOverlay isLoading>
          <button type="button">Inside</button>
        </LoadingOverlay>
      </>,
    )
    const inside = screen.getByText('Inside')
    expect(inside.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    // inert keeps the covered controls from focus and clicks in browsers (jsdom only keeps the attribute).
    expect(inside.parentElement).toHaveAttribute('inert')

    rerender(
      <>
        <button type="button">Before</button>
        <LoadingOverlay isLoading={false}>
          <button type="button">Inside</button>
        </LoadingOverlay>
      </>,
    )
    expect(inside.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false')
    expect(screen.getByRole('status')).toHaveTextContent('')
    expect(inside.parentElement).not.toHaveAttribute('inert')
    await user.click(screen.getByRole('button', { name: 'Before' }))
    await user.tab()
    expect(screen.getByRole('button', { name: 'Inside' })).toHaveFocus()
  })

  it('announces a given label', () => {
    renderWithProviders(
      <LoadingOverlay isLoading label="Loading documents">
        <p>List</p>
      </LoadingOverlay>,
    )
    expect(screen.getByRole('status')).toHaveTextContent('Loading documents')
  })
})
