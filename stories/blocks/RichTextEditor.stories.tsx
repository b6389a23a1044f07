import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useState } from 'react'
import { userEvent, within } from 'storybook/test'
import { DocumentEditor, type DocumentEditorProps } from '@app/blocks/RichTextEditor'

/** The editor with its value kept by the story, as a page keeps it. */
function Editor(props: Omit<DocumentEditorProps, 'onChange'>) {
  const [value, setValue] = useState(props.value)
  return <DocumentEditor {...props} value={value} onChange={setValue} />
}

const meta = {
  title: 'Blocks/RichTextEditor',
  component: Editor,
  args: { label: 'Text', value: '' },
} satisfies Meta<typeof Editor>

export default meta
type Story = StoryObj<typeof meta>

const patience = { timeout: 10_000 }
const ready = async (canvasElement: HTMLElement) => {
  await within(canvasElement).findByRole('toolbar', {}, patience)
}

export const Empty: Story = { play: async ({ canvasElement }) => ready(canvasElement) }

const content =
  '<h2>Loading</h2><p>Pallets are stacked no higher than <strong>1.8 m</strong> and <em>inspected</em> before loading.</p>' +
  '<ul><li>Wrapping intact</li><li>Label readable</li></ul>' +
  '<table><tbody><tr><th>Pallet</th><th>Height</th></tr><tr><td>Euro</td><td>1.8 m</td></tr></tbody></table>'

/** Headings, marks, a list and a table. */
export const WithContent: Story = {
  args: { value: content },
  play: async ({ canvasElement }) => ready(canvasElement),
}

/** An administrator's view of the HTML source. */
export const AdminViewSource: Story = {
  args: { value: '<p>Pallets are stacked no higher than <strong>1.8 m</strong>.</p>', allowSource: true },
  play: async ({ canvasElement }) => {
    await ready(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('button', { name: i18n._(msg`View source`) }))
    await within(canvasElement).findByDisplayValue(/<strong>1\.8 m<\/strong>/, {}, patience)
  },
}
