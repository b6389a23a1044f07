import type { Meta, StoryObj } from '@storybook/react-vite'
import { msg } from '@lingui/core/macro'
import { userEvent, within } from 'storybook/test'
import { manualKeys } from '@app/features/manual/api'
import { SearchPage } from '@app/features/manual/SearchPage'
import type { ManualSearch } from '@app/features/manual/searchParams'
import { noResults, palletSearch, searchOptions } from '../fixtures/manual'
import { ManualShell } from './ManualShell'

const meta = {
  title: 'Features/Manual/Search',
  parameters: { layout: 'padded' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

function Search({ search, results }: { search: ManualSearch; results?: unknown }) {
  const q = search.q ?? ''
  return (
    <ManualShell
      path={`/freight/pages/user/search${q ? `?q=${encodeURIComponent(q)}` : ''}`}
      title={msg`Manual Search`}
      data={[
        [manualKeys.options(), searchOptions],
        ...(results
          ? ([[manualKeys.search({ q, section: search.section, tag: search.tag, page: search.page ?? 1 }), results]] as [
              readonly unknown[],
              unknown,
            ][])
          : []),
      ]}
    >
      <SearchPage search={search} onSearch={() => {}} />
    </ManualShell>
  )
}

/** Before a search: the box, the filters and a word on what is searched. */
export const Start: Story = { render: () => <Search search={{}} /> }

/** Ranked results with the matching words marked; markup in the server's text is shown as text. */
export const Results: Story = { render: () => <Search search={{ q: 'pallet' }} results={palletSearch} /> }

/** Filtered by a section. */
export const InASection: Story = {
  render: () => (
    <Search
      search={{ q: 'pallet', section: 3 }}
      results={{ ...palletSearch, count: 1, results: palletSearch.results.slice(0, 1) }}
    />
  ),
}

/** Many results: pages under the list. */
export const Paged: Story = {
  render: () => <Search search={{ q: 'pallet', page: 2 }} results={{ ...palletSearch, count: 47 }} />,
}

/** No document matches. */
export const NoResults: Story = { render: () => <Search search={{ q: 'glacier' }} results={noResults} /> }

/** More words than a search takes: the box says so before anything is sent. */
export const TooManyWords: Story = {
  render: () => <Search search={{}} />,
  play: async ({ canvasElement }) => {
    const box = await within(canvasElement).findByRole('searchbox')
    await userEvent.type(box, `${Array.from({ length: 21 }, (_, i) => `w${i}`).join(' ')}{Enter}`)
  },
}
