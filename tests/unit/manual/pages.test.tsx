import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { qpmUser } from '@shared/contract/qpm-user'
import { apiClient } from '@app/api/client'
import { HomePage } from '@app/features/home/HomePage'
import { BookmarksPage } from '@app/features/manual/BookmarksPage'
import { DocumentPage } from '@app/features/manual/DocumentPage'
import { RequiredReadingsPage } from '@app/features/manual/RequiredReadingsPage'
import { SearchPage } from '@app/features/manual/SearchPage'
import { SettingsPage } from '@app/features/manual/SettingsPage'
import { TocPage } from '@app/features/manual/TocPage'
import { manualKeys } from '@app/features/manual/api'
import { toast } from '@app/ui/Toast'
import { renderPage } from '../account/pageShell'
import { httpError } from '../session/fixtures'
import {
  bookmarks,
  manualConfig,
  palletDocument,
  palletSearch,
  requiredReadings,
  searchOptions,
  settings,
  tableOfContents,
} from '../../../stories/fixtures/manual'

type Answer = (entry: unknown, options?: { params?: Record<string, unknown>; body?: unknown }) => unknown

/** The API answers each entry with `answer`; anything else fails the test. */
function answering(answer: Answer) {
  return vi
    .spyOn(apiClient, 'request')
    .mockImplementation((async (entry: unknown, options: never) => answer(entry, options)) as never)
}

const documentQueries = (document = palletDocument): [readonly unknown[], unknown][] => [
  [manualKeys.document(document.id), document],
  [manualKeys.toc(), tableOfContents],
  [manualKeys.settings(), settings],
  [manualKeys.config(), manualConfig],
]

afterEach(() => {
  vi.restoreAllMocks()
  act(() => toast.clear())
})

describe('home', () => {
  it('lists the pending readings with their section, revision, due date and overdue mark, and counts them', async () => {
    renderPage(<HomePage />, {
      path: '/freight/home',
      signedIn: true,
      queries: [[manualKeys.requiredReadings(), requiredReadings]],
    })
    expect(await screen.findByText('3 documents to read')).toBeVisible()
    const list = within(screen.getByRole('region', { name: 'To read' })).getAllByRole('listitem')
    expect(list).toHaveLength(3)
    expect(within(list[0]!).getByRole('link', { name: 'QP-001 Quality policy' })).toHaveAttribute(
      'href',
      '/freight/pages/user/document/13',
    )
    expect(within(list[0]!).getByText('Overdue')).toBeVisible()
    expect(within(list[2]!).getByText('Freight handling · Revision 2')).toBeVisible()
    expect(within(list[2]!).getByText('Due 2026-03-12')).toBeVisible()
    expect(within(list[2]!).queryByText('Overdue')).toBeNull()
  })
})

describe('the table of contents', () => {
  it('is a tree named by the manual; the filter keeps the matching documents and says how many', async () => {
    const { user } = renderPage(<TocPage />, {
      path: '/freight/pages/QPM-DOC',
      signedIn: true,
      queries: [
        [manualKeys.toc(), tableOfContents],
        [manualKeys.config(), manualConfig],
      ],
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Warehousing and Distribution' })).toBeVisible()
    const tree = screen.getByRole('treegrid', { name: 'Contents of Warehousing and Distribution' })
    expect(within(tree).getByRole('row', { name: 'QP-001 Quality policy' })).toBeVisible()
    await user.type(screen.getByRole('searchbox', { name: 'Filter the contents' }), 'forklift')
    await waitFor(() => expect(within(tree).queryByRole('row', { name: 'QP-001 Quality policy' })).toBeNull())
    expect(within(tree).getByRole('row', { name: 'HS-201 Forklift safety' })).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent('1 document matches')
    await user.clear(screen.getByRole('searchbox', { name: 'Filter the contents' }))
    await user.type(screen.getByRole('searchbox', { name: 'Filter the contents' }), 'glacier')
    expect(await screen.findByText('No document matches “glacier”.', { selector: 'p' })).toBeVisible()
  }, 30_000)
})

describe('a document', () => {
  it('shows its details, its text at the reader’s size and sanitised again, and marks it in the contents', async () => {
    const unsafe = { ...palletDocument, body: `${palletDocument.body}<img src="x" onerror="alert(1)"><script>alert(2)</script>` }
    renderPage(<DocumentPage id={15} />, {
      path: '/freight/pages/user/document/15',
      signedIn: true,
      queries: [...documentQueries(unsafe), [manualKeys.settings(), { ...settings, text_size: 20 }]],
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Pallet handling and stacking' })).toBeVisible()
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' })
    expect(within(crumbs).getByRole('link', { name: 'Warehousing and Distribution' })).toHaveAttribute(
      'href',
      '/freight/pages/QPM-DOC',
    )
    expect(within(crumbs).getByRole('link', { name: 'Freight handling' })).toHaveAttribute(
      'href',
      '/freight/pages/QPM-DOC?section=3',
    )
    for (const text of ['Significant change', 'Stacking heights.', '2026-02-10', 'André Gagnon', 'Core process', 'Forklifts']) {
      expect(screen.getByText(text)).toBeVisible()
    }
    const body = screen.getByTestId('document-body')
    expect(body).toHaveStyle({ fontSize: 'calc(20 / 16 * 1rem)' })
    expect(body.querySelector('script')).toBeNull()
    expect(body.querySelector('img')?.getAttribute('onerror')).toBeNull()
    const current = within(screen.getByRole('treegrid', { name: 'Contents of the manual' })).getByRole('row', {
      name: 'FH-101 Pallet handling and stacking',
    })
    expect(current).toHaveAttribute('aria-current', 'page')
    const pager = screen.getByRole('navigation', { name: 'Previous and next documents' })
    expect(within(pager).getByRole('link', { name: 'Next: Forklift safety' })).toHaveAttribute(
      'href',
      '/freight/pages/user/document/16',
    )
  })

  it('a failed confirmation keeps the reading and offers to try again; the next one is recorded', async () => {
    let fail = true
    let read = false
    const request = answering((entry) => {
      if (entry === qpmUser.document)
        return read ? { ...palletDocument, required_reading: null, acknowledged_at: '2026-02-25T10:00:00Z' } : palletDocument
      if (entry === qpmUser.requiredReadings) return read ? { ...requiredReadings, nodes_to_read: [13, 14] } : requiredReadings
      if (fail) throw httpError(500)
      read = true
      return { id: 15, revision: 2, language: 'en', read_at: '2026-02-25T10:00:00Z', content_hash: 'x', nodes_to_read: [13, 14] }
    })
    const { user, queryClient } = renderPage(<DocumentPage id={15} />, {
      path: '/freight/pages/user/document/15',
      signedIn: true,
      queries: [...documentQueries(), [manualKeys.requiredReadings(), requiredReadings]],
    })
    await user.click(await screen.findByRole('button', { name: 'I have read and understood' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Your confirmation could not be recorded')
    expect(request).toHaveBeenCalledWith(qpmUser.read, { params: { id: 15 }, body: { revision: 2 } })
    expect(queryClient.getQueryData<typeof requiredReadings>(manualKeys.requiredReadings())?.nodes_to_read).toEqual([13, 14, 15])
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    const done = await screen.findByText(/^You confirmed reading revision 2 on /)
    await waitFor(() => expect(done).toHaveFocus())
    expect(queryClient.getQueryData<typeof requiredReadings>(manualKeys.requiredReadings())?.nodes_to_read).toEqual([13, 14])
  }, 30_000)

  it('a change request needs a comment, keeps it when sending fails, and closes once sent', async () => {
    let fail = true
    const positive = vi.spyOn(toast, 'positive')
    const request = answering((entry) => {
      if (entry !== qpmUser.changeRequest) return palletDocument
      if (fail) throw httpError(500)
      return { id: 1, created_at: '2026-02-25T10:00:00Z', delivery: 'queued', message: 'Your request was sent to the owner.' }
    })
    const { user } = renderPage(<DocumentPage id={15} />, {
      path: '/freight/pages/user/document/15',
      signedIn: true,
      queries: documentQueries(),
    })
    await user.click(await screen.findByRole('button', { name: 'Request a change' }))
    const dialog = await screen.findByRole('dialog', { name: 'Request a change' })
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }))
    const comment = within(dialog).getByRole('textbox', { name: /What should change/ })
    expect(comment).toHaveAccessibleDescription('Field is required')
    expect(request).not.toHaveBeenCalledWith(qpmUser.changeRequest, expect.anything())
    await user.type(comment, 'Add the customer’s reply time.')
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your comment is kept')
    expect(comment).toHaveValue('Add the customer’s reply time.')
    fail = false
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(request).toHaveBeenLastCalledWith(qpmUser.changeRequest, {
      params: { id: 15 },
      body: { comment: 'Add the customer’s reply time.' },
      silent: true,
    })
    expect(positive).toHaveBeenCalledWith('Your request was sent to the owner.')
  }, 30_000)
})

describe('search', () => {
  const input = { q: 'pallet', page: 1 }

  it('shows the ranked results with the matching words marked, and the server’s text as text', async () => {
    renderPage(<SearchPage search={{ q: 'pallet' }} onSearch={() => {}} />, {
      path: '/freight/pages/user/search?q=pallet',
      signedIn: true,
      queries: [
        [manualKeys.options(), searchOptions],
        [manualKeys.search(input), palletSearch],
      ],
    })
    const results = await screen.findByRole('list', { name: 'Search results' })
    expect(screen.getByText('2 documents match “pallet”')).toBeVisible()
    const [first, second] = within(results).getAllByRole('listitem')
    expect(within(first!).getByRole('link', { name: 'FH-101 Pallet handling and stacking' })).toHaveAttribute(
      'href',
      '/freight/pages/user/document/15',
    )
    expect([...first!.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Pallet',
      'pallets',
      'pallet',
      'pallet',
    ])
    // Markup in a passage is shown as the characters it is, never drawn.
    expect(second!.querySelector('b')).toBeNull()
    expect(second).toHaveTextContent('<b>only</b>')
  })

  it('puts a new search in the address, and refuses more than 20 words before asking the server', async () => {
    const onSearch = vi.fn()
    answering(() => palletSearch)
    const { user } = renderPage(<SearchPage search={{ q: 'pallet', section: 3, page: 2 }} onSearch={onSearch} />, {
      path: '/freight/pages/user/search',
      signedIn: true,
      queries: [[manualKeys.options(), searchOptions]],
    })
    const box = await screen.findByRole('searchbox', { name: 'Words to search for' })
    await user.clear(box)
    await user.type(box, Array.from({ length: 21 }, (_, i) => `w${i}`).join(' '))
    await user.keyboard('{Enter}')
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Use at most 20 words'))
    expect(onSearch).not.toHaveBeenCalled()
    await user.clear(box)
    await user.type(box, '"ne pas gerber" -hazmat{Enter}')
    expect(onSearch).toHaveBeenCalledWith({ q: '"ne pas gerber" -hazmat', section: 3, page: undefined })
  }, 30_000)
})

describe('the reader’s lists and settings', () => {
  it('required readings: pending and read tabs, with their dates', async () => {
    const { user } = renderPage(<RequiredReadingsPage />, {
      path: '/freight/pages/user/required_readings',
      signedIn: true,
      queries: [[manualKeys.requiredReadings(), requiredReadings]],
    })
    expect(await screen.findByRole('tab', { name: 'To read (3)' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText('Due 2026-02-04')).toBeVisible()
    await user.click(screen.getByRole('tab', { name: 'Read (2)' }))
    const read = within(screen.getByRole('list', { name: 'Documents read' })).getAllByRole('listitem')
    expect(within(read[1]!).getByText('Read in French')).toBeVisible()
    expect(within(read[0]!).getByText(/^Confirmed 2026-02-18 /)).toBeVisible()
  })

  it('bookmarks: each opens its document and can be removed', async () => {
    const positive = vi.spyOn(toast, 'positive')
    const request = answering((entry) => (entry === qpmUser.bookmarkRemove ? null : bookmarks))
    const { user } = renderPage(<BookmarksPage />, {
      path: '/freight/pages/user/bookmarks',
      signedIn: true,
      queries: [[manualKeys.bookmarkPage(1), bookmarks]],
    })
    expect(await screen.findByRole('link', { name: 'FH-101 Pallet handling and stacking' })).toHaveAttribute(
      'href',
      '/freight/pages/user/document/15',
    )
    await user.click(screen.getByRole('button', { name: 'Remove HS-201 Forklift safety from your bookmarks' }))
    await waitFor(() => expect(request).toHaveBeenCalledWith(qpmUser.bookmarkRemove, { params: { id: 16 } }))
    await waitFor(() => expect(positive).toHaveBeenCalledWith('Removed from your bookmarks.'))
  }, 30_000)

  it('settings: the text size and the documents’ language are saved together', async () => {
    const positive = vi.spyOn(toast, 'positive')
    const request = answering((_entry, options) => ({ ...settings, ...(options?.body as object) }))
    const { user } = renderPage(<SettingsPage />, {
      path: '/freight/pages/user/settings',
      signedIn: true,
      queries: [[manualKeys.settings(), settings]],
    })
    expect(await screen.findByRole('radio', { name: '16 px (default)' })).toBeChecked()
    await user.click(screen.getByRole('radio', { name: '20 px' }))
    await user.click(screen.getByRole('radio', { name: 'Français' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(request).toHaveBeenCalledWith(qpmUser.settingsSave, { body: { text_size: 20, language: 'fr' } }))
    await waitFor(() => expect(positive).toHaveBeenCalledWith('Your reading settings are saved.'))
  }, 30_000)
})
