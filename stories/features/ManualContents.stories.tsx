import type { Meta, StoryObj } from '@storybook/react-vite'
import { msg } from '@lingui/core/macro'
import { userEvent, within } from 'storybook/test'
import { manualKeys } from '@app/features/manual/api'
import { TocPage } from '@app/features/manual/TocPage'
import { manualConfig, tableOfContents } from '../fixtures/manual'
import { ManualShell } from './ManualShell'

const meta = {
  title: 'Features/Manual/Contents',
  parameters: { layout: 'padded' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const data: [readonly unknown[], unknown][] = [
  [manualKeys.toc(), tableOfContents],
  [manualKeys.config(), manualConfig],
]

/** The manual's tree under its name (MULTIMODAL is Warehousing and Distribution), top sections open. */
export const Contents: Story = {
  render: () => (
    <ManualShell path="/freight/pages/QPM-DOC" title={msg`Table of Contents`} data={data}>
      <TocPage />
    </ManualShell>
  ),
}

/** Opened from a document's breadcrumbs: its section (here a sub-section) is open. */
export const SectionOpen: Story = {
  render: () => (
    <ManualShell path="/freight/pages/QPM-DOC?section=11" title={msg`Table of Contents`} data={data}>
      <TocPage section={11} />
    </ManualShell>
  ),
}

/** The filter keeps the matching documents and the sections above them. */
export const Filtered: Story = {
  render: Contents.render,
  play: async ({ canvasElement }) => {
    await userEvent.type(await within(canvasElement).findByRole('searchbox'), 'forklift')
    await within(canvasElement).findAllByRole('row')
  },
}

/** Nothing matches the filter. */
export const NothingMatches: Story = {
  render: Contents.render,
  play: async ({ canvasElement }) => {
    await userEvent.type(await within(canvasElement).findByRole('searchbox'), 'glacier')
  },
}

/** A manual without any document the reader may read. */
export const Empty: Story = {
  render: () => (
    <ManualShell
      path="/freight/pages/QPM-DOC"
      title={msg`Table of Contents`}
      data={[
        [manualKeys.toc(), { language: 'en', nodes: [] }],
        [manualKeys.config(), { ...manualConfig, manual: 'BENEFITS', manual_title: 'BENEFITS' }],
      ]}
    >
      <TocPage />
    </ManualShell>
  ),
}
