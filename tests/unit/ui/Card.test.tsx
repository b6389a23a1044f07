import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Card } from '@app/ui/Card'
import { renderWithProviders } from '../render'

describe('Card', () => {
  it('is a region named by its title, with actions and a footer', () => {
    renderWithProviders(
      <Card
        title="Required readings"
        description="Documents to read this month"
        actions={<button type="button">Refresh</button>}
        footer={<button type="button">View all</button>}
      >
        <p>Three documents</p>
      </Card>,
    )
    const region = screen.getByRole('region', { name: 'Required readings' })
    expect(within(region).getByRole('heading', { level: 2, name: 'Required readings' })).toBeInTheDocument()
    expect(within(region).getByText('Documents to read this month')).toBeInTheDocument()
    expect(within(region).getByRole('button', { name: 'Refresh' })).toBeInTheDocument()
    expect(within(region).getByRole('button', { name: 'View all' })).toBeInTheDocument()
    expect(within(region).getByText('Three documents')).toBeInTheDocument()
  })

  it.each([2, 3, 4] as const)('uses heading level %i', (level) => {
    renderWithProviders(<Card title="Summary" headingLevel={level} />)
    expect(screen.getByRole('heading', { level, name: 'Summary' })).toBeInTheDocument()
  })

  it('is a plain box without a title', () => {
    renderWithProviders(<Card>Body only</Card>)
    expect(screen.queryByRole('region')).toBeNull()
    expect(screen.getByText('Body only')).toBeInTheDocument()
  })
})
