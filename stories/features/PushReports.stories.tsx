import type { Meta, StoryObj } from '@storybook/react-vite'
import type { MessageDescriptor } from '@lingui/core'
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { type ReactNode, useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { Profile } from '@shared/contract/schemas'
import type { PushReportList } from '@app/features/pushreports/lists'
import { PushReportFormPage } from '@app/features/pushreports/PushReportFormPage'
import { PushReportListPage } from '@app/features/pushreports/PushReportListPage'
import { RepositoryPage, RunDetailsPage } from '@app/features/pushreports/RepositoryPage'
import { UnsubscribePage } from '@app/features/pushreports/UnsubscribePage'
import { apiFailure, type ApiAnswers, withApi } from '../fixtures/api'
import { noTablePreference } from '../fixtures/grid'
import {
  allPushReportRows,
  copyTargets,
  failedRun,
  processedRun,
  pushReportList,
  pushReportRows,
  pushReportRunList,
  savedReport,
  shipmentsData,
  shipmentsSource,
  unsubscribed,
} from '../fixtures/pushreports'
import { StoryShell } from './StoryShell'

const staffProfile: Partial<Profile> = { MT_UID: 'employee', MT_TYPE: 'EMPLOYEE', MT_FNAME: 'Emma', MT_LNAME: 'Employee' }

/** A push report screen at its address, signed in, headed by its route's title as in the portal. */
function PushReportStory({
  path,
  title,
  staff = false,
  signedIn = true,
  children,
}: {
  path: string
  title: MessageDescriptor
  staff?: boolean
  signedIn?: boolean
  children: ReactNode
}) {
  return (
    <StoryShell signedIn={signedIn} path={path} meta={{ authorize: signedIn ? 'auth' : 'public', title }} profile={staff ? staffProfile : undefined}>
      {children}
    </StoryShell>
  )
}

/** The list, its switch working as in the portal. */
function ReportList({ start = 'mine', cmid }: { start?: PushReportList; cmid?: string }) {
  const [list, setList] = useState(start)
  const [page, setPage] = useState(cmid)
  return <PushReportListPage cmid={page} list={list} onListChange={setList} onShowAll={() => setPage(undefined)} />
}

const meta = {
  title: 'Features/PushReports',
  component: PushReportStory,
  args: { path: '/freight/pages/PUSHREPORT', title: msg`Push Reports`, children: null },
  parameters: {
    layout: 'padded',
    viewport: {
      options: { phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' } },
    },
  },
} satisfies Meta<typeof PushReportStory>

export default meta
type Story = StoryObj<typeof meta>

const phone = { viewport: { value: 'phone', isRotated: false } }

/** Screens draw after the story's router has matched its address: a busy machine gets time. */
const patience = { timeout: 10_000 }

const grid: ApiAnswers = { 'GET users/get_user_table_infor': noTablePreference }

const link = async (canvasElement: HTMLElement, name: string) => {
  await within(canvasElement).findByRole('link', { name }, patience)
}
const heading = async (canvasElement: HTMLElement, name: string | RegExp) => {
  await within(canvasElement).findByRole('heading', { level: 1, name }, patience)
}

// --- the list --------------------------------------------------------------------------------------

/** The customer's reports: schedule, next and last run with its status in words, paused ones said so. */
export const ListFilled: Story = {
  args: { children: <ReportList /> },
  decorators: [withApi({ ...grid, 'GET pushreport': pushReportList() })],
  play: async ({ canvasElement }) => link(canvasElement, 'Delivered to Montréal'),
}

export const ListFilledPhone: Story = {
  ...ListFilled,
  globals: phone,
  tags: ['phone'],
}

/** Opened from a table's push report dialog: that page's reports, with the way to all of them. */
export const ListForOnePage: Story = {
  args: { path: '/freight/pages/PUSHREPORT?cmid=SHIPMENTS', children: <ReportList cmid="SHIPMENTS" /> },
  decorators: [withApi({ ...grid, 'GET pushreport': pushReportList(pushReportRows.slice(0, 1)) })],
  play: async ({ canvasElement }) => {
    await link(canvasElement, 'Delivered to Montréal')
    await within(canvasElement).findByRole('button', { name: i18n._(msg`Show all my reports`) }, patience)
  },
}

/** No report yet: how to make one. */
export const ListEmpty: Story = {
  args: { children: <ReportList /> },
  decorators: [withApi({ ...grid, 'GET pushreport': pushReportList([]) })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: i18n._(msg`No push report yet`) }, patience)
  },
}

/** Staff: every report of the company, chosen with the switch. */
export const ListStaffAll: Story = {
  args: { staff: true, children: <ReportList start="all" /> },
  decorators: [
    withApi({
      ...grid,
      'GET pushreport': pushReportList(),
      'GET pushreport_all': pushReportList(allPushReportRows),
      'GET pushreport_customers': pushReportList(pushReportRows),
    }),
  ],
  play: async ({ canvasElement }) => link(canvasElement, 'Quebec lanes for the sales team'),
}

// --- the form --------------------------------------------------------------------------------------

const formAnswers: ApiAnswers = {
  'POST pushreport_source': shipmentsSource,
  'GET pushreport/{id}': savedReport,
  'GET pushreport_copy_targets': copyTargets,
}

const addPath = `/freight/pages/PUSHREPORT_ADD?cmid=SHIPMENTS&data=${encodeURIComponent(shipmentsData)}`

/** From the shipments grid's dialog: the search in words, the name and the output type it chose, the customer's address. */
export const FormCreate: Story = {
  args: { path: addPath, title: msg`Add Push Report`, children: <PushReportFormPage cmid="SHIPMENTS" data={shipmentsData} /> },
  decorators: [withApi(formAnswers)],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: i18n._(msg`Save the report`) }, patience)
    await within(canvasElement).findByText('Status is Delivered', {}, patience)
  },
}

export const FormCreatePhone: Story = {
  ...FormCreate,
  globals: phone,
  tags: ['phone'],
}

/** Saved with no name and no recipient: each field says what it needs. */
export const FormValidationErrors: Story = {
  ...FormCreate,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const save = await canvas.findByRole('button', { name: i18n._(msg`Save the report`) }, patience)
    await userEvent.clear(canvas.getByRole('textbox', { name: new RegExp(i18n._(msg`Report name`)) }))
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`customer@northwayfreight.example`) }))
    await userEvent.click(canvas.getByRole('radio', { name: i18n._(msg({ message: 'Weekly', context: 'push report schedule' })) }))
    await userEvent.click(save)
    await canvas.findByText(i18n._(msg`Select an email destination`), {}, patience)
    await canvas.findByText(i18n._(msg`Select at least one day of the week`), {}, patience)
  },
}

/** A link whose configuration cannot be read: 'This pushreport cannot be created', and the way back. */
export const FormBadData: Story = {
  args: {
    path: '/freight/pages/PUSHREPORT_ADD?cmid=SHIPMENTS&data=not-base64',
    title: msg`Add Push Report`,
    children: <PushReportFormPage cmid="SHIPMENTS" data="not-base64" />,
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: i18n._(msg`This pushreport cannot be created`) }, patience)
  },
}

/** A saved weekly report: its state, pause, run now, delete, and the form. */
export const FormEdit: Story = {
  args: { path: '/freight/pages/PUSHREPORT_EDIT/12', title: msg`Edit Push Report`, children: <PushReportFormPage id={12} /> },
  decorators: [withApi(formAnswers)],
  play: async ({ canvasElement }) => heading(canvasElement, savedReport.name),
}

/** Staff copy a report to another company: the company and, optionally, its user. */
export const FormCopyDialog: Story = {
  args: { ...FormEdit.args, staff: true },
  decorators: [withApi(formAnswers)],
  play: async ({ canvasElement }) => {
    await heading(canvasElement, savedReport.name)
    await userEvent.click(within(canvasElement).getByRole('button', { name: i18n._(msg`Copy to another company`) }))
    const dialog = await within(document.body).findByRole('dialog', {}, patience)
    await within(dialog).findByRole('button', { name: new RegExp(i18n._(msg`Company`)) }, patience)
  },
}

// --- the repository --------------------------------------------------------------------------------

/** Every run of a report: its status in words, rows, file size, and a download where there is a file. */
export const Repository: Story = {
  args: {
    path: '/freight/pages/PUSHREPORTR/12',
    title: msg`Push Report Repository`,
    children: <RepositoryPage reportId={12} />,
  },
  decorators: [withApi({ ...grid, 'GET pushreport/{id}': savedReport, 'GET pushreportrepository/{pushreport_id}': pushReportRunList() })],
  play: async ({ canvasElement }) => {
    await link(canvasElement, '106')
    await heading(canvasElement, new RegExp(savedReport.name))
  },
}

/** A processed run: its file, recipients and e-mail. */
export const RunProcessed: Story = {
  args: {
    path: '/freight/pages/PUSHREPORTR/12/106',
    title: msg`Push Report Repository Details`,
    children: <RunDetailsPage reportId={12} id={106} />,
  },
  decorators: [withApi({ 'GET pushreportrepository/{pushreport_id}/{id}': processedRun })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: i18n._(msg`Download the file`) }, patience)
  },
}

/** A run that failed after its retries: why, and no file. */
export const RunFailed: Story = {
  args: {
    path: '/freight/pages/PUSHREPORTR/12/104',
    title: msg`Push Report Repository Details`,
    children: <RunDetailsPage reportId={12} id={104} />,
  },
  decorators: [withApi({ 'GET pushreportrepository/{pushreport_id}/{id}': failedRun })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(failedRun.error!, {}, patience)
  },
}

// --- unsubscribe -----------------------------------------------------------------------------------

const unsubscribeArgs = (token?: string) => ({
  path: `/freight/unsubscribe${token ? `?token=${token}` : ''}`,
  title: msg`Unsubscribe`,
  signedIn: false,
  children: <UnsubscribePage company="freight" token={token} />,
})

/** The e-mail's link opened: nothing changes until the button is pressed. */
export const UnsubscribeBefore: Story = {
  args: unsubscribeArgs('signed.token'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: i18n._(msg`Unsubscribe`) }, patience)
  },
}

/** Pressed: the server's message. */
export const UnsubscribeDone: Story = {
  args: unsubscribeArgs('signed.token'),
  decorators: [withApi({ 'POST pushreport_unsubscribe': unsubscribed })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: i18n._(msg`Unsubscribe`) }, patience))
    await heading(canvasElement, i18n._(msg`You are unsubscribed`))
  },
}

/** A link whose token the server refuses. */
export const UnsubscribeBadToken: Story = {
  args: unsubscribeArgs('tampered'),
  decorators: [withApi({ 'POST pushreport_unsubscribe': apiFailure(400, 'This unsubscribe link is not valid.') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: i18n._(msg`Unsubscribe`) }, patience))
    await waitFor(() => expect(canvas.getByRole('alert')).toBeTruthy(), patience)
  },
}
