import type { Meta, StoryObj } from '@storybook/react-vite'
import { Tab, TabList, TabPanel, Tabs } from '@app/ui/Tabs'

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Document">
        <Tab id="content">Content</Tab>
        <Tab id="history">History</Tab>
        <Tab id="files" isDisabled>
          Files
        </Tab>
        <Tab id="settings">Settings</Tab>
      </TabList>
      <TabPanel id="content">The document text.</TabPanel>
      <TabPanel id="history">Versions 1 to 4.</TabPanel>
      <TabPanel id="files">Attachments.</TabPanel>
      <TabPanel id="settings">Reading settings.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const SecondSelected: Story = { args: { defaultSelectedKey: 'history' } }
export const Vertical: Story = { args: { orientation: 'vertical' } }

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      {(['horizontal', 'vertical'] as const).map((orientation) => (
        <Tabs key={orientation} orientation={orientation} defaultSelectedKey="b">
          <TabList aria-label={`${orientation} tabs`}>
            <Tab id="a">Unselected</Tab>
            <Tab id="b">Selected</Tab>
            <Tab id="c" isDisabled>
              Disabled
            </Tab>
          </TabList>
          <TabPanel id="a">A</TabPanel>
          <TabPanel id="b">Panel of the selected tab ({orientation}).</TabPanel>
          <TabPanel id="c">C</TabPanel>
        </Tabs>
      ))}
    </div>
  ),
}
