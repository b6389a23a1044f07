import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { MenuButton, MenuItem, MenuSection, MenuSeparator, Submenu } from '@app/ui/Menu'
import { renderWithProviders } from '../render'

function Example({ onAction }: { onAction: (key: unknown) => void }) {
  return (
    <MenuButton label="Actions" onAction={onAction}>
      <MenuItem id="edit">Edit</MenuItem>
      <MenuItem id="copy">Copy</MenuItem>
      <Submenu label="Export" onAction={onAction}>
        <MenuItem id="csv">CSV</MenuItem>
        <MenuItem id="pdf">PDF</MenuItem>
      </Submenu>
      <MenuSeparator />
      <MenuSection title="Danger zone">
        <MenuItem id="delete" variant="danger">
          Delete
        </MenuItem>
      </MenuSection>
    </MenuButton>
  )
}

describe('MenuButton', () => {
  it('opens with Enter, moves with arrows, chooses with Enter and returns focus', async () => {
    const onAction = vi.fn()
    const { user } = renderWithProviders(<Example onAction={onAction} />)
    const button = screen.getByRole('button', { name: 'Actions' })
    expect(button).toHaveAttribute('aria-haspopup', 'true')
    await user.tab()
    await user.keyboard('{Enter}')
    const menu = screen.getByRole('menu')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(within(menu).getByRole('menuitem', { name: 'Copy' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onAction.mock.calls.map((call) => call[0])).toEqual(['copy'])
    expect(screen.queryByRole('menu')).toBeNull()
    await waitFor(() => expect(button).toHaveFocus())
  })

  it('closes on Escape and puts focus back on the button', async () => {
    const { user } = renderWithProviders(<Example onAction={() => {}} />)
    await user.tab()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('menu')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions' })).toHaveFocus())
  })

  it('opens a submenu with the right arrow and closes it with the left arrow', async () => {
    const onAction = vi.fn()
    const { user } = renderWithProviders(<Example onAction={onAction} />)
    await user.tab()
    await user.keyboard('{Enter}{ArrowDown}{ArrowDown}')
    const exportItem = screen.getByRole('menuitem', { name: 'Export' })
    expect(exportItem).toHaveFocus()
    expect(exportItem).toHaveAttribute('aria-haspopup', 'menu')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('menuitem', { name: 'CSV' })).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(screen.queryByRole('menuitem', { name: 'CSV' })).toBeNull()
    expect(exportItem).toHaveFocus()
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}')
    expect(onAction.mock.calls.map((call) => call[0])).toEqual(['pdf'])
  })

  it('groups items under a section heading', async () => {
    const { user } = renderWithProviders(<Example onAction={() => {}} />)
    await user.click(screen.getByRole('button', { name: 'Actions' }))
    expect(screen.getByRole('group', { name: 'Danger zone' })).toContainElement(
      screen.getByRole('menuitem', { name: 'Delete' }),
    )
    expect(screen.getByRole('separator')).toBeInTheDocument()
  })

  it('marks the selected item of a selectable menu', async () => {
    const onSelectionChange = vi.fn()
    const { user } = renderWithProviders(
      <MenuButton label="Language" selectionMode="single" selectedKeys={['en']} onSelectionChange={onSelectionChange}>
        <MenuItem id="en">English</MenuItem>
        <MenuItem id="fr">Français</MenuItem>
      </MenuButton>,
    )
    await user.click(screen.getByRole('button', { name: 'Language' }))
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true')
    await user.click(screen.getByRole('menuitemradio', { name: 'Français' }))
    expect([...onSelectionChange.mock.calls[0]![0]]).toEqual(['fr'])
  })

  it('names an icon-only button with aria-label', () => {
    renderWithProviders(
      <MenuButton label={<span aria-hidden="true">⋯</span>} aria-label="More options" hideChevron>
        <MenuItem id="a">A</MenuItem>
      </MenuButton>,
    )
    expect(screen.getByRole('button', { name: 'More options' })).toBeInTheDocument()
  })
})
