import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import DOMPurify from 'dompurify'
import { FileQuestion, Printer } from 'lucide-react'
import styled from 'styled-components'
import { Button } from '@app/ui/Button'
import { EmptyState } from '@app/ui/EmptyState'
import { ErrorState } from '@app/ui/ErrorState'
import { Link } from '@app/ui/Link'
import { Spinner } from '@app/ui/Spinner'
import { CenteredPage } from '@app/shell/CenteredPage'
import { apiDocumentsQueryOptions } from './api'

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  @media print {
    display: none;
  }
`

const Tools = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  @media print {
    display: none;
  }
`

const Body = styled.div`
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
  overflow-wrap: anywhere;

  > :first-child {
    margin-top: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    margin: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.sm};
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  th,
  td {
    text-align: start;
    vertical-align: top;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  }
  code {
    font-family: ${({ theme }) => theme.font.family.mono};
  }
`

export interface ApiDocumentsPageProps {
  /** The document asked for, after `/documents/`; empty for the list. */
  path: string
  /** The print layout of `/printable_documents/...`. */
  printable?: boolean
}

/** API Documents: open to anyone, the terms of use and the call reference the carrier publishes. */
export function ApiDocumentsPage({ path, printable = false }: ApiDocumentsPageProps) {
  const { t, i18n } = useLingui()
  const query = useQuery(apiDocumentsQueryOptions(i18n.locale))
  const base = printable ? '/printable_documents' : '/documents'
  const wanted = path.replace(/^\/+|\/+$/g, '')
  const current = wanted ? query.data?.find((doc) => doc.path === wanted) : undefined
  const missing = Boolean(wanted) && query.isSuccess && !current

  return (
    <CenteredPage title={current?.name ?? t`API Documents`} width="lg">
      {query.isPending ? (
        <Spinner label={t`Loading the API documents`} />
      ) : query.isError ? (
        <ErrorState message={t`The API documents could not be loaded.`} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Nav aria-label={t`API documents`}>
            <ul>
              {query.data.map((doc) => (
                <li key={doc.path}>
                  <Link href={`${base}/${doc.path}`} aria-current={doc.path === current?.path ? 'page' : undefined}>
                    {doc.name}
                  </Link>
                </li>
              ))}
            </ul>
          </Nav>
          {missing && (
            <EmptyState
              icon={<FileQuestion />}
              title={t`This document does not exist`}
              description={<Trans>Choose one of the documents above.</Trans>}
            />
          )}
          {current && (
            <>
              <Tools>
                {printable ? (
                  <>
                    <Link href={`/documents/${current.path}`}>{t`Back to the document`}</Link>
                    <Button icon={<Printer />} onPress={() => window.print()}>
                      {t`Print`}
                    </Button>
                  </>
                ) : (
                  <Link href={`/printable_documents/${current.path}`}>{t`Printable version`}</Link>
                )}
              </Tools>
              <Body dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(current.html) }} />
            </>
          )}
        </>
      )}
    </CenteredPage>
  )
}
