import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { userEvent, within } from 'storybook/test'
import { ApiError } from '@app/api'
import { type AutosaveOptions, forgetCopies } from '@app/features/authoring/autosave'
import { DraftEditorPage, DraftForm } from '@app/features/authoring/DraftEditorPage'
import { HistoryPage } from '@app/features/authoring/HistoryPage'
import { LANGUAGE_LABEL } from '@app/features/authoring/labels'
import { ConfigsDialog, MoveDialog, NodeNameDialog } from '@app/features/authoring/NodeDialogs'
import { NodePage, PageBody } from '@app/features/authoring/NodePage'
import { sectionsOf } from '@app/features/authoring/tree'
import { TreePage } from '@app/features/authoring/TreePage'
import { type ApiAnswers, withApi } from '../fixtures/api'
import {
  bigTree,
  draftStaging,
  editorNode,
  editorOptions,
  editorTree,
  nodeConfig,
  emptyHistory,
  filledHistory,
  readyStaging,
  reviewDiff,
  reviewStaging,
} from '../fixtures/authoringEditor'
import { StoryShell } from './StoryShell'

const meta = {
  title: 'Features/Manual/Authoring editor',
  parameters: { layout: 'padded' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Screens draw after the story's router has matched its address: a busy machine gets time. */
const patience = { timeout: 10_000 }

/** A field of the French draft, named as the page names it in the story's language. */
const frenchField = (label: 'title' | 'text') => {
  const language = i18n._(LANGUAGE_LABEL.fr)
  return i18n._(label === 'title' ? msg`Title (${language})` : msg`Text (${language})`)
}

const stagings = { [reviewStaging.id]: reviewStaging, [draftStaging.id]: draftStaging, [readyStaging.id]: readyStaging }

/** The calls of the node's page: the node, each open draft, what changed, the history. */
const nodeAnswers: ApiAnswers = {
  'GET qpm/authoring/options': editorOptions(),
  'GET qpm/authoring/document/node/{id}': editorNode,
  'GET qpm/authoring/document/staging/{id}/{staging_id}': ({ params }) => stagings[Number(params.staging_id)] ?? reviewStaging,
  'GET qpm/authoring/document/staging/{id}/{staging_id}/diff': reviewDiff,
  'GET qpm/authoring/staging/history/{id}': filledHistory,
}

const at = (path: string, title = msg`Document Authoring`) => ({ path: `/freight/pages/authoring/${path}`, meta: { authorize: 'auth', title } as const })

// --- tree -------------------------------------------------------------------------------------------

/** The tree page answering with this tree, drawn once the given name shows. */
const treeStory = (tree: typeof editorTree, shows: string): Story => ({
  decorators: [withApi({ 'GET qpm/authoring/view/tree': tree, 'GET qpm/authoring/options': editorOptions() })],
  render: () => (
    <StoryShell signedIn {...at('document')}>
      <TreePage />
    </StoryShell>
  ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('treegrid', {}, patience)
    await within(canvasElement).findByText(shows, {}, patience)
  },
})

/** The manual's tree for editing: sections open, each document's state in each language, its actions menu. */
export const Tree: Story = treeStory(editorTree, 'Warehouse')

/** A manual of more than 500 nodes opens folded to its top sections; Open all sections unfolds it. */
export const TreeBigManual: Story = treeStory(bigTree, 'Section 8')

// --- tree dialogs -----------------------------------------------------------------------------------

const [warehouse] = editorTree.nodes
const palletHandling = warehouse!.children[0]!
const ignore = () => {}

/** A new document under Warehouse: its title in English and in French. */
export const CreateDialog: Story = {
  decorators: [withApi({})],
  render: () => (
    <StoryShell signedIn {...at('document')}>
      <NodeNameDialog mode={{ kind: 'create', nodeKind: 'document', parent: warehouse! }} isOpen onOpenChange={ignore} />
    </StoryShell>
  ),
  play: async () => {
    await within(document.body).findByRole('dialog', {}, patience)
  },
}

/** Create pressed with nothing typed: each title says it is required. */
export const CreateDialogRequired: Story = {
  decorators: [withApi({})],
  render: () => (
    <StoryShell signedIn {...at('document')}>
      <NodeNameDialog mode={{ kind: 'create', nodeKind: 'section', parent: null }} isOpen onOpenChange={ignore} defaultShowErrors />
    </StoryShell>
  ),
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {}, patience)
    await within(dialog).findAllByText(i18n._(msg`Field is required`), {}, patience)
  },
}

/** Move to: the keyboard's way to drag a document under another section, the sections indented as the tree. */
export const MoveToDialog: Story = {
  decorators: [withApi({})],
  render: () => (
    <StoryShell signedIn {...at('document')}>
      <MoveDialog mode="move" node={palletHandling} sections={sectionsOf(editorTree.nodes)} isOpen onOpenChange={ignore} />
    </StoryShell>
  ),
  play: async () => {
    await within(document.body).findByRole('dialog', {}, patience)
  },
}

/** A document's configuration: its category, owner, chain, review interval and the groups that must read it. */
export const ConfigureDialog: Story = {
  decorators: [withApi({ 'GET qpm/authoring/options': editorOptions(), 'GET qpm/authoring/document/node/{id}/configs': nodeConfig })],
  render: () => (
    <StoryShell signedIn {...at('document')}>
      <ConfigsDialog node={palletHandling} isOpen onOpenChange={ignore} />
    </StoryShell>
  ),
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {}, patience)
    await within(dialog).findByRole('form', {}, patience)
  },
}

// --- node page --------------------------------------------------------------------------------------

const Node = () => (
  <StoryShell signedIn {...at('document/15')}>
    <NodePage id={15} />
  </StoryShell>
)

const nodeLoaded = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement)
  await canvas.findAllByRole('button', { name: i18n._(msg`Download PDF`) }, patience)
  await canvas.findAllByRole('table', {}, patience)
}

/** Published revisions in both languages, drafts in review, ready to publish and being written, the history. */
export const NodeWithDrafts: Story = {
  decorators: [withApi(nodeAnswers)],
  render: () => <Node />,
  play: async ({ canvasElement }) => {
    await nodeLoaded(canvasElement)
    await within(canvasElement).findByRole('button', { name: i18n._(msg`Reject`) }, patience)
  },
}

/** Reject pressed on the draft in review, then Reject with no comment: the comment says it is required. */
export const RejectDialogCommentRequired: Story = {
  decorators: [withApi(nodeAnswers)],
  render: () => <Node />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: i18n._(msg`Reject`) }, patience))
    const dialog = await within(document.body).findByRole('dialog', {}, patience)
    await userEvent.click(within(dialog).getByRole('button', { name: i18n._(msg`Reject`) }))
    await within(dialog).findByText(i18n._(msg`Field is required`), {}, patience)
  },
}

/** What changed in the draft in review against revision 2: the words inserted and deleted. */
export const WhatChanged: Story = {
  decorators: [withApi(nodeAnswers)],
  render: () => <Node />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [first] = await canvas.findAllByRole('button', { name: i18n._(msg`What changed`) }, patience)
    await userEvent.click(first!)
    await canvas.findByText('1.8 m', {}, patience)
  },
}

// --- draft editor -----------------------------------------------------------------------------------

/** The French draft open in the editor, saved: its title, text, status and workflow actions. */
export const DraftEditorSaved: Story = {
  decorators: [
    withApi({ 'GET qpm/authoring/options': editorOptions(), 'GET qpm/authoring/document/staging/{id}/{staging_id}': draftStaging }),
  ],
  beforeEach: () => forgetCopies(draftStaging.id),
  render: () => (
    <StoryShell signedIn {...at('document/15/42')}>
      <DraftEditorPage id={15} stagingId={draftStaging.id} />
    </StoryShell>
  ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: i18n._(msg`Submit`) }, patience)
    await within(canvasElement).findByRole('textbox', { name: frenchField('text') }, patience)
  },
}

/** Text typed before a reload that never reached the server: the editor offers it back. */
export const DraftEditorRestoreUnsaved: Story = {
  decorators: [
    withApi({ 'GET qpm/authoring/options': editorOptions(), 'GET qpm/authoring/document/staging/{id}/{staging_id}': draftStaging }),
  ],
  beforeEach: () => {
    forgetCopies(draftStaging.id)
    localStorage.setItem(
      `manual-draft:${draftStaging.id}:${draftStaging.version}`,
      JSON.stringify({
        version: draftStaging.version,
        title: draftStaging.title,
        body: '<p>Les palettes sont empilées sur 1,8 m au plus et inspectées avant le chargement, côté quai 2.</p>',
        at: '2026-03-02T14:45:00.000Z',
      }),
    )
    return () => forgetCopies(draftStaging.id)
  },
  render: () => (
    <StoryShell signedIn {...at('document/15/42')}>
      <DraftEditorPage id={15} stagingId={draftStaging.id} />
    </StoryShell>
  ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: i18n._(msg`Restore my text`) }, patience)
  },
}

const conflictId = 45
const theirs = {
  ...draftStaging,
  id: conflictId,
  version: 4,
  author: { id: 9, username: 'dchen', name: 'David Chen' },
  updated_at: '2026-03-02T15:10:00.000Z',
  body: '<p>Les palettes sont empilées sur 1,5 m au plus.</p>',
}

/** Another person saved first: my save is refused as stale, and the server's copy comes back with it. */
const staleSave: NonNullable<AutosaveOptions['save']> = () =>
  Promise.reject(
    new ApiError({
      status: 409,
      statusText: 'Conflict',
      data: { code: 'STALE', current: theirs },
      headers: {},
      config: { url: `qpm/authoring/document/staging/15/${conflictId}`, method: 'PUT' },
    }),
  )

/** A save refused because someone else saved first: their text beside mine, and the choice between them. */
export const DraftEditorConflict: Story = {
  beforeEach: () => forgetCopies(conflictId),
  render: () => (
    <StoryShell signedIn {...at('document/15/45')}>
      <PageBody>
        <DraftForm
          staging={{ ...draftStaging, id: conflictId }}
          allowSource={false}
          nodeHref="/freight/pages/authoring/document/15"
          autosave={{ save: staleSave }}
        />
      </PageBody>
    </StoryShell>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const title = await canvas.findByRole('textbox', { name: frenchField('title') }, patience)
    await userEvent.type(title, ' (quai 2)')
    await canvas.findByRole('heading', { name: i18n._(msg`This draft was changed by someone else`) }, patience)
  },
}

// --- history ----------------------------------------------------------------------------------------

const History = () => (
  <StoryShell signedIn {...at('history/15', msg`History`)}>
    <HistoryPage id={15} />
  </StoryShell>
)

/** Every action on the document's drafts, the latest first, a delegate's rejection with its comment. */
export const HistoryFilled: Story = {
  decorators: [withApi({ 'GET qpm/authoring/document/node/{id}': editorNode, 'GET qpm/authoring/staging/history/{id}': filledHistory })],
  render: () => <History />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Give the height in metres.', {}, patience)
  },
}

export const HistoryEmpty: Story = {
  decorators: [withApi({ 'GET qpm/authoring/document/node/{id}': editorNode, 'GET qpm/authoring/staging/history/{id}': emptyHistory })],
  render: () => <History />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(i18n._(msg`Nothing happened to this document yet.`), {}, patience)
  },
}
