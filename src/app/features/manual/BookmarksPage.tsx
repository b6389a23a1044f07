import { Plural, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { BookmarkX, Bookmark as BookmarkIcon } from 'lucide-react'
import { useRef, useState } from 'react'
import styled from 'styled-components'
import { formatInstant } from '@shared/format'
import { EmptyState } from '@app/ui/EmptyState'
import { ErrorState } from '@app/ui/ErrorState'
import { IconButton } from '@app/ui/IconButton'
import { Link } from '@app/ui/Link'
import { Pagination } from '@app/ui/Pagination'
import { Spinner } from '@app/ui/Spinner'
import { toast } from '@app/ui/Toast'
import { PageHeading } from '@app/shell/PageHeading'
import { BOOKMARK_PAGE_SIZE, type Bookmark, bookmarksQueryOptions, useRemoveBookmark } from './api'
import { useManualPaths } from './paths'
import { DocumentList } from './styles'

const Stack = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  outline: none;

  .count {
    display: block;
    margin: 0;
    color: ${({ theme }) => theme.color.text.muted};
  }
`

function Row({ bookmark, onRemoved }: { bookmark: Bookmark; onRemoved: () => void }) {
  const { t } = useLingui()
  const paths = useManualPaths()
  const remove = useRemoveBookmark()
  const name = [bookmark.number, bookmark.title].filter(Boolean).join(' ')
  const when = formatInstant(bookmark.bookmarked_at, 'YYYY-MM-DD')
  return (
    <li>
      <div className="main">
        <Link href={paths.page(bookmark.document_path)} variant="standalone">
          {name}
        </Link>
        <p className="details">
          {bookmark.section && <span>{bookmark.section}</span>}
          <span>{t`Bookmarked ${when}`}</span>
        </p>
      </div>
      <div className="end">
        <IconButton
          label={t`Remove ${name} from your bookmarks`}
          icon={<BookmarkX />}
          variant="ghost"
          isPending={remove.isPending}
          onPress={() =>
            remove.mutate(bookmark.id, {
              onSuccess: () => {
                toast.positive(t`Removed from your bookmarks.`)
                onRemoved()
              },
              onError: () => toast.negative(t`The bookmark could not be removed. Try again.`),
            })
          }
        />
      </div>
    </li>
  )
}

/** user/bookmarks: the reader's bookmarked documents, the latest first; open one or remove it. */
export function BookmarksPage() {
  const { t } = useLingui()
  const [page, setPage] = useState(1)
  const listRef = useRef<HTMLElement>(null)
  const query = useQuery({ ...bookmarksQueryOptions(page), placeholderData: keepPreviousData })
  const count = query.data?.count ?? 0
  // A removed row takes its button with it: focus goes to the list rather than to the page's top.
  const afterRemove = () => {
    listRef.current?.focus()
    if (query.data && query.data.results.length === 1 && page > 1) setPage(page - 1)
  }
  return (
    <>
      <PageHeading />
      {query.isPending ? (
        <Spinner label={t`Loading your bookmarks`} />
      ) : query.isError ? (
        <ErrorState
          message={t`Your bookmarks could not be loaded.`}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : count === 0 ? (
        <EmptyState
          icon={<BookmarkIcon />}
          title={t`You have no bookmarks`}
          description={t`Use Bookmark on a document of the manual to find it here.`}
        />
      ) : (
        <Stack ref={listRef} tabIndex={-1} aria-label={t`Your bookmarks`}>
          <output className="count">
            <Plural value={count} one="# bookmarked document" other="# bookmarked documents" />
          </output>
          <DocumentList aria-label={t`Bookmarked documents`}>
            {query.data.results.map((bookmark) => (
              <Row key={bookmark.id} bookmark={bookmark} onRemoved={afterRemove} />
            ))}
          </DocumentList>
          {count > BOOKMARK_PAGE_SIZE && (
            <Pagination
              page={page}
              pageSize={BOOKMARK_PAGE_SIZE}
              totalItems={count}
              onPageChange={setPage}
              aria-label={t`Pages of bookmarks`}
            />
          )}
        </Stack>
      )}
    </>
  )
}
