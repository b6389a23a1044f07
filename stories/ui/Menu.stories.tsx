import type { Meta, StoryObj } from '@storybook/react-vite'
import { Download, Pencil, Trash2 } from 'lucide-react'
import { MenuButton, MenuItem, MenuSection, MenuSeparator, Submenu, type MenuButtonProps } from '@app/ui/Menu'

function MenuDemo(props: Omit<MenuButtonProps<object>, 'children'>) {
  return (
    <MenuButton {...props}>
      <MenuItem id="edit" icon={<Pencil />}>
        Edit
      </MenuItem>
      <Submenu label="Export" icon={<Download />}>
        <MenuItem id="csv">CSV</MenuItem>
        <MenuItem id="xlsx">XLSX</MenuItem>
        <MenuItem id="pdf">PDF</MenuItem>
      </Submenu>
      <MenuItem id="copy" isDisabled>
        Copy link
      </MenuItem>
      <MenuSeparator />
      <MenuSection title="Danger zone">
        <MenuItem id="delete" variant="danger" icon={<Trash2 />}>
          Delete
        </MenuItem>
      </MenuSection>
    </MenuButton>
  )
}

const meta = {
  title: 'UI/Menu',
  component: MenuDemo,
  args: { label: 'Actions' },
  decorators: [(Story) => <div style={{ minHeight: '16rem' }}>{Story()}</div>],
} satisfies Meta<typeof MenuDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}
export const Open: Story = { args: { defaultOpen: true } }
export const Disabled: Story = { args: { isDisabled: true } }

export const Selectable: Story = {
  render: () => (
    <MenuButton label="Language" selectionMode="single" selectedKeys={['fr']} defaultOpen>
      <MenuItem id="en">English</MenuItem>
      <MenuItem id="fr">Français</MenuItem>
    </MenuButton>
  ),
}

export const States: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <MenuButton label="Outline">
        <MenuItem id="a">A</MenuItem>
      </MenuButton>
      <MenuButton label="Ghost" variant="ghost">
        <MenuItem id="a">A</MenuItem>
      </MenuButton>
      <MenuButton label="No chevron" hideChevron>
        <MenuItem id="a">A</MenuItem>
      </MenuButton>
      <MenuButton label="Disabled" isDisabled>
        <MenuItem id="a">A</MenuItem>
      </MenuButton>
    </div>
  ),
}
