import type { Meta, StoryObj } from '@storybook/react-vite'
import { Link, MenuGroupProvider } from '@app/ui/Link'
import { FieldColumn } from './FieldStoryLayout'

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { href: '/freight/pages/QPM-DOC', children: 'Quality manual' },
  decorators: [(Story) => <MenuGroupProvider group="OPERATIONS">{Story()}</MenuGroupProvider>],
} satisfies Meta<typeof Link>

export default meta
type Story = StoryObj<typeof meta>

/** Internal: the link carries `set_current_menugroup=OPERATIONS`. */
export const Internal: Story = {}
export const External: Story = { args: { href: 'https://www.example.com/terms', children: 'Terms of use' } }
export const Standalone: Story = { args: { variant: 'standalone', children: 'View all documents' } }
export const InText: Story = {
  render: (args) => (
    <p>
      Read the <Link {...args} /> before you start, and the{' '}
      <Link href="https://www.example.com/terms">terms of use</Link>.
    </p>
  ),
}
export const Disabled: Story = { args: { isDisabled: true } }

export const States: Story = {
  render: () => (
    <FieldColumn>
      <Link href="/freight/pages/QPM-DOC">Internal link</Link>
      <Link href="/freight/pages/QPM-DOC" variant="standalone">
        Standalone internal link
      </Link>
      <Link href="https://www.example.com/terms">External link</Link>
      <Link href="https://www.example.com/terms" variant="standalone">
        Standalone external link
      </Link>
      <Link href="/freight/pages/QPM-DOC" isDisabled>
        Disabled link
      </Link>
    </FieldColumn>
  ),
}
