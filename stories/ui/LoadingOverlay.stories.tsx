import type { Meta, StoryObj } from '@storybook/react-vite'
import { Card } from '@app/ui/Card'
import { LoadingOverlay } from '@app/ui/LoadingOverlay'

const content = (
  <Card title="Corrective actions">
    <p>CAR 1042: damaged freight at Montreal terminal.</p>
    <p>CAR 1043: late delivery, Toronto.</p>
  </Card>
)

const meta = {
  title: 'UI/LoadingOverlay',
  component: LoadingOverlay,
  args: { isLoading: true, children: content },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof LoadingOverlay>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {}
export const Loaded: Story = { args: { isLoading: false } }
export const CustomLabel: Story = { args: { label: 'Loading corrective actions…' } }

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <LoadingOverlay isLoading={false}>{content}</LoadingOverlay>
      <LoadingOverlay isLoading>{content}</LoadingOverlay>
      <LoadingOverlay isLoading spinnerSize="md" label="Saving…">
        {content}
      </LoadingOverlay>
    </div>
  ),
}
