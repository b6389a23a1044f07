import type { Meta, StoryObj } from '@storybook/react-vite'
import { FileSize } from '@app/ui/FileSize'

const meta = {
  title: 'UI/FileSize',
  component: FileSize,
  args: { bytes: 1536 },
} satisfies Meta<typeof FileSize>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const States: Story = {
  render: () => (
    <ul>
      {[0, 1, 900, 1536, 25 * 1024 * 1024, 2.25 * 1024 ** 3, 3 * 1024 ** 4].map((bytes) => (
        <li key={bytes}>
          <FileSize bytes={bytes} />
        </li>
      ))}
    </ul>
  ),
}
