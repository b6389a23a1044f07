import type { Meta, StoryObj } from '@storybook/react-vite'
import { VisuallyHidden } from '@app/ui/VisuallyHidden'

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Read by screen readers only' },
  render: (args) => (
    <p>
      Visible text, then hidden words: <VisuallyHidden {...args} />
      (nothing shows between the colon and this note)
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const States: Story = {
  render: () => (
    <div>
      <p>
        Span: <VisuallyHidden>hidden span</VisuallyHidden>
      </p>
      <VisuallyHidden elementType="div">hidden block</VisuallyHidden>
      <p>Block above is hidden.</p>
    </div>
  ),
}
