import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { DoclibPage } from '@app/features/doclib/DoclibPage'
import { EntryPage } from '@app/features/doclib/EntryPage'
import { apiFailure, type ApiAnswers, noAnswer, withApi } from '../fixtures/api'
import { svgDataUrl } from '../fixtures/blocks'
import {
  bolConfig,
  entryList,
  podConfig,
  podDocuments,
  podEntries,
  podEntry,
  podEntryWithoutDocuments,
} from '../fixtures/doclib'
import { noTablePreference } from '../fixtures/grid'
import { StoryShell } from './StoryShell'

type Page = 'list' | 'add' | 'entry'

const routes: Record<Page, string> = {
  list: '$company/pages/doclib/$cmid',
  add: '$company/pages/doclib/$cmid/add',
  entry: '$company/pages/doclib/$cmid/$dlref',
}

const titles: Record<string, string> = { 'DOCLIB-POD': 'Proof of Delivery', 'DOCLIB-BOL': 'Bills of Lading' }

/** A page of a library at its address, signed in, headed by the library's menu entry as in the portal. */
function LibraryStory({ page, cmid = 'DOCLIB-POD', dlref }: { page: Page; cmid?: string; dlref?: number }) {
  const path = `/freight/pages/doclib/${cmid}${page === 'add' ? '/add' : page === 'entry' ? `/${dlref}` : ''}`
  return (
    <StoryShell
      signedIn
      path={path}
      route={routes[page]}
      meta={{ authorize: { cmid: true }, title: msg`Document Library` }}
      menuEntry={{ CMTITLE: titles[cmid] ?? cmid, CMVNAM: null, CMANO_ANALYTICS: 'N' }}
    >
      {page === 'entry' ? <EntryPage /> : <DoclibPage mode={page} />}
    </StoryShell>
  )
}

const meta = {
  title: 'Features/Document library',
  component: LibraryStory,
  args: { page: 'list' },
} satisfies Meta<typeof LibraryStory>

export default meta
type Story = StoryObj<typeof meta>

/** The libraries' configurations (Proof of Delivery unless Bills of Lading is asked for) and the grid's defaults. */
const libraries: ApiAnswers = {
  'GET doclib/configs/{cmid}': ({ params }) => (params.cmid === 'DOCLIB-BOL' ? bolConfig : podConfig),
  'GET users/get_user_table_infor': noTablePreference,
}

/** An entry of the library with its documents, by its number. */
const podEntryAnswers: ApiAnswers = {
  ...libraries,
  'GET doclib/library/{conn}/{cmid}/{dlref}': ({ params }) => {
    const entry = podEntries.find((item) => String(item.dlref) === params.dlref)
    if (!entry) return apiFailure(404, 'Entry not found')
    return { ...entry, attachments: entry.dlref === podEntry.dlref ? podDocuments : [] }
  },
  'GET doclib/documents': ({ query }) => (query.get('dlref') === String(podEntry.dlref) ? podDocuments : []),
}

// --- the library's list --------------------------------------------------------------------------

/** The entries in the grid, newest first; each title opens its entry, and staff may add a document. */
export const List: Story = {
  decorators: [withApi({ ...libraries, 'GET doclib/library/{conn}/{cmid}': entryList(podConfig, podEntries) })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: podEntries[0]!.title }, { timeout: 5000 })
  },
}

/** A library nothing was added to yet: the page's own empty state instead of an empty table. */
export const ListEmpty: Story = {
  decorators: [withApi({ ...libraries, 'GET doclib/library/{conn}/{cmid}': entryList(podConfig, []) })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: i18n._(msg`No documents yet`) }, { timeout: 5000 })
  },
}

/** The configuration has arrived; the entries are still on their way. */
export const ListLoading: Story = {
  decorators: [withApi({ ...libraries, 'GET doclib/library/{conn}/{cmid}': noAnswer })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(i18n._(msg`Loading...`), {}, { timeout: 5000 })
  },
}

/**
 * The library's configuration could not be read: the portal's error page, with Try again. Its look is
 * that of Features/Error pages / Page failure, so only its accessibility is checked here.
 */
export const ListConfigFailed: Story = {
  tags: ['no-visual'],
  decorators: [withApi({ 'GET doclib/configs/{cmid}': apiFailure(500, 'The server could not answer.') })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })
  },
}

// --- adding an entry -----------------------------------------------------------------------------

/** The empty form: title, the library's fields, description, and the document wizard at step 1. */
export const Add: Story = {
  args: { page: 'add' },
  decorators: [withApi(libraries)],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 5000 })
  },
}

// An image keeps the wizard's preview stable in a screenshot (a PDF preview is a canvas render).
const scan = new File([decodeURIComponent(svgDataUrl('POD', '#5b4a8a').split(',')[1]!)], 'delivery-receipt.svg', {
  type: 'image/svg+xml',
})

/**
 * A file chosen and Complete pressed with the title and the required probill left empty: the upload
 * waits, the fields say why, and focus is on the first of them.
 */
export const AddFieldErrors: Story = {
  args: { page: 'add' },
  decorators: [withApi(libraries)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { level: 1 }, { timeout: 5000 })
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')
    if (!input) throw new Error('The wizard offers no file input')
    await userEvent.upload(input, scan)
    // The wizard's action bar ends the page: Continue in step 1, Complete in step 2.
    const last = () => canvas.getAllByRole('button').at(-1)!
    await userEvent.click(last())
    await waitFor(() => expect(canvasElement.querySelector('img')).not.toBeNull())
    await userEvent.click(last())
    await waitFor(() => expect(canvasElement.querySelectorAll('[aria-invalid="true"]')).toHaveLength(2))
  },
}

/** The Bills of Lading library's terminal is chosen from a list: MTL, TOR or VAN. */
export const AddSelectField: Story = {
  args: { page: 'add', cmid: 'DOCLIB-BOL' },
  decorators: [withApi(libraries)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: /Terminal/ }, { timeout: 5000 }))
    await within(document.body).findByRole('option', { name: 'VAN' })
  },
}

// --- one entry -----------------------------------------------------------------------------------

/** An entry: downloads, e-mail and delete, its details and metadata, and its documents with the uploader. */
export const Entry: Story = {
  args: { page: 'entry', dlref: podEntry.dlref },
  decorators: [withApi(podEntryAnswers)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { level: 1, name: podEntry.title }, { timeout: 5000 })
    await canvas.findByText(podDocuments[0]!.filename, {}, { timeout: 5000 })
  },
}

/** An entry nothing was uploaded to: the downloads are disabled, the uploader waits for a file. */
export const EntryWithoutDocuments: Story = {
  args: { page: 'entry', dlref: podEntryWithoutDocuments.dlref },
  decorators: [withApi(podEntryAnswers)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { level: 1, name: podEntryWithoutDocuments.title }, { timeout: 5000 })
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull(), { timeout: 5000 })
  },
}

/** The library is known; the entry is still on its way. A lone spinner, drawn as UI/Spinner shows it. */
export const EntryLoading: Story = {
  tags: ['no-visual'],
  args: { page: 'entry', dlref: podEntry.dlref },
  decorators: [withApi({ ...podEntryAnswers, 'GET doclib/library/{conn}/{cmid}/{dlref}': noAnswer })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('progressbar', { name: i18n._(msg`Loading the entry`) }, { timeout: 5000 })
  },
}

/** The entry could not be read: the page says so and offers to try again. */
export const EntryFailed: Story = {
  args: { page: 'entry', dlref: podEntry.dlref },
  decorators: [
    withApi({
      ...podEntryAnswers,
      'GET doclib/library/{conn}/{cmid}/{dlref}': apiFailure(500, 'The server could not answer.'),
    }),
  ],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })
  },
}
