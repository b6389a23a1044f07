import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useBlocker, useNavigate, useRouterState } from '@tanstack/react-router'
import { useStore } from '@tanstack/react-form'
import { Download } from 'lucide-react'
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react'
import styled from 'styled-components'
import { CAR_LIMITS, type CarAction, carInputSchema } from '@shared/contract/car'
import { dateMessages } from '@shared/validation'
import { refusalOf } from '@app/api/errors'
import { useConfirm } from '@app/ui/AlertDialog'
import { Badge } from '@app/ui/Badge'
import { Button } from '@app/ui/Button'
import { ErrorState } from '@app/ui/ErrorState'
import { setServerErrors } from '@app/ui/Form'
import { Link } from '@app/ui/Link'
import { Spinner } from '@app/ui/Spinner'
import { toast } from '@app/ui/Toast'
import { useDateAppForm } from '@app/ui/dates'
import { breakpointUp } from '@app/theme/media'
import { PageHeading } from '@app/shell/PageHeading'
import { usePageCompany } from '@app/shell/usePage'
import { manualPaths } from '@app/features/manual/paths'
import {
  type Car,
  carFieldErrors,
  carOptionsQueryOptions,
  carQueryOptions,
  downloadCarReport,
  failedStatus,
  isStaleCar,
  useCreateCar,
  useUpdateCar,
} from './api'
import { CarActionDialog } from './CarActionDialog'
import { BoundDocumentPicker, BoundPersonPicker, personLabel, useWhyLabels, WhyChain } from './CarFields'
import { AttachmentsPanel, CommentsPanel, EffectivenessPanel, Facts, HistoryPanel } from './CarPanels'
import { blankValues, bodyOf, type CarFormValues, isChanged, mergeValues, valuesOf } from './formValues'
import { CAR_ACTION_LABEL, CAR_STATUS_LABEL, CAR_STATUS_TONE } from './formLabels'

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.size.content};

  form {
    gap: ${({ theme }) => theme.space.xl};
  }
`

const Summary = styled.dl`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;
  color: ${({ theme }) => theme.color.text.muted};

  div {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
  dd {
    margin: 0;
  }
  strong {
    color: ${({ theme }) => theme.color.text.default};
    font-variant-numeric: tabular-nums;
  }
  .overdue {
    color: ${({ theme }) => theme.color.text.danger};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
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
  .muted {
    margin: 0;
    color: ${({ theme }) => theme.color.text.muted};
  }
  .failure {
    margin: 0;
    color: ${({ theme }) => theme.color.text.danger};
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

const Approver = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  min-width: 0;

  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  .approved {
    margin: 0;
    color: ${({ theme }) => theme.color.text.success};
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

const Problem = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.danger.subtle};
  color: ${({ theme }) => theme.color.text.default};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    color: ${({ theme }) => theme.color.text.danger};
  }
  p {
    margin: 0;
  }
`

/** A titled part of the page, a region named by its heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </Panel>
  )
}

/** Where the CAR pages are: in the frame, or full screen when the page is shown without it. */
function useCarPaths() {
  const company = usePageCompany().code
  const fullscreen = useRouterState({ select: (state) => state.location.pathname.startsWith(`/${company}/fullscreen/`) })
  const base = `/${company}/${fullscreen ? 'fullscreen' : 'pages'}`
  return {
    car: (id: number) => `${base}/car/car/${id}`,
    document: (id: number) => manualPaths(company, fullscreen).document(id),
    // The probill search opens on the probill a link names (its Tracing).
    trace: (probill: string) => `/${company}/pages/shipments?probill=${encodeURIComponent(probill)}`,
  }
}

/** What went wrong with the last save, for the banner above the form. */
type SaveProblem = { kind: 'failed' | 'stale' | 'refused'; detail?: string; onFields: boolean }

export interface CarFormPageProps {
  /** The CAR to edit; a new one when left out. */
  id?: number
  /** The requested date a new CAR starts with, YYYY-MM-DD; today by default. */
  requestedOn?: string
}

/**
 * car/car (a new CAR) and car/car/{id}: the corrective action request's form, its flow steps, files,
 * comments and status history. A CAR the reader may not change is shown as text.
 */
export function CarFormPage({ id, requestedOn }: CarFormPageProps) {
  const { t } = useLingui()
  const record = useQuery({ ...carQueryOptions(id ?? 0), enabled: id !== undefined })
  const options = useQuery(carOptionsQueryOptions())
  const failed = (id !== undefined && record.isError) || options.isError
  if (failed)
    return (
      <div>
        <PageHeading />
        <ErrorState
          title={t`Error loading CAR data or documents`}
          message={refusalOf(record.error ?? options.error) ?? t`The CAR could not be read. Check your connection and try again.`}
          isRetrying={record.isFetching || options.isFetching}
          onRetry={() => {
            if (record.isError) void record.refetch()
            if (options.isError) void options.refetch()
          }}
        />
      </div>
    )
  if ((id !== undefined && record.isPending) || options.isPending) return <Spinner label={t`Loading the CAR`} />
  return <CarForm key={id ?? 'new'} car={id === undefined ? undefined : record.data} requestedOn={requestedOn} reload={() => void record.refetch()} />
}

interface CarFormProps {
  car: Car | undefined
  requestedOn?: string
  /** Reads the CAR again (after someone else changed it). */
  reload: () => void
}

function CarForm({ car, requestedOn, reload }: CarFormProps) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const paths = useCarPaths()
  const options = useQuery(carOptionsQueryOptions())
  const create = useCreateCar()
  const update = useUpdateCar(car?.id ?? 0)
  const whyLabels = useWhyLabels()
  // The form's first values stay its defaults: a new default would replace what an untouched form shows.
  const [initial] = useState<CarFormValues>(() => (car ? valuesOf(car) : blankValues(requestedOn)))
  const [baseline, setBaseline] = useState<CarFormValues>(initial)
  const [problem, setProblem] = useState<SaveProblem>()
  const [action, setAction] = useState<CarAction>()
  const [downloading, setDownloading] = useState(false)
  // The values of a save on its way, and the answer of the last one the form sent.
  const sent = useRef<CarFormValues | undefined>(undefined)
  const lastSaved = useRef<Car | null>(null)

  const save = async (values: CarFormValues): Promise<Car | null> => {
    setProblem(undefined)
    try {
      if (!car) {
        const created = await create.mutateAsync(bodyOf(values))
        toast.positive(t`${created.car_number} raised as a draft.`)
        leaving.current = true
        await navigate({ href: paths.car(created.id), replace: true })
        return created
      }
      sent.current = values
      const saved = await update.mutateAsync(bodyOf(values, car.version))
      toast.positive(t`${saved.car_number} saved.`)
      return saved
    } catch (error) {
      sent.current = undefined
      const fields = carFieldErrors(error)
      const rest = setServerErrors(form as never, fields)
      const status = failedStatus(error)
      setProblem({
        kind: isStaleCar(error) ? 'stale' : status === 403 ? 'refused' : 'failed',
        detail: rest[0] ?? refusalOf(error),
        onFields: rest.length < Object.keys(fields).length,
      })
      return null
    }
  }

  const form = useDateAppForm({
    defaultValues: initial,
    validators: { onChange: carInputSchema as never },
    onSubmit: async ({ value }) => {
      lastSaved.current = await save(value)
    },
  })
  // Only what the page draws from the values: the whole form is not drawn again on every key.
  const changed = useStore(form.store, (state) => isChanged(state.values, baseline))
  const probill = useStore(form.store, (state) => state.values.probill.trim())
  const documentId = useStore(form.store, (state) => state.values.document_id)
  // Booleans, not an object: a new object on every key would draw the whole form again.
  const approver1Named = useStore(form.store, (state) => state.values.approver_1_id !== null)
  const approver2Named = useStore(form.store, (state) => state.values.approver_2_id !== null)
  const named = useMemo(() => ({ approver_1: approver1Named, approver_2: approver2Named }), [approver1Named, approver2Named])

  // Leaving the page with unsaved changes asks first; the form's own moves (a new CAR saved) do not.
  const leaving = useRef(false)
  const { confirm, confirmDialog } = useConfirm()
  const unsaved = (car ? car.editable : true) && changed
  useBlocker({
    shouldBlockFn: async () => {
      if (!unsaved || leaving.current) return false
      const leave = await confirm({
        title: t`Leave without saving?`,
        message: t`Your changes to this CAR are not saved. They are lost if you leave the page.`,
        variant: 'danger',
        confirmLabel: t`Leave`,
        cancelLabel: t`Stay`,
      })
      return !leave
    },
    enableBeforeUnload: () => unsaved && !leaving.current,
  })

  // The CAR read again (a save, a flow step, someone else's change): fields the user changed keep their text.
  useEffect(() => {
    if (!car) return
    const fresh = valuesOf(car)
    const base = sent.current ?? baseline
    if (!sent.current && !isChanged(fresh, baseline)) return
    sent.current = undefined
    const merged = mergeValues(form.state.values, base, fresh)
    setBaseline(fresh)
    form.reset(merged, { keepDefaultValues: true })
    // Only a new answer for the CAR starts this.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [car])

  /** Before a flow step: the form's changes are saved, and the step acts on the saved version. */
  const prepare = async (): Promise<number> => {
    if (!car) throw new Error('no CAR')
    if (!changed || !car.editable) return car.version
    lastSaved.current = null
    await form.handleSubmit()
    if (!lastSaved.current) throw new Error('not saved')
    return (lastSaved.current as Car).version
  }

  const download = async () => {
    if (!car) return
    setDownloading(true)
    try {
      await downloadCarReport(car.id)
    } catch {
      toast.negative(t`Failed to download the file.`)
    } finally {
      setDownloading(false)
    }
  }

  const choices = (list: readonly { id: number; name: string }[] | undefined) => (list ?? []).map((item) => ({ id: item.id, label: item.name }))
  const departments = choices(options.data?.departments)
  const editable = car ? car.editable : true
  // The assignee changes the root cause, the actions and the approvers; the rest is shown as it is.
  const locked = car?.edit_scope === 'work'
  const title = car ? `${car.car_number}: ${car.title}` : undefined

  const heading = (
    <PageHeading
      title={title}
      actions={
        car && (
          <Button icon={<Download />} isPending={downloading} onPress={() => void download()}>
            {t`Download report`}
          </Button>
        )
      }
    />
  )

  const summary = car && (
    <Summary>
      <div>
        <dt>{t`CAR number`}</dt>
        <dd>
          <strong>{car.car_number}</strong>
        </dd>
      </div>
      <div>
        <dt>{t`Status`}</dt>
        <dd>
          <Badge variant={CAR_STATUS_TONE[car.status]}>{i18n._(CAR_STATUS_LABEL[car.status])}</Badge>
        </dd>
      </div>
      <div>
        <dt>{t`Requested by`}</dt>
        <dd>
          <strong>{car.requester.name}</strong>
        </dd>
      </div>
      <div>
        <dt>{t`Time open`}</dt>
        <dd>
          {car.closed_at ? (car.closed_on_time ? t`Closed on time` : t`Closed late`) : t`Open for ${car.days_open} days`}
          {car.overdue && <span className="overdue"> {t`Overdue`}</span>}
        </dd>
      </div>
    </Summary>
  )

  const banner = problem && (
    <Problem role="alert">
      {problem.kind === 'stale' ? (
        <>
          <h2>{t`Someone changed this CAR`}</h2>
          <p>{t`It was saved by someone else since you opened it. Your changes are still in the form: reload the CAR to take theirs in, then save again.`}</p>
          <Button
            variant="primary"
            onPress={() => {
              setProblem(undefined)
              reload()
            }}
          >
            {t`Reload the CAR, keeping my changes`}
          </Button>
        </>
      ) : (
        <>
          <h2>{t`Error saving CAR data`}</h2>
          <p>
            {problem.kind === 'refused'
              ? t`You cannot change this CAR now.`
              : problem.onFields
                ? t`Your changes are still in the form. Check the fields marked, then try again.`
                : t`Your changes are still in the form. Try again.`}
            {problem.detail ? ` ${problem.detail}` : ''}
          </p>
          {problem.kind === 'failed' && (
            <Button variant="primary" onPress={() => void form.handleSubmit()}>
              {t`Try again`}
            </Button>
          )}
        </>
      )}
    </Problem>
  )

  const flow = car && car.allowed_actions.length > 0 && (
    <Section title={t`Next step`}>
      <Bar>
        {car.allowed_actions.map((step) => (
          <Button key={step} variant={step === 'reject' ? 'danger' : 'primary'} onPress={() => setAction(step)}>
            {i18n._(CAR_ACTION_LABEL[step])}
          </Button>
        ))}
      </Bar>
      {changed && editable && <p className="muted">{t`Your unsaved changes are saved with the step.`}</p>}
    </Section>
  )

  const panels = (
    <>
      {car?.effectiveness && (
        <Section title={t`Effectiveness check`}>
          <EffectivenessPanel effectiveness={car.effectiveness} />
        </Section>
      )}
      <Section title={t`Attachments`}>
        <AttachmentsPanel car={car} />
      </Section>
      <Section title={t`Comments`}>
        <CommentsPanel car={car} />
      </Section>
      <Section title={t`Status history`}>
        <HistoryPanel car={car} />
      </Section>
    </>
  )

  const dialog = car && action && (
    <CarActionDialog
      key={action}
      car={car}
      action={action}
      isOpen
      onOpenChange={(open) => !open && setAction(undefined)}
      named={named}
      unsaved={changed && editable}
      prepare={prepare}
    />
  )

  if (car && !editable)
    return (
      <Page>
        {heading}
        {summary}
        {flow}
        <ReadOnlyCar car={car} paths={paths} />
        {panels}
        {dialog}
        {confirmDialog}
      </Page>
    )

  const person = (key: 'assignee' | 'approver_1' | 'approver_2') => car?.[key] ?? null

  return (
    <Page>
      {heading}
      {summary}
      {flow}
      {locked && <p className="muted">{t`While this CAR is with you, you change its root cause, its actions and its approvers; the other fields stay as they are.`}</p>}
      <form.AppForm>
        <form.Form aria-label={car ? t`Corrective action request ${car.car_number}` : t`New corrective action request`}>
          <Section title={t`The problem`}>
            <Fields>
              <div className="wide">
                <form.AppField name="title">{(field) => <field.TextField label={t`Title`} required maxLength={CAR_LIMITS.title} isDisabled={locked} />}</form.AppField>
              </div>
              <div className="wide">
                <form.AppField name="description">
                  {(field) => <field.TextArea label={t`Description`} required={false} maxLength={CAR_LIMITS.longText} isDisabled={locked} />}
                </form.AppField>
              </div>
              <form.AppField name="problem_type_id">
                {(field) => <field.ComboBox label={t`Problem type`} required={false} options={choices(options.data?.problem_types)} isDisabled={locked} />}
              </form.AppField>
              <form.AppField name="source_id">
                {(field) => <field.ComboBox label={t`Source`} required={false} options={choices(options.data?.sources)} isDisabled={locked} />}
              </form.AppField>
              <form.AppField name="department_id">
                {(field) => <field.ComboBox label={t`Department`} required={false} options={departments} isDisabled={locked} />}
              </form.AppField>
              <form.AppField name="terminal_id">
                {(field) => <field.ComboBox label={t`Terminal`} required={false} options={choices(options.data?.terminals)} isDisabled={locked} />}
              </form.AppField>
              <form.AppField name="requested_date">{(field) => <field.DatePicker label={t`Requested date`} required isDisabled={locked} />}</form.AppField>
              <form.AppField
                name="due_date"
                validators={{
                  onChangeListenTo: ['requested_date'],
                  onChange: ({ value, fieldApi }) => {
                    const requested = fieldApi.form.getFieldValue('requested_date')
                    return value && requested && value < requested ? i18n._(dateMessages.dueBeforeRequested) : undefined
                  },
                }}
              >
                {(field) => <field.DatePicker label={t`Due date`} required isDisabled={locked} />}
              </form.AppField>
            </Fields>
          </Section>

          <Section title={t`People`}>
            <Fields>
              <div className="wide">
                <form.AppField name="assignee_id">
                  {() => <BoundPersonPicker label={t`Assignee`} required={false} lookup="assignee" known={person('assignee')} isDisabled={locked} />}
                </form.AppField>
              </div>
              {(['1', '2'] as const).map((which) => {
                const date = which === '1' ? car?.approver_1_date : car?.approver_2_date
                return (
                  <Approver key={which}>
                    <legend>{which === '1' ? t`Approver 1` : t`Approver 2`}</legend>
                    <form.AppField name={`approver_${which}_id`}>
                      {() => (
                        <BoundPersonPicker
                          label={which === '1' ? t`Approver 1` : t`Approver 2`}
                          required={false}
                          lookup="approver"
                          known={person(`approver_${which}`)}
                        />
                      )}
                    </form.AppField>
                    <form.AppField name={`approver_${which}_department_id`}>
                      {(field) => <field.ComboBox label={t`Department`} required={false} options={departments} />}
                    </form.AppField>
                    <form.AppField name={`approver_${which}_title`}>
                      {(field) => <field.TextField label={t`Job title`} required={false} maxLength={CAR_LIMITS.approverTitle} />}
                    </form.AppField>
                    {date && <p className="approved">{t`Approved on ${date}`}</p>}
                  </Approver>
                )
              })}
            </Fields>
          </Section>

          <Section title={t`Root cause`}>
            <Fields>
              <div className="wide">
                <form.AppField name="root_cause_id">
                  {(field) => <field.ComboBox label={t`Root cause`} required={false} options={choices(options.data?.root_causes)} />}
                </form.AppField>
              </div>
              <div className="wide">
                <form.AppField name="whys" mode="array">
                  {(chain) => (
                    <WhyChain
                      label={t`Five whys`}
                      count={chain.state.value.length}
                      onAdd={() => chain.pushValue('')}
                      onRemove={(index) => chain.removeValue(index)}
                      renderStep={(index) => (
                        <form.AppField name={`whys[${index}]`}>
                          {(step) => <step.TextArea {...whyLabels(index)} required={false} maxLength={CAR_LIMITS.why} />}
                        </form.AppField>
                      )}
                    />
                  )}
                </form.AppField>
              </div>
              <div className="wide">
                <form.AppField name="root_cause_text">
                  {(field) => <field.TextArea label={t`Root cause statement`} required={false} maxLength={CAR_LIMITS.longText} />}
                </form.AppField>
              </div>
            </Fields>
          </Section>

          <Section title={t`Actions`}>
            <Fields>
              {(
                [
                  ['containment_action', t`Containment action`],
                  ['corrective_action', t`Corrective action`],
                  ['preventive_action', t`Preventive action`],
                ] as const
              ).map(([name, label]) => (
                <div className="wide" key={name}>
                  <form.AppField name={name}>
                    {(field) => <field.TextArea label={label} required={false} maxLength={CAR_LIMITS.longText} />}
                  </form.AppField>
                </div>
              ))}
            </Fields>
          </Section>

          <Section title={t`Linked records`}>
            <Fields>
              <div>
                <form.AppField name="probill">
                  {(field) => (
                    <field.TextField
                      label={t`Probill number`}
                      description={t`10 digits`}
                      required={false}
                      maxLength={10}
                      inputMode="numeric"
                      isDisabled={locked}
                    />
                  )}
                </form.AppField>
                {/^\d{10}$/.test(probill) && <Link href={paths.trace(probill)}>{t`Trace probill ${probill}`}</Link>}
              </div>
              <div>
                <form.AppField name="document_id">{() => <BoundDocumentPicker label={t`Manual document`} known={car?.document} isDisabled={locked} />}</form.AppField>
                {documentId !== null && <Link href={paths.document(documentId)}>{t`Open the document`}</Link>}
              </div>
            </Fields>
          </Section>

          {/* Beside the save button, where the user is when a save fails. */}
          {banner}
          <Bar>
            <form.SubmitButton>{car ? t`Save` : t`Save draft`}</form.SubmitButton>
            {changed && <span className="muted">{t`Unsaved changes`}</span>}
          </Bar>
        </form.Form>
      </form.AppForm>
      {panels}
      {dialog}
      {confirmDialog}
    </Page>
  )
}

/** A CAR the reader may not change (a closed one): every field as text. */
function ReadOnlyCar({ car, paths }: { car: Car; paths: ReturnType<typeof useCarPaths> }) {
  const { t } = useLingui()
  const none = t`None`
  const text = (value: string | null | undefined) => (value && value.trim() ? value : none)
  const approver = (which: 1 | 2) => {
    const who = which === 1 ? car.approver_1 : car.approver_2
    const department = which === 1 ? car.approver_1_department : car.approver_2_department
    const role = which === 1 ? car.approver_1_title : car.approver_2_title
    const date = which === 1 ? car.approver_1_date : car.approver_2_date
    if (!who) return none
    return [personLabel(who), department?.name, role, date ? t`approved on ${date}` : undefined].filter(Boolean).join(', ')
  }
  return (
    <>
      <Section title={t`The problem`}>
        <Facts>
          <dt>{t`Title`}</dt>
          <dd>{car.title}</dd>
          <dt>{t`Description`}</dt>
          <dd>{text(car.description)}</dd>
          <dt>{t`Problem type`}</dt>
          <dd>{text(car.problem_type?.name)}</dd>
          <dt>{t`Source`}</dt>
          <dd>{text(car.source?.name)}</dd>
          <dt>{t`Department`}</dt>
          <dd>{text(car.department?.name)}</dd>
          <dt>{t`Terminal`}</dt>
          <dd>{text(car.terminal?.name)}</dd>
          <dt>{t`Requested date`}</dt>
          <dd>{car.requested_date}</dd>
          <dt>{t`Due date`}</dt>
          <dd>{car.due_date}</dd>
        </Facts>
      </Section>
      <Section title={t`People`}>
        <Facts>
          <dt>{t`Assignee`}</dt>
          <dd>{car.assignee ? personLabel(car.assignee) : none}</dd>
          <dt>{t`Approver 1`}</dt>
          <dd>{approver(1)}</dd>
          <dt>{t`Approver 2`}</dt>
          <dd>{approver(2)}</dd>
        </Facts>
      </Section>
      <Section title={t`Root cause`}>
        <Facts>
          <dt>{t`Root cause`}</dt>
          <dd>{text(car.root_cause?.name)}</dd>
          {car.whys.map((why, index) => (
            // oxlint-disable-next-line react/no-array-index-key
            <Fragmented key={index} term={t`Why ${index + 1}`} value={why} />
          ))}
          <dt>{t`Root cause statement`}</dt>
          <dd>{text(car.root_cause_text)}</dd>
        </Facts>
      </Section>
      <Section title={t`Actions`}>
        <Facts>
          <dt>{t`Containment action`}</dt>
          <dd>{text(car.containment_action)}</dd>
          <dt>{t`Corrective action`}</dt>
          <dd>{text(car.corrective_action)}</dd>
          <dt>{t`Preventive action`}</dt>
          <dd>{text(car.preventive_action)}</dd>
        </Facts>
      </Section>
      <Section title={t`Linked records`}>
        <Facts>
          <dt>{t`Probill number`}</dt>
          <dd>{car.probill ? <Link href={paths.trace(car.probill)}>{car.probill}</Link> : none}</dd>
          <dt>{t`Manual document`}</dt>
          <dd>{car.document ? <Link href={paths.document(car.document.id)}>{car.document.title}</Link> : none}</dd>
        </Facts>
      </Section>
    </>
  )
}

/** A term and its value inside a description list. */
function Fragmented({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  )
}
