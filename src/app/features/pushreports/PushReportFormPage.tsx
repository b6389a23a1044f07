import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useBlocker, useNavigate } from '@tanstack/react-router'
import { useStore } from '@tanstack/react-form'
import { Copy, FolderOpen, Pause, Play, Send, Trash2 } from 'lucide-react'
import { type ReactNode, useId, useRef, useState } from 'react'
import styled from 'styled-components'
import { PUSH_REPORT_ACCESS, PUSH_REPORT_FREQUENCIES, PUSH_REPORT_LATEST_TIME, pushReportInputSchema } from '@shared/contract/pushreports'
import { PUSH_REPORT_OUTPUT_TYPES } from '@shared/constants'
import { pushReportMessages } from '@shared/validation'
import { refusalOf } from '@app/api/errors'
import { usePageCompany } from '@app/blocks/ResourcePages'
import type { PushReportConfig } from '@app/grid/pushReport'
import { useSession } from '@app/session'
import { useConfirm } from '@app/ui/AlertDialog'
import { Badge } from '@app/ui/Badge'
import { Button } from '@app/ui/Button'
import { ErrorState } from '@app/ui/ErrorState'
import { setServerErrors, useAppForm } from '@app/ui/Form'
import { Link } from '@app/ui/Link'
import { Spinner } from '@app/ui/Spinner'
import { toast } from '@app/ui/Toast'
import { breakpointUp } from '@app/theme/media'
import { PageHeading } from '@app/shell/PageHeading'
import {
  failedStatus,
  type PushReport,
  type PushReportRun,
  type PushReportSource,
  pushReportFieldErrors,
  pushReportQueryOptions,
  pushReportSourceQueryOptions,
  useCreatePushReport,
  useDeletePushReport,
  useRunPushReport,
  useUpdatePushReport,
} from './api'
import { easternTime } from './columns'
import { CopyReportDialog } from './CopyReportDialog'
import { bodyOf, isChanged, newValues, type PushReportFormValues, readConfig, valuesOf } from './formValues'
import { ACCESS_DESCRIPTIONS, ACCESS_LABELS, FREQUENCY_LABELS, pushReportPaths, RUN_STATUS_LABELS, STATE_LABELS } from './labels'
import { useIsStaff } from './PushReportListPage'
import { ColumnsField, RecipientsField, WeekdaysField } from './PushReportFields'

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.size.content};

  form {
    gap: ${({ theme }) => theme.space.xl};
  }
`

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.raised};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
  }
  .muted {
    color: ${({ theme }) => theme.color.text.muted};
  }
`

const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};

  ${breakpointUp('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  .wide {
    grid-column: 1 / -1;
  }
`

/** Terms and their values, one pair a row. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;

  ${breakpointUp('md')} {
    grid-template-columns: minmax(10rem, max-content) minmax(0, 1fr);
  }
  dt {
    color: ${({ theme }) => theme.color.text.muted};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    overflow-wrap: anywhere;
  }
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space.lg};
  }
`

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  .muted {
    color: ${({ theme }) => theme.color.text.muted};
  }
`

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.border.width.thin} solid;
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text.default};

  &[data-tone='danger'] {
    border-color: ${({ theme }) => theme.color.border.danger};
    background: ${({ theme }) => theme.color.danger.subtle};
  }
  &[data-tone='info'] {
    border-color: ${({ theme }) => theme.color.border.subtle};
    background: ${({ theme }) => theme.color.surface.sunken};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  &[data-tone='danger'] h2 {
    color: ${({ theme }) => theme.color.text.danger};
  }
  p {
    margin: 0;
  }
`

/** A titled part of the page, a region named by its heading. */
export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const headingId = useId()
  return (
    <Panel aria-labelledby={headingId}>
      <Bar>
        <h2 id={headingId}>{title}</h2>
        {actions}
      </Bar>
      {children}
    </Panel>
  )
}

/** The way back to the reader's reports. */
function BackToList({ cmid }: { cmid?: string }) {
  const { t } = useLingui()
  const company = usePageCompany()
  return <Link href={pushReportPaths(company).list(cmid)}>{t`Go to my push reports`}</Link>
}

export interface PushReportFormPageProps {
  /** The report to edit; a new one from `data` when left out. */
  id?: number
  /** PUSHREPORT_ADD: the menu id of the page the search was made on. */
  cmid?: string
  /** PUSHREPORT_ADD: the push report dialog's configuration, base64 JSON. */
  data?: string
}

/**
 * PUSHREPORT_ADD?cmid=&data= and PUSHREPORT_EDIT/{id}: the report's form. A new report starts from the
 * push report dialog's search, said in words (its page, its filters and the rows it finds now); a saved
 * one can also be paused or resumed, run now, deleted and, by staff, copied to another company.
 */
export function PushReportFormPage({ id, cmid, data }: PushReportFormPageProps) {
  if (id !== undefined) return <EditReport id={id} />
  return <NewReport cmid={cmid} data={data} />
}

/** 'This pushreport cannot be created' (document 2 section 8), with why and the way back. */
function CannotCreate({ detail, cmid, onRetry, isRetrying }: { detail: string; cmid?: string; onRetry?: () => void; isRetrying?: boolean }) {
  const { i18n } = useLingui()
  return (
    <Page>
      <PageHeading />
      <ErrorState title={i18n._(pushReportMessages.cannotCreate)} message={detail} onRetry={onRetry} isRetrying={isRetrying} />
      <div>
        <BackToList cmid={cmid} />
      </div>
    </Page>
  )
}

function NewReport({ cmid, data }: { cmid?: string; data?: string }) {
  const { t } = useLingui()
  const config = readConfig(data, cmid)
  const source = useQuery({
    ...pushReportSourceQueryOptions({ api_url: config?.api_url ?? '', query_params: config?.query_params ?? {}, cmid: config?.cmid }),
    enabled: config !== null,
  })
  if (!config)
    return (
      <CannotCreate
        cmid={cmid}
        detail={t`The link does not say which table's search the report should run. Open the table again, search it, then choose Push report in its toolbar.`}
      />
    )
  if (source.isError)
    return (
      <CannotCreate
        cmid={config.cmid}
        detail={refusalOf(source.error) ?? t`The table's search could not be read. Check your connection and try again.`}
        onRetry={failedStatus(source.error) === 400 ? undefined : () => void source.refetch()}
        isRetrying={source.isFetching}
      />
    )
  if (source.isPending) return <Spinner label={t`Loading the search`} />
  return <ReportForm config={config} source={source.data} />
}

function EditReport({ id }: { id: number }) {
  const { t } = useLingui()
  const report = useQuery(pushReportQueryOptions(id))
  const input = report.data ? { api_url: report.data.api_url, query_params: report.data.query_params, cmid: report.data.cmid } : undefined
  const source = useQuery({
    ...pushReportSourceQueryOptions(input ?? { api_url: '' }),
    enabled: input !== undefined,
  })
  if (report.isError)
    return (
      <Page>
        <PageHeading />
        <ErrorState
          title={t`The push report could not be read`}
          message={refusalOf(report.error) ?? t`Check your connection and try again.`}
          isRetrying={report.isFetching}
          onRetry={() => void report.refetch()}
        />
        <div>
          <BackToList />
        </div>
      </Page>
    )
  if (report.isPending || source.isPending) return <Spinner label={t`Loading the push report`} />
  return <ReportForm key={report.data.id} report={report.data} source={source.data} sourceFailed={source.isError} />
}

interface ReportFormProps {
  /** The report being edited. */
  report?: PushReport
  /** A new report's configuration, from the dialog. */
  config?: PushReportConfig
  /** The search in words; missing when it could not be read for a saved report. */
  source?: PushReportSource
  sourceFailed?: boolean
}

function ReportForm({ report, config, source, sourceFailed }: ReportFormProps) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const company = usePageCompany()
  const paths = pushReportPaths(company)
  const staff = useIsStaff()
  const { user } = useSession()
  const create = useCreatePushReport()
  const update = useUpdatePushReport(report?.id ?? 0)
  const remove = useDeletePushReport()
  const run = useRunPushReport()
  const { confirm, confirmDialog } = useConfirm()
  const [initial] = useState<PushReportFormValues>(() =>
    report ? valuesOf(report) : newValues(config!, source!, user?.profile?.MT_EMAIL),
  )
  const [baseline, setBaseline] = useState<PushReportFormValues>(initial)
  const [problem, setProblem] = useState<string>()
  const [started, setStarted] = useState<PushReportRun>()
  const [copying, setCopying] = useState(false)

  const form = useAppForm({
    defaultValues: initial,
    validators: { onChange: pushReportInputSchema as never },
    // "Save and run now" on a new report: saved, then run at once, and its run shown.
    onSubmitMeta: { runNow: false } as { runNow: boolean },
    onSubmit: async ({ value, meta }) => {
      setProblem(undefined)
      try {
        if (!report) {
          const created = await create.mutateAsync(bodyOf(value))
          toast.positive(t`${created.name} saved. It runs ${created.schedule}.`)
          leaving.current = true
          if (meta.runNow) {
            try {
              const firstRun = await run.mutateAsync(created.id)
              await navigate({ href: paths.run(created.id, firstRun.id), replace: true })
              return
            } catch (error) {
              toast.negative(refusalOf(error) ?? t`${created.name} could not be run. Try again.`)
            }
          }
          await navigate({ href: paths.edit(created.id), replace: true })
          return
        }
        const saved = await update.mutateAsync(bodyOf(value))
        // What was saved is what the form's changes are counted from.
        setBaseline(value)
        toast.positive(t`${saved.name} saved.`)
      } catch (error) {
        const fields = pushReportFieldErrors(error)
        const rest = setServerErrors(form as never, fields)
        const status = failedStatus(error)
        const detail = rest[0] ?? refusalOf(error)
        setProblem(
          [
            status === 403
              ? t`You cannot change this report.`
              : Object.keys(fields).length > rest.length
                ? t`Your changes are still in the form. Check the fields marked, then try again.`
                : t`Your changes are still in the form. Try again.`,
            detail,
          ]
            .filter(Boolean)
            .join(' '),
        )
      }
    },
  })
  const frequency = useStore(form.store, (state) => state.values.frequency)
  const changed = useStore(form.store, (state) => isChanged(state.values, baseline))

  // Leaving the page with unsaved changes asks first; the form's own moves (saved, deleted) do not.
  const leaving = useRef(false)
  const unsaved = changed && (report ? report.can_edit : true)
  useBlocker({
    shouldBlockFn: async () => {
      if (!unsaved || leaving.current) return false
      const leave = await confirm({
        title: t`Leave without saving?`,
        message: t`Your changes to this push report are not saved. They are lost if you leave the page.`,
        variant: 'danger',
        confirmLabel: t`Leave`,
        cancelLabel: t`Stay`,
      })
      return !leave
    },
    enableBeforeUnload: () => unsaved && !leaving.current,
  })

  const setState = async (state: 'active' | 'paused') => {
    if (!report) return
    try {
      const saved = await update.mutateAsync(bodyOf({ ...valuesOf(report), state }))
      // The form's next save keeps the new state, which is not a change of the user's.
      form.setFieldValue('state', saved.state)
      setBaseline((previous) => ({ ...previous, state: saved.state }))
      toast.positive(saved.state === 'paused' ? t`${saved.name} is paused.` : t`${saved.name} runs again on its schedule.`)
    } catch (error) {
      toast.negative(refusalOf(error) ?? t`The report could not be changed. Try again.`)
    }
  }

  const runNow = async () => {
    if (!report) return
    try {
      setStarted(await run.mutateAsync(report.id))
    } catch (error) {
      toast.negative(refusalOf(error) ?? t`${report.name} could not be run. Try again.`)
    }
  }

  const deleteReport = async () => {
    if (!report) return
    const sure = await confirm({
      title: t`Delete this push report?`,
      message: t`${report.name} stops running, and the files of its runs are removed. This cannot be undone.`,
      variant: 'danger',
      confirmLabel: t`Delete`,
      cancelLabel: t`Keep it`,
    })
    if (!sure) return
    try {
      await remove.mutateAsync(report.id)
      toast.positive(t`${report.name} deleted.`)
      leaving.current = true
      await navigate({ href: paths.list(report.cmid), replace: true })
    } catch (error) {
      toast.negative(refusalOf(error) ?? t`The report could not be deleted. Try again.`)
    }
  }

  const columns = source?.columns ?? (report?.columns ?? []).map((name) => ({ name, label: name, visible: true }))
  const editable = report ? report.can_edit : true

  const heading = (
    <PageHeading
      title={report?.name}
      actions={
        report && (
          <Bar>
            <Button icon={<Send />} isPending={run.isPending} onPress={() => void runNow()}>
              {t`Run now`}
            </Button>
            <Link href={paths.repository(report.id)}>
              <FolderOpen aria-hidden="true" /> {t`Repository`}
            </Link>
          </Bar>
        )
      }
    />
  )

  const what = (
    <Section title={t`What the report runs`}>
      {source ? (
        <Facts>
          <dt>{t`Page`}</dt>
          <dd>{source.source}</dd>
          <dt>{t`Filters`}</dt>
          <dd>
            {source.filters.length ? (
              <ul>
                {source.filters.map((filter) => (
                  <li key={filter}>{filter}</li>
                ))}
              </ul>
            ) : (
              t`No filter: every row the page lists`
            )}
          </dd>
          <dt>{t`Rows now`}</dt>
          <dd>{t`${i18n.number(source.rows)} rows, with your access today`}</dd>
        </Facts>
      ) : (
        <p className="muted">
          {sourceFailed ? t`The search of ${report?.source ?? ''} could not be described now; it runs as saved.` : report?.source}
        </p>
      )}
      <p className="muted">{t`Each run finds the rows again, with the owner's access on that day.`}</p>
    </Section>
  )

  const state = report && (
    <Section title={t`State`}>
      <Facts>
        <dt>{t`State`}</dt>
        <dd>
          <Badge variant={report.state === 'paused' ? 'warning' : 'success'}>{i18n._(STATE_LABELS[report.state]!)}</Badge>
        </dd>
        <dt>{t`Schedule`}</dt>
        <dd>{report.schedule}</dd>
        <dt>{t`Next run`}</dt>
        <dd>{report.next_run_at ? easternTime(i18n, report.next_run_at) : t`None while paused`}</dd>
        <dt>{t`Last run`}</dt>
        <dd>
          {report.last_run ? (
            <Link href={paths.run(report.id, report.last_run.id)}>
              {t`${easternTime(i18n, report.last_run.at)}: ${i18n._(RUN_STATUS_LABELS[report.last_run.status])}`}
            </Link>
          ) : (
            t`Not run yet`
          )}
        </dd>
        <dt>{t`Owner`}</dt>
        <dd>{report.owner.name}</dd>
      </Facts>
      {editable && (
        <Bar>
          {report.state === 'paused' ? (
            <Button icon={<Play />} isPending={update.isPending} onPress={() => void setState('active')}>
              {t`Resume`}
            </Button>
          ) : (
            <Button icon={<Pause />} isPending={update.isPending} onPress={() => void setState('paused')}>
              {t`Pause`}
            </Button>
          )}
          {report.can_copy && staff && (
            <Button icon={<Copy />} onPress={() => setCopying(true)}>
              {t`Copy to another company`}
            </Button>
          )}
          {report.can_delete && (
            <Button variant="danger" icon={<Trash2 />} isPending={remove.isPending} onPress={() => void deleteReport()}>
              {t`Delete`}
            </Button>
          )}
        </Bar>
      )}
      {started && report && (
        <Notice as="output" data-tone="info">
          <p>{t`The run has started (${i18n._(RUN_STATUS_LABELS[started.status])}). Its file appears in the repository when it is ready.`}</p>
          <Bar>
            <Link href={paths.run(report.id, started.id)}>{t`Open the run`}</Link>
            <Link href={paths.repository(report.id)}>{t`Open the repository`}</Link>
          </Bar>
        </Notice>
      )}
    </Section>
  )

  const banner = problem && (
    <Notice data-tone="danger" role="alert">
      <h2>{t`The push report could not be saved`}</h2>
      <p>{problem}</p>
    </Notice>
  )

  return (
    <Page>
      {heading}
      {what}
      {state}
      {!editable && <p>{t`You can see this report but not change it: only its owner or an administrator can.`}</p>}
      <form.AppForm>
        <form.Form aria-label={report ? t`Push report ${report.name}` : t`New push report`}>
          <Section title={t`Report`}>
            <Fields>
              <div className="wide">
                <form.AppField name="name">
                  {(field) => <field.TextField label={t`Report name`} required maxLength={100} isDisabled={!editable} />}
                </form.AppField>
              </div>
              <form.AppField name="output_type">
                {(field) => (
                  <field.Select
                    label={t`Output type`}
                    required
                    isDisabled={!editable}
                    options={PUSH_REPORT_OUTPUT_TYPES.map((type) => ({ id: type, label: type }))}
                  />
                )}
              </form.AppField>
              <form.AppField name="only_with_rows">
                {(field) => (
                  <field.Checkbox
                    label={t`Send only when there are rows`}
                    description={t`A run that finds no row sends nothing; the repository lists it as Void.`}
                    required={false}
                    isDisabled={!editable}
                  />
                )}
              </form.AppField>
            </Fields>
          </Section>

          <Section title={t`Columns`}>
            <form.AppField name="columns">{() => <ColumnsField columns={columns} />}</form.AppField>
          </Section>

          <Section title={t`Schedule`}>
            <p className="muted">{t`Reports go out Monday to Friday by 12:30 PM Eastern time; a delivery on a weekend or a holiday moves to the next working day.`}</p>
            <Fields>
              <div className="wide">
                <form.AppField name="frequency">
                  {(field) => (
                    <field.RadioGroup
                      label={t`How often`}
                      required
                      orientation="horizontal"
                      isDisabled={!editable}
                      options={PUSH_REPORT_FREQUENCIES.map((value) => ({ value, label: i18n._(FREQUENCY_LABELS[value]) }))}
                    />
                  )}
                </form.AppField>
              </div>
              {frequency === 'weekly' && (
                <div className="wide">
                  <form.AppField name="weekdays">{() => <WeekdaysField />}</form.AppField>
                </div>
              )}
              {frequency === 'monthly' && (
                <form.AppField name="month_day">
                  {(field) => (
                    <field.NumberField
                      label={t`Day of the month`}
                      description={t`In a shorter month, the report goes out on its last day.`}
                      required
                      decimals={0}
                      min={1}
                      max={31}
                      isDisabled={!editable}
                    />
                  )}
                </form.AppField>
              )}
              <form.AppField name="delivery_time">
                {(field) => (
                  <field.TimeField
                    label={t`Delivery time (Eastern time)`}
                    description={t`At the latest ${PUSH_REPORT_LATEST_TIME}, 24-hour clock.`}
                    required
                    isDisabled={!editable}
                  />
                )}
              </form.AppField>
            </Fields>
          </Section>

          <Section title={t`Delivery`}>
            <form.AppField name="recipients">{() => <RecipientsField />}</form.AppField>
          </Section>

          <Section title={t`Access`}>
            <form.AppField name="access">
              {(field) => (
                <field.RadioGroup
                  label={t`Who sees the report`}
                  required
                  isDisabled={!editable}
                  options={PUSH_REPORT_ACCESS.map((value) => ({
                    value,
                    label: i18n._(ACCESS_LABELS[value]),
                    description: value === 'personal' || staff ? i18n._(ACCESS_DESCRIPTIONS[value]) : t`For staff accounts only.`,
                    isDisabled: value !== 'personal' && !staff,
                  }))}
                />
              )}
            </form.AppField>
          </Section>

          {banner}
          {editable && (
            <Bar>
              <form.SubmitButton>{report ? t`Save` : t`Save the report`}</form.SubmitButton>
              {!report && (
                <Button icon={<Send />} onPress={() => void form.handleSubmit({ runNow: true })}>
                  {t`Save and run now`}
                </Button>
              )}
              {report && changed && <span className="muted">{t`Unsaved changes`}</span>}
              {!report && <BackToList cmid={config?.cmid} />}
            </Bar>
          )}
        </form.Form>
      </form.AppForm>
      {report && copying && <CopyReportDialog report={report} onClose={() => setCopying(false)} />}
      {confirmDialog}
    </Page>
  )
}
