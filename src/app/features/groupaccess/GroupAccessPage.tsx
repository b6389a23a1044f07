import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Building2 } from 'lucide-react'
import styled from 'styled-components'
import { useSession } from '@app/session'
import { EmptyState } from '@app/ui/EmptyState'
import { ErrorState } from '@app/ui/ErrorState'
import { Link } from '@app/ui/Link'
import { Spinner } from '@app/ui/Spinner'
import { PageHeading } from '@app/shell/PageHeading'
import { paths } from '@app/shell/paths'
import { usePageCompany } from '@app/shell/usePage'
import { groupAccountsQueryOptions } from './api'

const List = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
`


/** UID_MAA_UPDATE, Group Account Access: open to anyone; the accounts a signed-in login reaches. */
export function GroupAccessPage() {
  const { t } = useLingui()
  const { auth } = useSession()
  const company = usePageCompany()
  const query = useQuery({ ...groupAccountsQueryOptions(auth?.userid ?? null), enabled: Boolean(auth) })
  let body
  if (!auth) {
    body = (
      <EmptyState
        icon={<Building2 />}
        title={t`Sign in to see your group accounts`}
        description={t`Group account access lets one login work for several customer accounts of your company.`}
        action={
          <Link href={paths.login(company.code, `/${company.code}/pages/UID_MAA_UPDATE`)} variant="standalone">
            <Trans>Sign in</Trans>
          </Link>
        }
      />
    )
  } else if (query.isPending) {
    body = <Spinner label={t`Loading the group accounts`} />
  } else if (query.isError) {
    body = <ErrorState message={t`The group accounts could not be loaded.`} onRetry={() => void query.refetch()} />
  } else if (query.data.status === 'unavailable' || query.data.accounts.length === 0) {
    body = (
      <EmptyState
        icon={<Building2 />}
        title={query.data.status === 'unavailable' ? t`Group account access is not available yet` : t`No group accounts`}
        description={t`Group account access lets one login work for several customer accounts of your company.`}
      />
    )
  } else {
    body = (
      <List>
        {query.data.accounts.map((row) => (
          <li key={row.account}>{`${row.name} (${row.account})`}</li>
        ))}
      </List>
    )
  }
  return (
    <>
      <PageHeading />
      {body}
    </>
  )
}
