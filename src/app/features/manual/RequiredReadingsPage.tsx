import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { CircleCheck, ListChecks } from 'lucide-react'
import { formatInstant } from '@shared/format'
import { Badge } from '@app/ui/Badge'
import { EmptyState } from '@app/ui/EmptyState'
import { ErrorState } from '@app/ui/ErrorState'
import { Link } from '@app/ui/Link'
import { Spinner } from '@app/ui/Spinner'
import { Tabs } from '@app/ui/Tabs'
import { PageHeading } from '@app/shell/PageHeading'
import { type AcknowledgedReading, type PendingReading, requiredReadingsQueryOptions } from './api'
import { useManualPaths } from './paths'
import { DocumentList } from './styles'

function Pending({ readings }: { readings: PendingReading[] }) {
  const { t } = useLingui()
  const paths = useManualPaths()
  if (readings.length === 0) {
    return (
      <EmptyState
        icon={<ListChecks />}
        headingLevel={2}
        title={t`You have no required readings`}
        description={t`Documents you are asked to read will be listed here.`}
      />
    )
  }
  return (
    <DocumentList aria-label={t`Documents to read`}>
      {readings.map((reading) => {
        const { revision, due_date: due } = reading
        return (
          <li key={reading.id}>
            <div className="main">
              <Link href={paths.page(reading.document_path)} variant="standalone">
                {[reading.number, reading.title].filter(Boolean).join(' ')}
              </Link>
              <p className="details">
                {reading.section && <span>{reading.section}</span>}
                <span>{t`Revision ${revision}`}</span>
                {reading.effective_date && <span>{t`Effective ${reading.effective_date}`}</span>}
              </p>
            </div>
            <div className="end">
              <span>{t`Due ${due}`}</span>
              {reading.overdue && <Badge variant="danger">{t`Overdue`}</Badge>}
            </div>
          </li>
        )
      })}
    </DocumentList>
  )
}

function Acknowledged({ readings }: { readings: AcknowledgedReading[] }) {
  const { t } = useLingui()
  const paths = useManualPaths()
  if (readings.length === 0) {
    return <EmptyState icon={<CircleCheck />} headingLevel={2} title={t`You have not confirmed any reading yet`} />
  }
  return (
    <DocumentList aria-label={t`Documents read`}>
      {readings.map((reading) => {
        const { revision } = reading
        const when = formatInstant(reading.read_at, 'YYYY-MM-DD HH:mm')
        return (
          <li key={`${reading.id}-${reading.revision}`}>
            <div className="main">
              <Link href={paths.page(reading.document_path)} variant="standalone">
                {[reading.number, reading.title].filter(Boolean).join(' ')}
              </Link>
              <p className="details">
                {reading.section && <span>{reading.section}</span>}
                <span>{t`Revision ${revision}`}</span>
                <span>{reading.language === 'fr' ? t`Read in French` : t`Read in English`}</span>
              </p>
            </div>
            <div className="end">
              <span>{t`Confirmed ${when}`}</span>
            </div>
          </li>
        )
      })}
    </DocumentList>
  )
}

/** user/required_readings: the readings still to confirm, most urgent first, and those confirmed. */
export function RequiredReadingsPage() {
  const { t } = useLingui()
  const query = useQuery(requiredReadingsQueryOptions())
  return (
    <>
      <PageHeading />
      {query.isPending ? (
        <Spinner label={t`Loading the required readings`} />
      ) : query.isError ? (
        <ErrorState
          message={t`The required readings could not be loaded.`}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : (
        <Tabs defaultSelectedKey="pending">
          <Tabs.List aria-label={t`Required readings`}>
            <Tabs.Tab id="pending">
              <Trans>To read</Trans> ({query.data.required_readings.length})
            </Tabs.Tab>
            <Tabs.Tab id="done">
              <Trans>Read</Trans> ({query.data.documents.length})
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel id="pending">
            <p>
              <Plural
                value={query.data.required_readings.length}
                _0="Nothing is waiting for you."
                one="# document is waiting for your confirmation, the most urgent first."
                other="# documents are waiting for your confirmation, the most urgent first."
              />
            </p>
            <Pending readings={query.data.required_readings} />
          </Tabs.Panel>
          <Tabs.Panel id="done">
            <Acknowledged readings={query.data.documents} />
          </Tabs.Panel>
        </Tabs>
      )}
    </>
  )
}
