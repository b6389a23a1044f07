import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { DelegationsPage } from '@app/features/authoring/lists/DelegationsPage'
import { WorkListPage } from '@app/features/authoring/lists/WorkListPage'
import type { WorkListName } from '@app/features/authoring/lists/api'
import { apiFailure, type ApiAnswers, withApi } from '../fixtures/api'
import {
  approverDelegations,
  approverOptions,
  draftRows,
  LISTS_TODAY,
  missingNodeList,
  missingStagingRows,
  publishObsoleteRows,
  publishReadyRows,
  reviewList,
  reviewRows,
  stagingList,
  workflowRows,
} from '../fixtures/authoringLists'
import { noTablePreference } from '../fixtures/grid'
import { StoryShell } from './StoryShell'

// The forms' rules are shared with the server and translate through the app's Lingui, as in the portal.

const titles: Record<WorkListName | 'delegation', ReturnType<typeof msg>> = {
  workflow: msg`Workflow`,
  draft: msg`Drafts`,
  publish_ready: msg`Ready to Publish`,
  publish_obsolete: msg`Mark Obsolete`,
  staging_missing_translation: msg`Drafts Missing a Translation`,
  node_missing_translation: msg`Documents Missing a Translation`,
  review_due: msg`Reviews Due`,
  delegation: msg`Delegate my approvals`,
}

/** A work list (or the delegations page) at its address, signed in, headed by its title as in the portal. */
function ListStory({ list }: { list: WorkListName | 'delegation' }) {
  return (
    <StoryShell signedIn path={`/freight/pages/authoring/${list}`} meta={{ authorize: 'auth', title: titles[list] }}>
      {list === 'delegation' ? <DelegationsPage today={LISTS_TODAY} /> : <WorkListPage list={list} today={LISTS_TODAY} />}
    </StoryShell>
  )
}

const meta = {
  title: 'Features/Manual/Authoring lists',
  component: ListStory,
  args: { list: 'workflow' },
} satisfies Meta<typeof ListStory>

export default meta
type Story = StoryObj<typeof meta>

const grid: ApiAnswers = { 'GET users/get_user_table_infor': noTablePreference }
const loaded = async (canvasElement: HTMLElement, name: string) => {
  await within(canvasElement).findByRole('link', { name }, { timeout: 5000 })
}
const emptied = async (canvasElement: HTMLElement, title: ReturnType<typeof msg>) => {
  await within(canvasElement).findByRole('heading', { name: i18n._(title) }, { timeout: 5000 })
}

// --- waiting for me ---------------------------------------------------------------------------------

/** The drafts in review at the approver's step, each opening its draft, with the way to delegate. */
export const Workflow: Story = {
  decorators: [withApi({ ...grid, 'GET qpm/authoring/view/workflow': stagingList(workflowRows) })],
  play: async ({ canvasElement }) => loaded(canvasElement, workflowRows[0]!.title),
}

export const WorkflowEmpty: Story = {
  decorators: [withApi({ ...grid, 'GET qpm/authoring/view/workflow': stagingList([]) })],
  play: async ({ canvasElement }) => emptied(canvasElement, msg`Nothing waits for you`),
}

/** The list could not be read: the grid says so and offers to try again. */
export const WorkflowFailed: Story = {
  decorators: [withApi({ ...grid, 'GET qpm/authoring/view/workflow': apiFailure(500, 'The server could not answer.') })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: i18n._(msg`Try again`) }, { timeout: 5000 })
  },
}

// --- drafts -----------------------------------------------------------------------------------------

/** Drafts being written and those sent back, their state as a badge. */
export const Drafts: Story = {
  args: { list: 'draft' },
  decorators: [withApi({ ...grid, 'GET qpm/authoring/view/draft': stagingList(draftRows) })],
  play: async ({ canvasElement }) => loaded(canvasElement, draftRows[0]!.title),
}

export const DraftsEmpty: Story = {
  args: { list: 'draft' },
  decorators: [withApi({ ...grid, 'GET qpm/authoring/view/draft': stagingList([]) })],
  play: async ({ canvasElement }) => emptied(canvasElement, msg`No drafts`),
}

// --- publish ready ----------------------------------------------------------------------------------

const publishReady = withApi({ ...grid, 'GET qpm/authoring/view/publish_ready': stagingList(publishReadyRows) })

/** Approved drafts, each with Publish…, and the selected ones published together. */
export const PublishReady: Story = {
  args: { list: 'publish_ready' },
  decorators: [publishReady],
  play: async ({ canvasElement }) => loaded(canvasElement, publishReadyRows[0]!.title),
}

export const PublishReadyEmpty: Story = {
  args: { list: 'publish_ready' },
  decorators: [withApi({ ...grid, 'GET qpm/authoring/view/publish_ready': stagingList([]) })],
  play: async ({ canvasElement }) => emptied(canvasElement, msg`Nothing to publish`),
}

/** Publish… pressed on a row, then Publish with nothing chosen: the kind of change says it is required. */
export const PublishDialog: Story = {
  args: { list: 'publish_ready' },
  decorators: [publishReady],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, publishReadyRows[0]!.title)
    const [first] = await within(canvasElement).findAllByRole('button', { name: i18n._(msg`Publish…`) })
    await userEvent.click(first!)
    const dialog = await within(document.body).findByRole('dialog', {}, { timeout: 5000 })
    await userEvent.click(await within(dialog).findByRole('button', { name: i18n._(msg`Publish`) }))
    await within(dialog).findByText(i18n._(msg`Field is required`), {}, { timeout: 5000 })
  },
}

// --- withdrawals ------------------------------------------------------------------------------------

const publishObsolete = withApi({ ...grid, 'GET qpm/authoring/view/publish_obsolete': stagingList(publishObsoleteRows) })

export const PublishObsolete: Story = {
  args: { list: 'publish_obsolete' },
  decorators: [publishObsolete],
  play: async ({ canvasElement }) => loaded(canvasElement, publishObsoleteRows[0]!.title),
}

export const PublishObsoleteEmpty: Story = {
  args: { list: 'publish_obsolete' },
  decorators: [withApi({ ...grid, 'GET qpm/authoring/view/publish_obsolete': stagingList([]) })],
  play: async ({ canvasElement }) => emptied(canvasElement, msg`No document to withdraw`),
}

/** Mark obsolete… on the approved request: what it does, and a comment for the history. */
export const ObsoleteDialog: Story = {
  args: { list: 'publish_obsolete' },
  decorators: [publishObsolete],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, publishObsoleteRows[0]!.title)
    await userEvent.click(await within(canvasElement).findByRole('button', { name: i18n._(msg`Mark obsolete…`) }))
    await within(document.body).findByRole('dialog')
  },
}

// --- translations -----------------------------------------------------------------------------------

export const StagingMissingTranslation: Story = {
  args: { list: 'staging_missing_translation' },
  decorators: [withApi({ ...grid, 'GET qpm/authoring/view/staging_missing_translation': stagingList(missingStagingRows) })],
  play: async ({ canvasElement }) => loaded(canvasElement, missingStagingRows[0]!.title),
}

export const NodeMissingTranslation: Story = {
  args: { list: 'node_missing_translation' },
  decorators: [withApi({ ...grid, 'GET qpm/authoring/view/node_missing_translation': missingNodeList() })],
  play: async ({ canvasElement }) => loaded(canvasElement, 'Dock door inspection'),
}

export const NodeMissingTranslationEmpty: Story = {
  args: { list: 'node_missing_translation' },
  decorators: [withApi({ ...grid, 'GET qpm/authoring/view/node_missing_translation': missingNodeList(0) })],
  play: async ({ canvasElement }) => emptied(canvasElement, msg`Every document has its translation`),
}

// --- reviews due ------------------------------------------------------------------------------------

/** Reviews within 30 days: the overdue one and the one due soon, each flag written out. */
export const ReviewDue: Story = {
  args: { list: 'review_due' },
  decorators: [withApi({ ...grid, 'GET qpm/authoring/view/review_due': reviewList(reviewRows) })],
  play: async ({ canvasElement }) => loaded(canvasElement, reviewRows[0]!.title),
}

export const ReviewDueEmpty: Story = {
  args: { list: 'review_due' },
  decorators: [withApi({ ...grid, 'GET qpm/authoring/view/review_due': reviewList([]) })],
  play: async ({ canvasElement }) => emptied(canvasElement, msg`No review due`),
}

// --- delegations ------------------------------------------------------------------------------------

const delegations: ApiAnswers = {
  'GET qpm/authoring/options': approverOptions,
  'GET qpm/authoring/delegations': approverDelegations,
}

/** The approver's delegations, one in effect today, and the form to add one. */
export const Delegations: Story = {
  args: { list: 'delegation' },
  decorators: [withApi(delegations)],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: i18n._(msg`Delegations`) }, { timeout: 5000 })
  },
}

/** Add pressed with nothing filled in: each field says what it needs. */
export const DelegationFieldErrors: Story = {
  args: { list: 'delegation' },
  decorators: [withApi(delegations)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: i18n._(msg`Add the delegation`) }, { timeout: 5000 }))
    await waitFor(() => expect(canvasElement.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThan(0))
  },
}

export const DelegationsFailed: Story = {
  args: { list: 'delegation' },
  decorators: [withApi({ ...delegations, 'GET qpm/authoring/delegations': apiFailure(500, 'The server could not answer.') })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: i18n._(msg`Try again`) }, { timeout: 5000 })
  },
}
