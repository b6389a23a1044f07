import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { FileCode } from 'lucide-react'
import styled from 'styled-components'
import { EmptyState } from '@app/ui/EmptyState'
import { ErrorState } from '@app/ui/ErrorState'
import { Link } from '@app/ui/Link'
import { Spinner } from '@app/ui/Spinner'
import { CenteredPage } from '@app/features/shell/CenteredPage'
import { apiDocumentsQueryOptions } from './queries'

const List = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`

export interface ApiDocumentsPageProps {
  /** The document asked for, after `/documents/`. */
  path: string
  /** The print layout of `/printable_documents/...`. */
  printable?: boolean
}

/** API Documents: open to anyone, the documents the carrier publishes for developers of API clients. */
export function ApiDocumentsPage({ path, printable = false }: ApiDocumentsPageProps) {
  const { t } = useLingui()
  const query = useQuery(apiDocumentsQueryOptions())
  const base = printable ? '/printable_documents' : '/documents'
  const current = query.data?.status === 'ready' ? query.data.documents.find((doc) => doc.path === path) : undefined
  return (
    <CenteredPage title={current?.name ?? t`API Documents`} width="lg">
      {query.isPending ? (
        <Spinner label={t`Loading the API documents`} />
      ) : query.isError ? (
        <ErrorState message={t`The API documents could not be loaded.`} onRetry={() => void query.refetch()} />
      ) : query.data.status === 'unavailable' || query.data.documents.length === 0 ? (
        <EmptyState
          icon={<FileCode />}
          title={t`API documents are not available yet`}
          description={<Trans>The integration guides will be published here in a coming version of the portal.</Trans>}
        />
      ) : (
        <List>
          {query.data.documents.map((doc) => (
            <li key={doc.path}>
              <Link href={`${base}/${doc.path}`}>{doc.name}</Link>
            </li>
          ))}
        </List>
      )}
    </CenteredPage>
  )
}
