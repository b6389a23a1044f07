import type { Meta, StoryObj } from '@storybook/react-vite'
import { NavigationProgress, ProgressBar } from '@app/ui/ProgressBar'

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading attachment', value: 40, showValue: true },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>

export default meta
type Story = StoryObj<typeof meta>

export const Determinate: Story = {}
export const Indeterminate: Story = { args: { label: 'Processing', isIndeterminate: true } }
export const Complete: Story = { args: { value: 100 } }
export const Navigation: Story = {
  render: () => (
    <>
      <NavigationProgress isActive />
      <p>The thin bar at the top of the page shows while a page loads.</p>
    </>
  ),
}

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <ProgressBar label="Empty" value={0} showValue />
      <ProgressBar label="Partway" value={40} showValue />
      <ProgressBar label="Complete" value={100} showValue />
      <ProgressBar label="Without value text" value={60} />
      <ProgressBar label="Indeterminate" isIndeterminate />
    </div>
  ),
}
