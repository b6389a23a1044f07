import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { BookOpen } from 'lucide-react'
import styled from 'styled-components'
import { EmptyState } from '@app/ui/EmptyState'
import { ErrorState } from '@app/ui/ErrorState'
import { Link } from '@app/ui/Link'
import { Spinner } from '@app/ui/Spinner'
import { PageHeading } from '@app/shell/PageHeading'
import { manualConfigQueryOptions, tableOfContentsQueryOptions } from './api'
import { useManualPaths } from './paths'
import { TocTree } from './TocTree'

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};

  > :not(:first-child) {
    max-width: 48rem;
  }

  .links {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xl};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`

export interface TocPageProps {
  /** A section to open, from a document's breadcrumbs. */
  section?: number
}

/** The manual's table of contents (/toc and the manual menu, menu id QPM-DOC). */
export function TocPage({ section }: TocPageProps) {
  const { t } = useLingui()
  const paths = useManualPaths()
  const toc = useQuery(tableOfContentsQueryOptions())
  const config = useQuery(manualConfigQueryOptions())
  const title = config.data?.manual_title
  return (
    <Stack>
      <PageHeading title={title} />
      <ul className="links">
        <li>
          <Link href={paths.requiredReadings} variant="standalone">
            <Trans>Required readings</Trans>
          </Link>
        </li>
        <li>
          <Link href={paths.bookmarks} variant="standalone">
            <Trans>Bookmarks</Trans>
          </Link>
        </li>
        <li>
          <Link href={paths.search('')} variant="standalone">
            <Trans>Search</Trans>
          </Link>
        </li>
        <li>
          <Link href={paths.settings} variant="standalone">
            <Trans>Reading settings</Trans>
          </Link>
        </li>
      </ul>
      {toc.isPending ? (
        <Spinner label={t`Loading the contents`} />
      ) : toc.isError ? (
        <ErrorState
          message={t`The contents could not be loaded.`}
          onRetry={() => void toc.refetch()}
          isRetrying={toc.isFetching}
        />
      ) : toc.data.nodes.length === 0 ? (
        <EmptyState icon={<BookOpen />} title={t`The manual has no document for you yet`} />
      ) : (
        <TocTree
          nodes={toc.data.nodes}
          openSectionId={section}
          expandTopLevel
          hrefOf={paths.entry}
          label={title ? t`Contents of ${title}` : t`Contents of the manual`}
        />
      )}
    </Stack>
  )
}
