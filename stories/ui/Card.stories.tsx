import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '@app/ui/Button'
import { Card } from '@app/ui/Card'

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    title: 'Required readings',
    description: 'Documents assigned to you',
    children: <p style={{ margin: 0 }}>Three documents are waiting to be read.</p>,
  },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithActionsAndFooter: Story = {
  args: {
    actions: <Button size="sm">Refresh</Button>,
    footer: <Button variant="primary">Open the list</Button>,
  },
}
export const Untitled: Story = { args: { title: undefined, description: undefined } }

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Card {...args} />
      <Card {...args} title="Bookmarks" headingLevel={3} actions={<Button size="sm">Refresh</Button>} />
      <Card {...args} title="Announcements" footer={<Button variant="primary">Open the list</Button>} />
      <Card>Body only</Card>
    </div>
  ),
}
