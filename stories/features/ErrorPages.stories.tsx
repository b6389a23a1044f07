import type { Meta, StoryObj } from '@storybook/react-vite'
import { msg } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import { AccessLimitPage, ForbiddenPage, UnauthorizedPage } from '@app/features/errors/ErrorPages'
import { NotFoundPage } from '@app/features/errors/NotFoundPage'
import { MaintenancePage } from '@app/features/errors/MaintenancePage'
import { RouteErrorPage } from '@app/shell/ChunkError'
import { StoryShell } from './StoryShell'

function Shell({ path, children }: { path: string; children: ReactNode }) {
  return (
    <StoryShell path={path} meta={{ authorize: 'public', title: msg`Page not found` }}>
      {children}
    </StoryShell>
  )
}

const meta = {
  title: 'Features/Error pages',
  parameters: { layout: 'fullscreen' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Unauthorized: Story = { render: () => <Shell path="/401-unauthorized"><UnauthorizedPage /></Shell> }

export const Forbidden: Story = {
  render: () => (
    <Shell path="/403-forbidden">
      <ForbiddenPage redirect="/freight/pages/admin/user" />
    </Shell>
  ),
}

export const NotFound: Story = { render: () => <Shell path="/404"><NotFoundPage /></Shell> }

/** Titled Access denied. */
export const AccessLimit: Story = { render: () => <Shell path="/access-limit"><AccessLimitPage /></Shell> }

/** Titled Down For Maintenance. */
export const Maintenance: Story = {
  render: () => (
    <Shell path="/maintenance">
      <MaintenancePage from="/freight/home" />
    </Shell>
  ),
}

/** A script chunk that did not load: a translated message and a reload. */
export const ChunkLoadFailure: Story = {
  render: () => (
    <Shell path="/freight/pages/ANO-SHOW">
      <RouteErrorPage
        error={Object.assign(new Error('Failed to fetch dynamically imported module'), { name: 'TypeError' })}
        reset={() => {}}
        info={{ componentStack: '' }}
      />
    </Shell>
  ),
}

/** Any other failure of a page: a retry. */
export const PageFailure: Story = {
  render: () => (
    <Shell path="/freight/home">
      <RouteErrorPage error={new Error('boom')} reset={() => {}} info={{ componentStack: '' }} />
    </Shell>
  ),
}
