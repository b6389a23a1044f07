import type { Meta, StoryObj } from '@storybook/react-vite'
import { Pencil, RotateCw, Trash2, X } from 'lucide-react'
import type { ButtonSize, ButtonVariant } from '@app/ui/Button'
import { IconButton } from '@app/ui/IconButton'
import { ActionRow, StateGrid } from './FieldStoryLayout'

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { label: 'Edit', icon: <Pencil /> },
} satisfies Meta<typeof IconButton>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Danger: Story = { args: { label: 'Delete attachment', icon: <Trash2 />, variant: 'danger' } }
export const Secondary: Story = { args: { label: 'Rotate right', icon: <RotateCw />, variant: 'secondary' } }
export const Pending: Story = { args: { label: 'Refresh', icon: <RotateCw />, variant: 'secondary', isPending: true } }
export const Disabled: Story = { args: { label: 'Close', icon: <X />, isDisabled: true } }

const variants: ButtonVariant[] = ['primary', 'secondary', 'danger', 'ghost']
const sizes: ButtonSize[] = ['sm', 'md', 'lg']

export const States: Story = {
  render: () => (
    <StateGrid>
      {variants.map((variant) => (
        <ActionRow key={variant}>
          {sizes.map((size) => (
            <IconButton key={size} label={`Edit (${variant}, ${size})`} icon={<Pencil />} variant={variant} size={size} />
          ))}
          <IconButton label={`Delete (${variant}, disabled)`} icon={<Trash2 />} variant={variant} isDisabled />
        </ActionRow>
      ))}
    </StateGrid>
  ),
}
