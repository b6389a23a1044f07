import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Tab, TabList, TabPanel, Tabs } from '@app/ui/Tabs'
import { renderWithProviders } from '../render'

function Example({ onSelectionChange }: { onSelectionChange?: (key: unknown) => void }) {
  return (
    <Tabs onSelectionChange={onSelectionChange}>
      <TabList aria-label="Document">
        <Tab id="content">Content</Tab>
        <Tab id="history">History</Tab>
        <Tab id="files" isDisabled>
          Files
        </Tab>
        <Tab id="settings">Settings</Tab>
      </TabList>
      <TabPanel id="content">
        <button type="button">Edit content</button>
      </TabPanel>
      <TabPanel id="history">Version list</TabPanel>
      <TabPanel id="files">File list</TabPanel>
      <TabPanel id="settings">Settings form</TabPanel>
    </Tabs>
  )
}

describe('Tabs', () => {
  it('selects the first tab and shows its panel', () => {
    renderWithProviders(<Example />)
    expect(screen.getByRole('tablist', { name: 'Document' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Content' })).toBeInTheDocument()
  })

  it('moves with arrow keys, skipping disabled tabs, and wraps with Home and End', async () => {
    const onSelectionChange = vi.fn()
    const { user } = renderWithProviders(<Example onSelectionChange={onSelectionChange} />)
    await user.tab()
    expect(screen.getByRole('tab', { name: 'Content' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'History' })).toHaveFocus()
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Version list')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus()
    await user.keyboard('{Home}')
    expect(screen.getByRole('tab', { name: 'Content' })).toHaveFocus()
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true')
    expect(onSelectionChange).toHaveBeenLastCalledWith('settings')
  })

  it('moves from the tab into its panel with Tab', async () => {
    const { user } = renderWithProviders(<Example />)
    await user.tab()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Edit content' })).toHaveFocus()
  })
})
