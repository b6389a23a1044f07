import type { Meta, StoryObj } from '@storybook/react-vite'
import { Breadcrumbs } from '@app/ui/Breadcrumbs'

const meta = {
  title: 'UI/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { id: 'home', label: 'Home', href: '/freight/home' },
      { id: 'admin', label: 'Administration', href: '/freight/pages/admin/user' },
      { id: 'edit', label: 'Edit user' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const SingleLevel: Story = { args: { items: [{ id: 'home', label: 'Home' }] } }

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Breadcrumbs aria-label="One level" items={[{ id: 'home', label: 'Home' }]} />
      <Breadcrumbs
        aria-label="Two levels"
        items={[
          { id: 'home', label: 'Home', href: '/freight/home' },
          { id: 'toc', label: 'Table of contents' },
        ]}
      />
      <Breadcrumbs
        aria-label="Deep trail"
        items={[
          { id: 'home', label: 'Home', href: '/freight/home' },
          { id: 'manual', label: 'Quality manual', href: '/freight/pages/user/index' },
          { id: 'ops', label: 'Operations procedures', href: '/freight/pages/user/index' },
          { id: 'doc', label: 'Loading dock safety' },
        ]}
      />
    </div>
  ),
}
