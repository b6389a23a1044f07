import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Archive, ArrowLeft, Download } from 'lucide-react'
import { useCallback, useMemo, useState } from 'react'
import styled from 'styled-components'
import { refusalOf } from '@app/api/errors'
import { useGridUser, usePageCompany } from '@app/blocks/ResourcePages'
import { DataGrid, type GridRow } from '@app/grid'
import { Badge } from '@app/ui/Badge'
import { Button } from '@app/ui/Button'
import { EmptyState } from '@app/ui/EmptyState'
import { ErrorState } from '@app/ui/ErrorState'
import { Link } from '@app/ui/Link'
import { Spinner } from '@app/ui/Spinner'
import { toast } from '@app/ui/Toast'
import { PageHeading } from '@app/shell/PageHeading'
import { usePageHeading } from '@app/shell/usePage'
import { downloadRunFile, failedStatus, pushReportQueryOptions, pushReportRepositoryApi, pushReportRunQueryOptions } from './api'
import { easternTime, fileSizeText, pushReportGridClient, repositoryColumns } from './columns'
import { pushReportPaths, RUN_STATUS_LABELS, RUN_STATUS_TONES, TRIGGER_LABELS } from './labels'
import { Intro } from './layout'
import { Facts, Page, Section } from './PushReportFormPage'

/** The repository's grid key of a menu id. */
export const PUSH_REPORT_REPOSITORY_CMID = 'PUSHREPORTR'

const List = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
  overflow-wrap: anywhere;
`

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`

/** Saves a run's file, saying so when it cannot. */
async function saveRunFile(reportId: number, id: number, messages: { gone: string; failed: string }) {
  try {
    await downloadRunFile(reportId, id)
  } catch (error) {
    toast.negative(failedStatus(error) === 410 ? messages.gone : (refusalOf(error) ?? messages.failed))
  }
}

function useDownloadMessages() {
  const { t } = useLingui()
  return {
    gone: t`This file was removed after the retention period.`,
    failed: t`Failed to download the file.`,
  }
}

/**
 * PUSHREPORTR/{pushreport_id}: the report's repository, every run with its time, status, rows and file
 * size, and the file of each run that has one. The run number opens the run's details.
 */
export function RepositoryPage({ reportId }: { reportId: number }) {
  const { t, i18n } = useLingui()
  const { title } = usePageHeading()
  const company = usePageCompany()
  const user = useGridUser()
  const paths = pushReportPaths(company)
  const report = useQuery(pushReportQueryOptions(reportId))
  const columns = useMemo(() => repositoryColumns(i18n, company, reportId), [i18n, company, reportId])
  const client = useMemo(() => pushReportGridClient(i18n), [i18n])
  const messages = useDownloadMessages()
  const onEvent = useCallback(
    (name: string, row?: GridRow) => {
      const id = Number(row?.id)
      if (name === 'download' && Number.isInteger(id)) void saveRunFile(reportId, id, messages)
    },
    [reportId, messages],
  )
  const name = report.data?.name
  return (
    <>
      <PageHeading title={name ? t`Repository: ${name}` : title} />
      <Intro>
        <Back href={paths.edit(reportId)}>
          <ArrowLeft aria-hidden="true" />
          {name ? t`Back to ${name}` : t`Back to the report`}
        </Back>
        {report.data && (
          <p>
            {report.data.schedule} · {report.data.output_type}
          </p>
        )}
      </Intro>
      <DataGrid
        api={pushReportRepositoryApi(reportId)}
        cmid={PUSH_REPORT_REPOSITORY_CMID}
        title={name ?? title}
        columns={columns}
        rowKey="id"
        preferences
        keepHistory
        user={user}
        client={client}
        onEvent={onEvent}
        emptyState={
          <EmptyState
            icon={<Archive />}
            title={t`No run yet`}
            description={t`Each run of the report is listed here with its file, from its first delivery on.`}
          />
        }
      />
    </>
  )
}

/**
 * PUSHREPORTR/{pushreport_id}/{id}: one run in full: its times, status, rows and file, whom it was sent
 * to, the e-mail it went out in, and the error when it failed.
 */
export function RunDetailsPage({ reportId, id }: { reportId: number; id: number }) {
  const { t, i18n } = useLingui()
  const company = usePageCompany()
  const paths = pushReportPaths(company)
  const run = useQuery(pushReportRunQueryOptions(reportId, id))
  const messages = useDownloadMessages()
  const [downloading, setDownloading] = useState(false)
  if (run.isError)
    return (
      <Page>
        <PageHeading />
        <ErrorState
          title={t`The run could not be read`}
          message={refusalOf(run.error) ?? t`Check your connection and try again.`}
          isRetrying={run.isFetching}
          onRetry={() => void run.refetch()}
        />
        <div>
          <Link href={paths.repository(reportId)}>{t`Back to the repository`}</Link>
        </div>
      </Page>
    )
  if (run.isPending) return <Spinner label={t`Loading the run`} />
  const detail = run.data
  const none = t`None`
  const download = async () => {
    setDownloading(true)
    await saveRunFile(reportId, id, messages)
    setDownloading(false)
  }
  return (
    <Page>
      <PageHeading
        title={t`Run ${detail.id} of ${detail.report_name}`}
        actions={
          detail.downloadable && (
            <Button variant="primary" icon={<Download />} isPending={downloading} onPress={() => void download()}>
              {t`Download the file`}
            </Button>
          )
        }
      />
      <div>
        <Back href={paths.repository(reportId)}>
          <ArrowLeft aria-hidden="true" />
          {t`Back to the repository`}
        </Back>
      </div>
      {detail.error && (
        <Section title={t`Why the run failed`}>
          <p>{detail.error}</p>
          <p className="muted">{t`The report's owner was told. The next scheduled run tries again.`}</p>
        </Section>
      )}
      <Section title={t`The run`}>
        <Facts>
          <dt>{t`Status`}</dt>
          <dd>
            <Badge variant={RUN_STATUS_TONES[detail.status]}>{i18n._(RUN_STATUS_LABELS[detail.status])}</Badge>
          </dd>
          <dt>{t`Started by`}</dt>
          <dd>{i18n._(TRIGGER_LABELS[detail.trigger]!)}</dd>
          <dt>{t`Scheduled for`}</dt>
          <dd>{easternTime(i18n, detail.scheduled_for)}</dd>
          <dt>{t`Started`}</dt>
          <dd>{detail.started_at ? easternTime(i18n, detail.started_at) : t`Not yet`}</dd>
          <dt>{t`Finished`}</dt>
          <dd>{detail.finished_at ? easternTime(i18n, detail.finished_at) : t`Not yet`}</dd>
          <dt>{t`Attempts`}</dt>
          <dd>{i18n.number(detail.attempts)}</dd>
          <dt>{t`Output type`}</dt>
          <dd>{detail.output_type}</dd>
          <dt>{t`Rows`}</dt>
          <dd>{detail.rows === null ? none : i18n.number(detail.rows)}</dd>
          <dt>{t`File`}</dt>
          <dd>
            {detail.file_name
              ? `${detail.file_name}${detail.file_size === null ? '' : ` (${fileSizeText(i18n, detail.file_size)})`}`
              : detail.status === 'Archived'
                ? t`Removed after the retention period`
                : none}
          </dd>
          <dt>{t`E-mail history entry`}</dt>
          <dd>{detail.email_id === null ? t`Not sent` : t`Number ${detail.email_id}`}</dd>
        </Facts>
      </Section>
      <Section title={t`Recipients`}>
        {detail.recipients.length ? (
          <List>
            {detail.recipients.map((address) => (
              <li key={address}>{address}</li>
            ))}
          </List>
        ) : (
          <p className="muted">{t`Nobody: the run sent no e-mail.`}</p>
        )}
      </Section>
    </Page>
  )
}
