import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EmptyState } from '@app/ui/EmptyState'
import { renderWithProviders } from '../render'

describe('EmptyState', () => {
  it('shows a heading, a description and an action', () => {
    renderWithProviders(
      <EmptyState
        title="No bookmarks yet"
        description="Bookmark a document to find it here."
        action={<a href="/toc">Browse the manual</a>}
        headingLevel={3}
      />,
    )
    expect(screen.getByRole('heading', { level: 3, name: 'No bookmarks yet' })).toBeInTheDocument()
    expect(screen.getByText('Bookmark a document to find it here.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse the manual' })).toHaveAttribute('href', '/toc')
  })
})
