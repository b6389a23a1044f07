import type { Meta, StoryObj } from '@storybook/react-vite'
import { msg } from '@lingui/core/macro'
import { userEvent, within } from 'storybook/test'
import { manualKeys } from '@app/features/manual/api'
import { BookmarksPage } from '@app/features/manual/BookmarksPage'
import { IndexPage } from '@app/features/manual/IndexPage'
import { RequiredReadingsPage } from '@app/features/manual/RequiredReadingsPage'
import { SettingsPage } from '@app/features/manual/SettingsPage'
import { bookmarks, manualIndex, noBookmarks, noReadings, requiredReadings, settings } from '../fixtures/manual'
import { ManualShell } from './ManualShell'

const meta = {
  title: 'Features/Manual/Reader lists',
  parameters: { layout: 'padded' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The readings to confirm, the most urgent first, with their due dates. */
export const ReadingsToRead: Story = {
  render: () => (
    <ManualShell
      path="/freight/pages/user/required_readings"
      title={msg`Required Readings`}
      data={[[manualKeys.requiredReadings(), requiredReadings]]}
    >
      <RequiredReadingsPage />
    </ManualShell>
  ),
}

/** The readings confirmed: revision, language read and when. */
export const ReadingsRead: Story = {
  render: ReadingsToRead.render,
  play: async ({ canvasElement }) => {
    const tabs = await within(canvasElement).findAllByRole('tab')
    await userEvent.click(tabs[1]!)
  },
}

/** Nothing to read, nothing read yet. */
export const NoReadings: Story = {
  render: () => (
    <ManualShell
      path="/freight/pages/user/required_readings"
      title={msg`Required Readings`}
      data={[[manualKeys.requiredReadings(), noReadings]]}
    >
      <RequiredReadingsPage />
    </ManualShell>
  ),
}

/** The reader's bookmarks, the latest first, each with a remove button. */
export const Bookmarks: Story = {
  render: () => (
    <ManualShell path="/freight/pages/user/bookmarks" title={msg`Bookmarks`} data={[[manualKeys.bookmarkPage(1), bookmarks]]}>
      <BookmarksPage />
    </ManualShell>
  ),
}

/** No bookmark yet: how to add one. */
export const NoBookmarks: Story = {
  render: () => (
    <ManualShell path="/freight/pages/user/bookmarks" title={msg`Bookmarks`} data={[[manualKeys.bookmarkPage(1), noBookmarks]]}>
      <BookmarksPage />
    </ManualShell>
  ),
}

/** The alphabetical index of keywords and tags, each with its documents. */
export const Index: Story = {
  render: () => (
    <ManualShell path="/freight/pages/user/index" title={msg`Manual Index`} data={[[manualKeys.indexes(), manualIndex]]}>
      <IndexPage />
    </ManualShell>
  ),
}

/** The reader's settings: text size (16 by default) with a sample, and the documents' language. */
export const Settings: Story = {
  render: () => (
    <ManualShell path="/freight/pages/user/settings" title={msg`Manual Settings`} data={[[manualKeys.settings(), settings]]}>
      <SettingsPage />
    </ManualShell>
  ),
}

/** A larger size chosen: the sample follows. */
export const SettingsLargeText: Story = {
  render: () => (
    <ManualShell
      path="/freight/pages/user/settings"
      title={msg`Manual Settings`}
      data={[[manualKeys.settings(), { text_size: 22, language: 'fr' }]]}
    >
      <SettingsPage />
    </ManualShell>
  ),
}
