import type { Meta, StoryObj } from '@storybook/react-vite'
import { Download, Save, Trash2 } from 'lucide-react'
import { Button, type ButtonSize, type ButtonVariant } from '@app/ui/Button'
import { ActionRow, StateGrid } from './FieldStoryLayout'

const variants: ButtonVariant[] = ['primary', 'secondary', 'danger', 'ghost']
const sizes: ButtonSize[] = ['sm', 'md', 'lg']

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Save', variant: 'secondary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    size: { control: 'inline-radio', options: sizes },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = { args: { variant: 'primary', children: 'Continue' } }
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } }
export const Danger: Story = { args: { variant: 'danger', children: 'Delete', icon: <Trash2 /> } }
export const Ghost: Story = { args: { variant: 'ghost', children: 'Reset' } }
export const WithIcon: Story = { args: { variant: 'primary', icon: <Save />, children: 'Save' } }
export const Small: Story = { args: { size: 'sm', children: 'Refresh' } }
export const Large: Story = { args: { size: 'lg', variant: 'primary', children: 'Sign in' } }
export const Pending: Story = { args: { variant: 'primary', isPending: true, children: 'Saving' } }
export const Disabled: Story = { args: { variant: 'primary', isDisabled: true, children: 'Continue' } }

export const States: Story = {
  render: () => (
    <StateGrid>
      {variants.map((variant) => (
        <ActionRow key={variant}>
          {sizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
          <Button variant={variant} icon={<Download />}>
            Export
          </Button>
          <Button variant={variant} isPending>
            Saving
          </Button>
          <Button variant={variant} isDisabled>
            Disabled
          </Button>
        </ActionRow>
      ))}
    </StateGrid>
  ),
}
