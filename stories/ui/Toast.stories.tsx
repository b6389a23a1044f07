import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { createToaster, ToastRegion, type Toaster } from '@app/ui/Toast'

type Fill = (toaster: Toaster) => void

// Each story fills its own queue once, with no timeout, so the screenshot is stable.
function ToastDemo({ fill }: { fill: Fill }) {
  const [toaster] = useState(() => {
    const created = createToaster()
    fill(created)
    return created
  })
  return <ToastRegion toaster={toaster} />
}

const meta = {
  title: 'UI/Toast',
  component: ToastDemo,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: '100vh' }}>{Story()}</div>],
} satisfies Meta<typeof ToastDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Positive: Story = { args: { fill: (t) => t.positive('Copied error details', { timeout: 0 }) } }
export const Negative: Story = { args: { fill: (t) => t.negative('Logging in failed: Unknown', { timeout: 0 }) } }
export const Info: Story = { args: { fill: (t) => t.info('Version update in progress.', { timeout: 0 }) } }
export const Warning: Story = {
  args: { fill: (t) => t.warning('Your session is no longer active. Please log in again.', { timeout: 0 }) },
}
export const WithAction: Story = {
  args: {
    fill: (t) =>
      t.info('Version update ready. Please refresh the page.', {
        timeout: 0,
        action: { label: 'Reload', onAction: () => {} },
      }),
  },
}
export const CentredNotFound: Story = {
  args: { fill: (t) => t.notFound() },
}
export const CentredServerError: Story = {
  args: {
    fill: (t) =>
      t.serverError(
        'You have encountered an error. Please contact your Sales Professional or Customer Service at 1-800-555-0199',
      ),
  },
}
export const WithLink: Story = {
  args: {
    fill: (t) =>
      t.negative(
        <>
          Daily access limit reached. Read the <a href="https://example.com/terms">API terms of use</a>.
        </>,
        { timeout: 0, title: 'Access limit' },
      ),
  },
}

export const States: Story = {
  args: {
    fill: (t) => {
      t.positive('Success', { timeout: 0 })
      t.negative('Error', { timeout: 0 })
      t.info('Information', { timeout: 0, title: 'With a title' })
      t.warning('Warning', { timeout: 0, action: { label: 'Reload', onAction: () => {} } })
    },
  },
}
