import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Building2 } from 'lucide-react'
import styled from 'styled-components'
import { preferences } from '@shared/contract/preferences'
import { apiClient } from '@app/api/client'
import { isApiError } from '@app/api/errors'
import { useSession } from '@app/session'
import { EmptyState } from '@app/ui/EmptyState'
import { ErrorState } from '@app/ui/ErrorState'
import { Link } from '@app/ui/Link'
import { Spinner } from '@app/ui/Spinner'
import { PageHeading } from '@app/shell/PageHeading'
import { paths } from '@app/shell/paths'
import { usePageCompany } from '@app/shell/usePage'

interface GroupAccount {
  account: string
  name: string
}

type GroupAccounts = { status: 'ready'; accounts: GroupAccount[] } | { status: 'unavailable' }

const List = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
`

function accountsOf(answer: unknown): GroupAccount[] {
  const rows = (answer as { results?: unknown[] } | null)?.results ?? []
  return rows.flatMap((row) => {
    const { account, name } = (row ?? {}) as Record<string, unknown>
    return typeof account === 'string' ? [{ account, name: typeof name === 'string' ? name : account }] : []
  })
}

/** UID_MAA_UPDATE, Group Account Access: open to anyone; the accounts a signed-in login reaches. */
export function GroupAccessPage() {
  const { t } = useLingui()
  const { auth } = useSession()
  const company = usePageCompany()
  const query = useQuery({
    queryKey: ['preferences', 'get_groupaccount', auth?.userid ?? null] as const,
    enabled: Boolean(auth),
    queryFn: async ({ signal }): Promise<GroupAccounts> => {
      const entry = preferences.groupAccountList
      try {
        const answer = await apiClient.call(entry.method, entry.path, { signal, silent: true })
        return { status: 'ready', accounts: accountsOf(answer) }
      } catch (error) {
        if (isApiError(error) && error.status === 501) return { status: 'unavailable' }
        throw error
      }
    },
  })
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
