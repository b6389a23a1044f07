import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Button } from '@app/ui/Button'
import { Popover, PopoverTrigger } from '@app/ui/Popover'
import { renderWithProviders } from '../render'

function Example() {
  return (
    <PopoverTrigger>
      <Button>Filters</Button>
      <Popover title="Filter rows" showArrow>
        {({ close }) => (
          <>
            <p>Only open requests</p>
            <Button onPress={close}>Apply</Button>
          </>
        )}
      </Popover>
    </PopoverTrigger>
  )
}

describe('Popover', () => {
  it('opens a dialog named by its title and closes on Escape with focus back on the trigger', async () => {
    const { user } = renderWithProviders(<Example />)
    await user.tab()
    await user.keyboard('{Enter}')
    const dialog = screen.getByRole('dialog', { name: 'Filter rows' })
    expect(within(dialog).getByText('Only open requests')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus())
  })

  it('closes from inside through close()', async () => {
    const { user } = renderWithProviders(<Example />)
    await user.click(screen.getByRole('button', { name: 'Filters' }))
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('is named by aria-label when it has no title', async () => {
    const { user } = renderWithProviders(
      <PopoverTrigger>
        <Button>Info</Button>
        <Popover aria-label="About this column">Text</Popover>
      </PopoverTrigger>,
    )
    await user.click(screen.getByRole('button', { name: 'Info' }))
    expect(screen.getByRole('dialog', { name: 'About this column' })).toHaveTextContent('Text')
  })
})
