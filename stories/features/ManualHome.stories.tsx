import type { Meta, StoryObj } from '@storybook/react-vite'
import { msg } from '@lingui/core/macro'
import { HomePage } from '@app/features/home/HomePage'
import { manualKeys } from '@app/features/manual/api'
import { noReadings, requiredReadings } from '../fixtures/manual'
import { ManualShell } from './ManualShell'

const meta = {
  title: 'Features/Manual/Home',
  parameters: { layout: 'padded' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const title = msg`Required Readings`

/** The readings to confirm, most urgent first: the overdue ones lead, the count sits in the heading. */
export const WithReadings: Story = {
  render: () => (
    <ManualShell path="/freight/home" title={title} data={[[manualKeys.requiredReadings(), requiredReadings]]}>
      <HomePage />
    </ManualShell>
  ),
}

/** Nothing is waiting for the reader. */
export const NoReadings: Story = {
  render: () => (
    <ManualShell path="/freight/home" title={title} data={[[manualKeys.requiredReadings(), noReadings]]}>
      <HomePage />
    </ManualShell>
  ),
}

/** The list is still being asked for. */
export const Loading: Story = {
  render: () => (
    <ManualShell path="/freight/home" title={title} calls={{ 'GET qpm/user/required_readings': 'pending' }}>
      <HomePage />
    </ManualShell>
  ),
}

/** The list could not be had: the page says so and offers to try again. */
export const Failed: Story = {
  render: () => (
    <ManualShell path="/freight/home" title={title} calls={{ 'GET qpm/user/required_readings': { status: 500 } }}>
      <HomePage />
    </ManualShell>
  ),
}
