import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { expect, userEvent, within } from 'storybook/test'
import type { ReactNode } from 'react'
import { ApproversPanel } from '@app/features/manualadmin/ChainDetails'
import { ResourceFormPage, ResourceListPage } from '@app/features/manualadmin/ResourcePages'
import { SwitchedBannerView } from '@app/features/manualadmin/SwitchedBanner'
import { resourceSpecs } from '@app/features/manualadmin/resources'
import { apiFailure, noAnswer, withApi } from '../fixtures/api'
import { noTablePreference } from '../fixtures/grid'
import { StoryShell } from './StoryShell'

const tags = [
  { id: 1, code: 'SAFETY', name: 'Safety', name_fr: 'Sécurité', document_count: 6 },
  { id: 2, code: 'DG', name: 'Dangerous goods', name_fr: 'Marchandises dangereuses', document_count: 4 },
  { id: 3, code: 'CLAIMS', name: 'Claims', name_fr: null, document_count: 0 },
]
const tagColumns = ['id', 'code', 'name', 'name_fr', 'document_count'].map((name) => ({
  name,
  label: name,
  field: name,
  type: name === 'id' || name === 'document_count' ? 'number' : 'string',
  searchable: name !== 'id',
}))
/** A page of tags as the list call answers it. */
const page = (results: typeof tags) => ({
  results,
  count: results.length,
  columns: tagColumns.map((column) => column.name),
  columns_details: tagColumns,
  exports: { google_sheet: false },
})

const approvers = [
  { id: 3, username: 'approver', name: 'Alex Approver', position: 1 },
  { id: 1, username: 'admin', name: 'Ada Admin', position: 2 },
  { id: 2, username: 'writer', name: 'Wendy Writer', position: 3 },
]

/** An admin screen at its address, signed in, headed by its title. */
function AdminStory({ path, children }: { path: string; children: ReactNode }) {
  return (
    <StoryShell signedIn path={path} meta={{ authorize: 'auth', title: msg`Tags` }}>
      {children}
    </StoryShell>
  )
}

const meta = {
  title: 'Features/Manual administration',
  component: AdminStory,
  args: { path: '/freight/pages/admin/tag', children: null },
} satisfies Meta<typeof AdminStory>

export default meta
type Story = StoryObj<typeof meta>

const list = <ResourceListPage spec={resourceSpecs.tag} />

/** The tags in the grid, each with Edit and Delete. */
export const ListFilled: Story = {
  args: { children: list },
  decorators: [withApi({ 'GET qpm/admin/tag': page(tags), 'GET users/get_user_table_infor': noTablePreference })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('gridcell', { name: 'Dangerous goods' }, { timeout: 5000 })
  },
}

/** No tag yet: the screen says where added ones will show. */
export const ListEmpty: Story = {
  args: { children: list },
  decorators: [withApi({ 'GET qpm/admin/tag': page([]), 'GET users/get_user_table_infor': noTablePreference })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(i18n._(msg`Nothing here yet`), undefined, { timeout: 5000 })
  },
}

/** The list could not be read. */
export const ListError: Story = {
  args: { children: list },
  decorators: [
    withApi({ 'GET qpm/admin/tag': apiFailure(500, 'The rows could not be loaded'), 'GET users/get_user_table_infor': noTablePreference }),
  ],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(i18n._(msg`The rows could not be loaded`), undefined, { timeout: 5000 })
  },
}

/** Delete asks first, naming the record. */
export const DeleteConfirmation: Story = {
  args: { children: list },
  decorators: [withApi({ 'GET qpm/admin/tag': page(tags), 'GET users/get_user_table_infor': noTablePreference })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('gridcell', { name: 'Claims' }, { timeout: 5000 })
    const buttons = canvas.getAllByRole('button', { name: i18n._(msg`Delete`) })
    await userEvent.click(buttons[2]!)
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog')
    await expect(dialog).toHaveTextContent('Claims')
  },
}

/** The add form after a blank submission: each required field says so. */
export const FormFieldErrors: Story = {
  args: { path: '/freight/pages/admin/tag/add', children: <ResourceFormPage spec={resourceSpecs.tag} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: i18n._(msg`Save`) }))
    await expect(canvas.getByRole('textbox', { name: i18n._(msg`ID`) })).toHaveAttribute('aria-invalid', 'true')
  },
}

/** The server refuses an ID already used: its message on the field, what was typed kept. */
export const FormServerError: Story = {
  args: { path: '/freight/pages/admin/tag/add', children: <ResourceFormPage spec={resourceSpecs.tag} /> },
  decorators: [withApi({ 'POST qpm/admin/tag': apiFailure(409, 'ID already exists') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: i18n._(msg`ID`) }), 'SAFETY')
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(`^${i18n._(msg`Name`)}`) }), 'Safety')
    await userEvent.click(canvas.getByRole('button', { name: i18n._(msg`Save`) }))
    await canvas.findByRole('alert')
  },
}

/** A chain's approvers in order, each with Move up, Move down and Remove. */
export const ChainApprovers: Story = {
  args: { path: '/freight/pages/admin/workflow_chain/edit/5', children: <ApproversPanel chain={5} /> },
  decorators: [
    withApi({ 'GET qpm/admin/workflow_chain_user/{workflow_id}': approvers, 'GET qpm/admin/workflow_user_lookup': noAnswer }),
  ],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('1. Alex Approver (approver)', undefined, { timeout: 5000 })
  },
}

/** The banner of a switched tab, naming the auditor and the person viewed. */
export const SwitchedBanner: Story = {
  args: {
    path: '/freight/home',
    children: (
      <SwitchedBannerView
        record={{ from: 'auditor-freight', fromName: 'Audrey Auditor', to: 'approver-freight', toName: 'Alex Approver' }}
        onSwitchBack={() => {}}
      />
    ),
  },
}
