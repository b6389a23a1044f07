import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import DOMPurify from 'dompurify'
import { LifeBuoy } from 'lucide-react'
import styled from 'styled-components'
import { isApiError } from '@app/api/errors'
import { helpPageQueryOptions } from '@app/api/queries'
import { useSession } from '@app/session'
import { Card } from '@app/ui/Card'
import { EmptyState } from '@app/ui/EmptyState'
import { ErrorState } from '@app/ui/ErrorState'
import { Spinner } from '@app/ui/Spinner'
import { PageHeading } from '@app/shell/PageHeading'

const Body = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.color.text.link};
  }
  > :first-child {
    margin-top: 0;
  }
`

/** SHOWHELP/{TMMID}: the help page of a menu, in the user's language (`GET globals/menu/help/{mid}`). */
export function HelpPage({ mid }: { mid: string }) {
  const { t } = useLingui()
  const { lang } = useSession()
  // The loader already asked; a refused answer is not asked for again on mount.
  const query = useQuery({ ...helpPageQueryOptions(mid, lang), retryOnMount: false })
  if (query.isPending) return <Spinner label={t`Loading the help page`} />
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <>
          <PageHeading />
          <EmptyState
            icon={<LifeBuoy />}
            title={t`No help for this page yet`}
            description={t`Contact customer service if you need a hand.`}
          />
        </>
      )
    }
    return (
      <>
        <PageHeading />
        <ErrorState message={t`The help page could not be loaded.`} onRetry={() => void query.refetch()} />
      </>
    )
  }
  return (
    <>
      <PageHeading title={query.data.title} />
      <Card>
        <Body dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(query.data.html) }} />
      </Card>
    </>
  )
}
