import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { BookOpenCheck } from 'lucide-react'
import styled from 'styled-components'
import { useSession } from '@app/session'
import { Card } from '@app/ui/Card'
import { EmptyState } from '@app/ui/EmptyState'
import { ErrorState } from '@app/ui/ErrorState'
import { Link } from '@app/ui/Link'
import { Spinner } from '@app/ui/Spinner'
import { PageHeading } from '@app/shell/PageHeading'
import { paths } from '@app/shell/paths'
import { usePageCompany } from '@app/shell/usePage'
import { homeReadingsQueryOptions, type RequiredReading } from './api'

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  }
  li:last-child {
    border-bottom: 0;
  }
  span {
    color: ${({ theme }) => theme.color.text.muted};
  }
`

const Welcome = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.text.muted};
`

function Readings({ company, readings }: { company: string; readings: RequiredReading[] }) {
  const { t } = useLingui()
  if (readings.length === 0) {
    return (
      <EmptyState
        icon={<BookOpenCheck />}
        title={t`You have no required readings`}
        description={t`Documents you are asked to read will be listed here.`}
      />
    )
  }
  return (
    <Card title={t`To read`}>
      <List>
        {readings.map((reading) => (
          <li key={reading.id}>
            <Link href={paths.document(company, String(reading.id))}>{reading.title}</Link>
            {reading.due && <span>{t`Due ${reading.due}`}</span>}
          </li>
        ))}
      </List>
    </Card>
  )
}

/** The company home: the user's required readings, or an honest word while the manual is not offered. */
export function HomePage() {
  const { t } = useLingui()
  const company = usePageCompany()
  const { user } = useSession()
  const query = useQuery(homeReadingsQueryOptions())
  const name = user ? user.profile.MT_FNAME || user.profile.MT_UID : ''
  return (
    <>
      <PageHeading />
      {name && (
        <Welcome>
          <Trans>Welcome, {name}.</Trans>
        </Welcome>
      )}
      {query.isPending ? (
        <Spinner label={t`Loading the required readings`} />
      ) : query.isError ? (
        <ErrorState
          message={t`The required readings could not be loaded.`}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : query.data.status === 'unavailable' ? (
        <EmptyState
          icon={<BookOpenCheck />}
          title={t`Required readings are not available yet`}
          description={t`The quality manual opens in a coming version of the portal; the documents you must read will be listed here.`}
        />
      ) : (
        <Readings company={company.code} readings={query.data.readings} />
      )}
    </>
  )
}
