import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { BarChart3 } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import styled from 'styled-components'
import { Temporal } from 'temporal-polyfill'
import { DateField } from '@app/ui/DateField'
import { EmptyState } from '@app/ui/EmptyState'
import { ErrorState } from '@app/ui/ErrorState'
import { Select } from '@app/ui/Select'
import { Spinner } from '@app/ui/Spinner'
import { Switch } from '@app/ui/Switch'
import { PageHeading } from '@app/shell/PageHeading'
import { type CarPareto, carParetoQueryOptions, type ParetoDimension } from './api'
import { PARETO_DIMENSIONS, type ParetoSearch } from './searchParams'

// recharts comes only with the chart, and the chart only with this page.
const ParetoChart = lazy(() => import('./ParetoChart'))

export const DIMENSION_LABELS: Record<ParetoDimension, MessageDescriptor> = {
  root_cause: msg`Root cause`,
  terminal: msg`Terminal`,
  problem_type: msg`Problem type`,
}

/** Today in the user's time zone, YYYY-MM-DD. */
export const todayText = () => Temporal.Now.plainDateISO().toString()

/** The default period: the twelve months up to today. */
export function lastTwelveMonths(today: string) {
  const end = Temporal.PlainDate.from(today)
  return { from: end.subtract({ months: 12 }).add({ days: 1 }).toString(), to: end.toString() }
}

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};
  margin-block-end: ${({ theme }) => theme.space.lg};

  > * {
    min-width: 0;
  }
`

const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  figcaption {
    color: ${({ theme }) => theme.color.text.muted};
  }
`

const ChartBox = styled.div`
  width: 100%;
  height: ${({ theme }) => theme.size.chart};
  display: flex;
  align-items: center;
  justify-content: center;
`

const Table = styled.table`
  width: 100%;
  max-width: ${({ theme }) => theme.size.dialog.lg};
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  caption {
    text-align: start;
    padding-block-end: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.color.text.muted};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
    text-align: start;
  }
  thead th {
    color: ${({ theme }) => theme.color.text.muted};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    border-bottom-color: ${({ theme }) => theme.color.border.default};
  }
  .number {
    text-align: end;
  }
  tfoot th,
  tfoot td {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    border-bottom: 0;
  }
`

export interface ParetoPageProps {
  /** The address's choices: dimension, period and view. */
  search: ParetoSearch
  /** Called with what changed: the route keeps it in the address. */
  onSearch: (next: Partial<ParetoSearch>) => void
  /** Today, YYYY-MM-DD: the default period ends here (stories fix it). */
  today?: string
}

/**
 * The Pareto chart of CARs raised over a period, counted by root cause, terminal or problem type:
 * bars largest first with the cumulative percentage, or the same figures as a table. The chart is an
 * image named by a summary; the table is the accessible alternative, one switch away.
 */
export function ParetoPage({ search, onSearch, today }: ParetoPageProps) {
  const { t, i18n } = useLingui()
  const [day] = useState(() => today ?? todayText())
  const period = lastTwelveMonths(day)
  const by = search.by ?? 'root_cause'
  const from = search.from ?? period.from
  const to = search.to ?? period.to
  const asTable = search.view === 'table'
  // The dates as typed: the address changes once a date is whole and the period makes sense.
  const [draft, setDraft] = useState({ from, to })
  const ordered = (next: { from: string; to: string }) => Boolean(next.from && next.to && next.from <= next.to)
  const changeDate = (which: 'from' | 'to', value: string) => {
    const next = { ...draft, [which]: value }
    setDraft(next)
    if (ordered(next)) onSearch({ from: next.from, to: next.to })
  }
  const query = { by, from, to }
  const pareto = useQuery({ ...carParetoQueryOptions(query), placeholderData: keepPreviousData })
  const dimension = i18n._(DIMENSION_LABELS[by])

  return (
    <>
      <PageHeading />
      <Controls>
        <Select
          label={t`Count by`}
          required
          options={PARETO_DIMENSIONS.map((id) => ({ id, label: i18n._(DIMENSION_LABELS[id]) }))}
          selectedKey={by}
          onSelectionChange={(key) => key !== null && onSearch({ by: key as ParetoDimension })}
        />
        <DateField label={t`From`} required value={draft.from} onChange={(value) => changeDate('from', value)} />
        <DateField
          label={t`To`}
          required
          value={draft.to}
          onChange={(value) => changeDate('to', value)}
          validate={(value) => (value && draft.from && value < draft.from ? t`The end date must be on or after the start date.` : null)}
        />
        <Switch isSelected={asTable} onChange={(selected) => onSearch({ view: selected ? 'table' : undefined })} label={t`Show as table`} />
      </Controls>
      {pareto.isError ? (
        <ErrorState
          title={t`Error loading CAR data or documents`}
          message={t`The figures could not be read.`}
          onRetry={() => void pareto.refetch()}
          isRetrying={pareto.isFetching}
        />
      ) : !pareto.data ? (
        <ChartBox>
          <Spinner label={t`Loading the figures`} />
        </ChartBox>
      ) : pareto.data.bars.length === 0 ? (
        <EmptyState
          icon={<BarChart3 />}
          title={t`No CAR in this period`}
          description={t`No corrective action request was raised between ${from} and ${to}. Choose another period.`}
        />
      ) : (
        <ParetoFigures data={pareto.data} dimension={dimension} from={from} to={to} asTable={asTable} />
      )}
    </>
  )
}

interface FiguresProps {
  data: CarPareto
  dimension: string
  from: string
  to: string
  asTable: boolean
}

/** The chart, named by a summary of its figures, or the table of the same figures. */
function ParetoFigures({ data, dimension, from, to, asTable }: FiguresProps) {
  const { t, i18n } = useLingui()
  const percent = (value: number) => i18n.number(value / 100, { style: 'percent', maximumFractionDigits: 1 })
  const caption = t`${i18n.number(data.total)} CARs raised from ${from} to ${to}, by ${dimension.toLocaleLowerCase(i18n.locale)}, largest first.`
  if (asTable)
    return (
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{dimension}</th>
            <th scope="col" className="number">
              {t`CARs`}
            </th>
            <th scope="col" className="number">
              {t`Cumulative %`}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.bars.map((bar) => (
            <tr key={`${bar.id ?? 'none'}-${bar.name}`}>
              <th scope="row">{bar.name}</th>
              <td className="number">{i18n.number(bar.count)}</td>
              <td className="number">{percent(bar.cumulative_percent)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t`Total`}</th>
            <td className="number">{i18n.number(data.total)}</td>
            <td className="number">{percent(100)}</td>
          </tr>
        </tfoot>
      </Table>
    )
  const top = data.bars
    .slice(0, 3)
    .map((bar) => t`${bar.name}: ${i18n.number(bar.count)} (${percent(bar.cumulative_percent)} cumulative)`)
    .join('; ')
  return (
    <Figure>
      {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- the chart library's drawing, named as one image by its summary */}
      <ChartBox role="img" aria-label={t`Pareto chart. ${caption} ${top}.`}>
        <Suspense fallback={<Spinner label={t`Loading the chart`} />}>
          <ParetoChart bars={data.bars} />
        </Suspense>
      </ChartBox>
      <figcaption>{caption}</figcaption>
    </Figure>
  )
}
