import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { createErrorDialogQueue } from '@app/api/errorDialogs'
import type { ApiError } from '@app/api/errors'
import { PlainErrorDialog, PlainToasts } from '@app/shell/PlainNotices'
import { createToaster } from '@app/ui/Toast'

/** What the toasts and error dialog look like when their own code could not be downloaded. */
function PlainToastsDemo() {
  const [toaster] = useState(() => {
    const created = createToaster()
    created.info('Version update ready. Please refresh the page.', {
      timeout: 0,
      action: { label: 'Reload', onAction: () => {} },
    })
    created.negative('Logging in failed: Unknown', { timeout: 0 })
    return created
  })
  return <PlainToasts toaster={toaster} />
}

function PlainErrorDialogDemo() {
  const [queue] = useState(() => {
    const created = createErrorDialogQueue()
    const error = { status: 0, statusText: '', data: undefined, headers: {}, config: { method: 'GET', url: '/api/globals' } }
    created.push({ kind: 'error', error: error as unknown as ApiError })
    return created
  })
  return <PlainErrorDialog queue={queue} />
}

const meta = {
  title: 'Features/PlainNotices',
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: '100vh' }}>{Story()}</div>],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Toasts: Story = { render: () => <PlainToastsDemo /> }
export const ErrorDialog: Story = { render: () => <PlainErrorDialogDemo /> }
