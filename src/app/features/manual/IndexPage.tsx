import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { ListX } from 'lucide-react'
import { useMemo } from 'react'
import styled from 'styled-components'
import { linkStyles } from '@app/ui/Link'
import { Badge } from '@app/ui/Badge'
import { EmptyState } from '@app/ui/EmptyState'
import { ErrorState } from '@app/ui/ErrorState'
import { Link } from '@app/ui/Link'
import { Spinner } from '@app/ui/Spinner'
import { PageHeading } from '@app/shell/PageHeading'
import { type IndexEntry, indexQueryOptions } from './api'
import { useManualPaths } from './paths'

const Letters = styled.nav`
  margin-bottom: ${({ theme }) => theme.space.lg};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    ${linkStyles}
    justify-content: center;
    min-width: ${({ theme }) => theme.size.control.sm};
    padding: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-decoration: none;
  }
  a:focus-visible {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
  }
`

const Letter = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding-bottom: ${({ theme }) => theme.space.xs};
    border-bottom: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  dl {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
  }
  dt {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    margin-top: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  dd {
    margin: 0;
  }
  dd ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space.lg};
  }
`

/** The id of a letter's part of the page ('#' gathers the terms that do not start with a letter). */
const anchorOf = (letter: string) => `index-${letter === '#' ? 'other' : letter}`

/** The entries grouped by their letter, in the server's order. */
function byLetter(entries: readonly IndexEntry[]): [string, IndexEntry[]][] {
  const groups = new Map<string, IndexEntry[]>()
  for (const entry of entries) {
    const list = groups.get(entry.letter)
    if (list) list.push(entry)
    else groups.set(entry.letter, [entry])
  }
  return [...groups]
}

/** user/index: the manual's keywords and tags in alphabetical order, each with its documents. */
export function IndexPage() {
  const { t } = useLingui()
  const paths = useManualPaths()
  const query = useQuery(indexQueryOptions())
  const letters = useMemo(() => byLetter(query.data?.entries ?? []), [query.data])
  return (
    <>
      <PageHeading />
      {query.isPending ? (
        <Spinner label={t`Loading the index`} />
      ) : query.isError ? (
        <ErrorState
          message={t`The index could not be loaded.`}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : letters.length === 0 ? (
        <EmptyState icon={<ListX />} title={t`The index is empty`} />
      ) : (
        <>
          <Letters aria-label={t`Letters of the index`}>
            <ul>
              {letters.map(([letter]) => (
                <li key={letter}>
                  {/* A jump inside the page: a plain anchor, not a route. */}
                  <a href={`#${anchorOf(letter)}`}>{letter}</a>
                </li>
              ))}
            </ul>
          </Letters>
          {letters.map(([letter, entries]) => (
            <Letter key={letter} aria-labelledby={anchorOf(letter)}>
              <h2 id={anchorOf(letter)} tabIndex={-1}>
                {letter}
              </h2>
              <dl>
                {entries.map((entry) => (
                  <div key={`${entry.kind}:${entry.term}`} style={{ display: 'contents' }}>
                    <dt>
                      {entry.term}
                      {entry.kind === 'tag' && <Badge variant="accent">{t`Tag`}</Badge>}
                    </dt>
                    <dd>
                      <ul>
                        {entry.documents.map((document) => (
                          <li key={document.id}>
                            <Link href={paths.page(document.document_path)}>
                              {[document.number, document.title].filter(Boolean).join(' ')}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </dd>
                  </div>
                ))}
              </dl>
            </Letter>
          ))}
        </>
      )}
    </>
  )
}
