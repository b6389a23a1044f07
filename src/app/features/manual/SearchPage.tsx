import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { SearchX } from 'lucide-react'
import { Fragment, type FormEvent, useState } from 'react'
import type { Key } from 'react-aria-components'
import styled from 'styled-components'
import * as v from 'valibot'
import { qpmUser, type TextPart } from '@shared/contract/qpm-user'
import { breakpointUp } from '@app/theme/media'
import { Button } from '@app/ui/Button'
import { EmptyState } from '@app/ui/EmptyState'
import { ErrorState } from '@app/ui/ErrorState'
import { Link } from '@app/ui/Link'
import { Pagination } from '@app/ui/Pagination'
import { SearchField } from '@app/ui/SearchField'
import { Select } from '@app/ui/Select'
import { Spinner } from '@app/ui/Spinner'
import { PageHeading } from '@app/shell/PageHeading'
import { SEARCH_PAGE_SIZE, type SearchOptions, searchOptionsQueryOptions, searchQueryOptions, type SearchResult } from './api'
import { useManualPaths } from './paths'
import type { ManualSearch } from './searchParams'

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};

  ${breakpointUp('md')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto;
    align-items: start;
  }
  .submit {
    ${breakpointUp('md')} {
      /* Level with the inputs, under their labels. */
      margin-top: calc(
        ${({ theme }) => theme.font.size.sm} * ${({ theme }) => theme.font.lineHeight.tight} + ${({ theme }) => theme.space.xxs}
      );
    }
  }
`

const Results = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
  .details {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  mark {
    padding: 0 ${({ theme }) => theme.space.xxs};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.warning.subtle};
    color: ${({ theme }) => theme.color.text.default};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.text.muted};
`

/** The server's highlighted text as text: the matching words in `<mark>`, never markup from the server. */
export function Highlighted({ parts }: { parts: readonly TextPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
      )}
    </>
  )
}

function Result({ result }: { result: SearchResult }) {
  const { t } = useLingui()
  const paths = useManualPaths()
  const { revision } = result
  return (
    <li>
      <h2>
        <Link href={paths.page(result.document_path)} variant="standalone">
          <span>
            {result.number && `${result.number} `}
            <Highlighted
              parts={result.title_highlight.length ? result.title_highlight : [{ text: result.title, match: false }]}
            />
          </span>
        </Link>
      </h2>
      <p className="details">
        {result.section && <span>{result.section}</span>}
        <span>{t`Revision ${revision}`}</span>
        {result.effective_date && <span>{t`Effective ${result.effective_date}`}</span>}
      </p>
      {result.snippet.length > 0 && (
        <p>
          <Highlighted parts={result.snippet} />
        </p>
      )}
    </li>
  )
}

/** The contract's rules on the search text (length, number of words), in the active language. */
function searchError(q: string): string | undefined {
  const result = v.safeParse(qpmUser.search.query, { q })
  return result.success ? undefined : result.issues[0]?.message
}

function sectionOptions(options: SearchOptions | undefined, all: string) {
  return [
    { id: 'all', label: all },
    ...(options?.sections ?? []).map((section) => ({
      id: String(section.id),
      label: `${'\u2003'.repeat(section.depth)}${section.title}`,
    })),
  ]
}

export interface SearchPageProps {
  /** The search in the address. */
  search: ManualSearch
  /** Puts a new search in the address. */
  onSearch: (next: ManualSearch) => void
}

/**
 * user/search: the manual's full-text search in the documents' language, best match first, with
 * highlighted passages, filters by section and tag, and pages; the search lives in the address.
 */
export function SearchPage({ search, onSearch }: SearchPageProps) {
  const { t } = useLingui()
  const q = search.q ?? ''
  const page = search.page ?? 1
  const [text, setText] = useState(q)
  const [error, setError] = useState<string>()
  // Back and forward change the address: the box follows it.
  const [shownFor, setShownFor] = useState(q)
  if (shownFor !== q) {
    setShownFor(q)
    setText(q)
  }
  const options = useQuery(searchOptionsQueryOptions())
  const input = { q, section: search.section, tag: search.tag, page }
  const valid = q !== '' && !searchError(q)
  const results = useQuery({ ...searchQueryOptions(input), enabled: valid })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const words = text.trim()
    const problem = words ? searchError(words) : t`Type the words to search for.`
    setError(problem)
    if (problem) return
    onSearch({ ...search, q: words, page: undefined })
  }
  const filter = (name: 'section' | 'tag') => (key: Key | null) =>
    onSearch({ ...search, [name]: key === null || key === 'all' ? undefined : Number(key), page: undefined })

  const tags = [
    { id: 'all', label: t`All tags` },
    ...(options.data?.tags ?? []).map((tag) => ({ id: String(tag.id), label: tag.name })),
  ]
  const count = results.data?.count ?? 0
  return (
    <>
      <PageHeading />
      <search aria-label={t`Search the manual`}>
        <Form onSubmit={submit} noValidate>
          <SearchField
            label={t`Words to search for`}
            description={t`Put a phrase in quotes ("pallet wrap"); put a minus before a word to leave it out (-hazmat).`}
            value={text}
            onChange={(value) => {
              setText(value)
              if (error) setError(undefined)
            }}
            isInvalid={Boolean(error)}
            errorMessage={error}
          />
          <Select
            label={t`Section`}
            required={false}
            options={sectionOptions(options.data, t`All sections`)}
            selectedKey={search.section === undefined ? 'all' : String(search.section)}
            onSelectionChange={filter('section')}
          />
          <Select
            label={t`Tag`}
            required={false}
            options={tags}
            selectedKey={search.tag === undefined ? 'all' : String(search.tag)}
            onSelectionChange={filter('tag')}
          />
          <Button type="submit" variant="primary" className="submit">
            {t`Search`}
          </Button>
        </Form>
      </search>
      <div aria-live="polite" aria-busy={results.isFetching}>
        {!valid ? (
          <Summary>
            <Trans>Search the titles, keywords and text of the documents in your documents’ language.</Trans>
          </Summary>
        ) : results.isPending ? (
          <Spinner label={t`Searching`} />
        ) : results.isError ? (
          <ErrorState
            message={t`The search could not be done.`}
            onRetry={() => void results.refetch()}
            isRetrying={results.isFetching}
          />
        ) : count === 0 ? (
          <EmptyState
            icon={<SearchX />}
            headingLevel={2}
            title={t`No document matches “${q}”`}
            description={t`Try other words, fewer words, or another section or tag.`}
          />
        ) : (
          <Summary>
            <Plural value={count} one={`# document matches “${q}”`} other={`# documents match “${q}”`} />
          </Summary>
        )}
      </div>
      {valid && results.data && count > 0 && (
        <>
          <Results aria-label={t`Search results`} start={(page - 1) * SEARCH_PAGE_SIZE + 1}>
            {results.data.results.map((result) => (
              <Result key={result.id} result={result} />
            ))}
          </Results>
          {count > SEARCH_PAGE_SIZE && (
            <Pagination
              page={page}
              pageSize={SEARCH_PAGE_SIZE}
              totalItems={count}
              onPageChange={(next) => onSearch({ ...search, page: next === 1 ? undefined : next })}
              aria-label={t`Pages of results`}
            />
          )}
        </>
      )}
    </>
  )
}
