import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '@app/ui/Button'
import { Popover, PopoverTrigger, type PopoverProps } from '@app/ui/Popover'

function PopoverExample({ defaultOpen = false, ...props }: PopoverProps & { defaultOpen?: boolean }) {
  return (
    <PopoverTrigger defaultOpen={defaultOpen}>
      <Button>Help</Button>
      <Popover {...props} />
    </PopoverTrigger>
  )
}

const meta = {
  title: 'UI/Popover',
  component: PopoverExample,
  args: { title: 'About push reports', children: 'A push report runs the current search and e-mails the result.' },
  decorators: [(Story) => <div style={{ paddingBottom: '10rem' }}>{Story()}</div>],
} satisfies Meta<typeof PopoverExample>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}
export const Open: Story = { args: { defaultOpen: true } }
export const WithArrow: Story = { args: { defaultOpen: true, showArrow: true } }

export const States: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <PopoverTrigger>
        <Button>Closed</Button>
        <Popover aria-label="Closed popover">Hidden</Popover>
      </PopoverTrigger>
      <PopoverTrigger defaultOpen>
        <Button>Open with title</Button>
        <Popover title="Filters" placement="bottom start">
          Only open requests are shown.
        </Popover>
      </PopoverTrigger>
    </div>
  ),
}
