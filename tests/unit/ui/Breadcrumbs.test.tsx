import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Breadcrumbs } from '@app/ui/Breadcrumbs'
import { renderWithProviders } from '../render'

const items = [
  { id: 'home', label: 'Home', href: '/freight/home' },
  { id: 'admin', label: 'Administration', href: '/freight/pages/admin/user' },
  { id: 'edit', label: 'Edit user' },
]

describe('Breadcrumbs', () => {
  it('lists the trail in a navigation landmark, the last crumb being the current page', () => {
    renderWithProviders(<Breadcrumbs items={items} />)
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' })
    const entries = within(nav).getAllByRole('listitem')
    expect(entries).toHaveLength(3)
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/freight/home')
    expect(within(nav).getByRole('link', { name: 'Administration' })).not.toHaveAttribute('aria-current')
    expect(within(entries[2]!).getByText('Edit user').closest('[aria-current]')).toHaveAttribute('aria-current', 'page')
  })

  it('reaches the links with Tab but not the current page', async () => {
    const { user } = renderWithProviders(<Breadcrumbs items={items} aria-label="You are here" />)
    expect(screen.getByRole('navigation', { name: 'You are here' })).toBeInTheDocument()
    await user.tab()
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('link', { name: 'Administration' })).toHaveFocus()
    await user.tab()
    expect(document.body).toHaveFocus()
  })
})
