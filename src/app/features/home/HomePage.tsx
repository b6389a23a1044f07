import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { BookOpenCheck } from 'lucide-react'
import styled from 'styled-components'
import type { RequiredReadingsAnswer } from '@app/api/queries'
import { useSession } from '@app/session'
import { Card } from '@app/ui/Card'
import { EmptyState } from '@app/ui/EmptyState'
import { ErrorState } from '@app/ui/ErrorState'
import { Link } from '@app/ui/Link'
import { Spinner } from '@app/ui/Spinner'
import { PageHeading } from '@app/shell/PageHeading'
import { paths } from '@app/shell/paths'
import { usePageCompany } from '@app/shell/usePage'
import { requiredReadingsQueryOptions } from '@app/features/manual/readings'

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  }
  li:last-child {
    border-bottom: 0;
  }
  .main {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    flex: 1 1 18rem;
    min-width: 0;
  }
  .muted {
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .due {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
`

/** A status mark (the count to read, overdue): the home page draws its own, small enough for the first load. */
const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.border.width.thin} solid;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  white-space: nowrap;

  &[data-tone='warning'] {
    color: ${({ theme }) => theme.color.text.warning};
    background: ${({ theme }) => theme.color.warning.subtle};
    border-color: ${({ theme }) => theme.color.warning.default};
  }
  &[data-tone='danger'] {
    color: ${({ theme }) => theme.color.text.danger};
    background: ${({ theme }) => theme.color.danger.subtle};
    border-color: ${({ theme }) => theme.color.border.danger};
  }
`

const Welcome = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.text.muted};
`

type Reading = RequiredReadingsAnswer['required_readings'][number]

function Readings({ readings }: { readings: Reading[] }) {
  const { t } = useLingui()
  const company = usePageCompany().code
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
    <Card
      title={t`To read`}
      actions={
        <Link href={`/${company}/pages/user/required_readings`} variant="standalone">
          {t`All required readings`}
        </Link>
      }
    >
      <List>
        {readings.map((reading) => {
          const { revision, due_date: due } = reading
          return (
            <li key={reading.id}>
              <span className="main">
                <Link href={paths.document(company, String(reading.id))}>
                  {[reading.number, reading.title].filter(Boolean).join(' ')}
                </Link>
                <span className="muted">{[reading.section, t`Revision ${revision}`].filter(Boolean).join(' · ')}</span>
              </span>
              <span className="due">
                <span>{t`Due ${due}`}</span>
                {reading.overdue && <Mark data-tone="danger">{t`Overdue`}</Mark>}
              </span>
            </li>
          )
        })}
      </List>
    </Card>
  )
}

/** The company home: the user's required readings, most urgent first, with their count in the heading. */
export function HomePage() {
  const { t } = useLingui()
  const { user } = useSession()
  const query = useQuery(requiredReadingsQueryOptions())
  const name = user ? user.profile.MT_FNAME || user.profile.MT_UID : ''
  const pending = query.data?.required_readings ?? []
  const overdue = pending.some((reading) => reading.overdue)
  return (
    <>
      <PageHeading
        actions={
          pending.length > 0 && (
            <Mark data-tone={overdue ? 'danger' : 'warning'}>
              <Plural value={pending.length} one="# document to read" other="# documents to read" />
            </Mark>
          )
        }
      />
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
      ) : (
        <Readings readings={query.data.required_readings} />
      )}
    </>
  )
}
