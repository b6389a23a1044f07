import type { Meta, StoryObj } from '@storybook/react-vite'
import { msg } from '@lingui/core/macro'
import { useState } from 'react'
import { expect, userEvent, waitFor } from 'storybook/test'
import { manualKeys } from '@app/features/manual/api'
import { ChangeRequestDialog } from '@app/features/manual/ChangeRequestDialog'
import { DocumentPage } from '@app/features/manual/DocumentPage'
import { PrintDocumentPage } from '@app/features/manual/PrintDocumentPage'
import { manualConfig, palletDocument, readDocument, settings, tableOfContents } from '../fixtures/manual'
import { ManualShell } from './ManualShell'

const meta = {
  title: 'Features/Manual/Document',
  parameters: { layout: 'padded' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Screens draw after the story's router has matched its address: a busy machine gets time. */
const patience = { timeout: 10_000 }

const around: [readonly unknown[], unknown][] = [
  [manualKeys.toc(), tableOfContents],
  [manualKeys.settings(), settings],
  [manualKeys.config(), manualConfig],
]

function Document({
  document = palletDocument,
  data = [],
}: {
  document?: typeof palletDocument
  data?: [readonly unknown[], unknown][]
}) {
  return (
    <ManualShell
      path={`/freight/pages/user/document/${document.id}`}
      data={[...around, [manualKeys.document(document.id), document], ...data]}
    >
      <DocumentPage id={document.id} />
    </ManualShell>
  )
}

/** A required reading still to confirm: the notice at the top, the confirmation at the end, the contents beside it. */
export const RequiredReading: Story = { render: () => <Document /> }

/** Overdue: the notice and the confirmation say so. */
export const Overdue: Story = {
  render: () => <Document document={{ ...palletDocument, required_reading: { due_date: '2026-02-04', overdue: true } }} />,
}

/** Confirmed and bookmarked: the date of the confirmation, the bookmark pressed. */
export const Confirmed: Story = { render: () => <Document document={readDocument} /> }

/** At the reader's largest text size. */
export const LargeText: Story = {
  render: () => <Document document={readDocument} data={[[manualKeys.settings(), { ...settings, text_size: 24 }]]} />,
}

/** Not published in the reader's documents' language: shown in the other one, with a word about it. */
export const OtherLanguage: Story = {
  render: () => (
    <Document
      document={{ ...readDocument, available_languages: ['en'] }}
      data={[[manualKeys.settings(), { ...settings, language: 'fr' }]]}
    />
  ),
}

/** The confirmation failed: the reading stays pending and the button offers to try again. */
export const ConfirmationFailed: Story = {
  render: () => (
    <ManualShell
      path="/freight/pages/user/document/15"
      data={[...around, [manualKeys.document(15), palletDocument]]}
      calls={{ 'POST qpm/user/read/15': { status: 500, json: { message: 'Down for a moment' } } }}
    >
      <DocumentPage id={15} />
    </ManualShell>
  ),
  play: async ({ canvasElement }) => {
    // The page's one primary button, in every language: "I have read and understood".
    const button = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLButtonElement>('button[data-variant="primary"]')
      expect(found).not.toBeNull()
      return found!
    }, patience)
    await userEvent.click(button)
    await waitFor(() => expect(canvasElement.querySelector('[role="alert"]')).not.toBeNull(), patience)
  },
}

/** The document could not be loaded (other than unknown or refused, which are the 404 and 403 pages). */
export const Failed: Story = {
  render: () => (
    <ManualShell path="/freight/pages/user/document/15" data={around} calls={{ 'GET qpm/user/document/15': { status: 500 } }}>
      <DocumentPage id={15} />
    </ManualShell>
  ),
}

function ChangeRequest({ comment: initial = '', showErrors = false }: { comment?: string; showErrors?: boolean }) {
  const [comment, setComment] = useState(initial)
  return (
    <ManualShell path="/freight/pages/user/document/15" calls={{ 'POST qpm/user/change_request/15': { status: 500 } }}>
      <ChangeRequestDialog
        document={palletDocument}
        isOpen
        onOpenChange={() => {}}
        comment={comment}
        onCommentChange={setComment}
        defaultShowErrors={showErrors}
      />
    </ManualShell>
  )
}

/** The change request dialog: a required comment, sent to the document's owner. */
export const ChangeRequestEmpty: Story = { render: () => <ChangeRequest showErrors /> }

/** Sending failed: the comment typed is still there, with a word on what happened. */
export const ChangeRequestFailed: Story = {
  render: () => <ChangeRequest comment="Add the time the customer is told about a damaged pallet." />,
  play: async () => {
    const send = await waitFor(() => {
      const found = document.querySelector<HTMLButtonElement>('[role="dialog"] button[type="submit"]')
      expect(found).not.toBeNull()
      return found!
    }, patience)
    await userEvent.click(send)
    await waitFor(() => expect(document.querySelector('[role="dialog"] [role="alert"]')).not.toBeNull(), patience)
  },
}

/** The print layout: the revision, and "uncontrolled when printed" in the footer. */
export const Print: Story = {
  render: () => (
    <ManualShell
      path="/freight/pages/user/print_document/15"
      title={msg`Print Document`}
      data={[...around, [manualKeys.document(15), readDocument]]}
    >
      <PrintDocumentPage id={15} printedAt="2026-02-25T14:05:00Z" />
    </ManualShell>
  ),
}
