import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { ClipboardCheck } from 'lucide-react'
import { useCallback, useMemo, useState } from 'react'
import styled from 'styled-components'
import { useGridUser, usePageCompany } from '@app/blocks/ResourcePages'
import { DataGrid, type GridRow } from '@app/grid'
import { EmptyState } from '@app/ui/EmptyState'
import { ToggleButtonGroup } from '@app/ui/ToggleButtonGroup'
import { PageHeading } from '@app/shell/PageHeading'
import { usePageHeading } from '@app/shell/usePage'
import { effectivenessListApi } from './api'
import { type CarPlace, effectivenessColumns } from './listColumns'
import { type RatedCheck, RatingDialog } from './RatingDialog'
import { EFFECTIVENESS_FILTERS, type EffectivenessFilter } from './searchParams'

const FILTER_LABELS: Record<EffectivenessFilter, MessageDescriptor> = {
  mine: msg({ message: 'Mine to rate', context: 'effectiveness filter' }),
  pending: msg({ message: 'Not rated yet', context: 'effectiveness filter' }),
  done: msg({ message: 'Rated', context: 'effectiveness filter' }),
  all: msg({ message: 'All', context: 'effectiveness filter' }),
}

const EMPTY: Record<EffectivenessFilter, { title: MessageDescriptor; description: MessageDescriptor }> = {
  mine: { title: msg`No check waits for you`, description: msg`Effectiveness checks you are named for are listed here.` },
  pending: { title: msg`Every check is rated`, description: msg`Checks of closed CARs not rated yet are listed here.` },
  done: { title: msg`No check rated yet`, description: msg`Rated checks are listed here with their rating.` },
  all: {
    title: msg`No effectiveness check yet`,
    description: msg`Closing a CAR schedules a check of its actions 30, 60 or 90 days later; the checks are listed here.`,
  },
}

/** The effectiveness follow-up's grid key of a menu id. */
export const EFFECTIVENESS_CMID = 'CAR-EFFECTIVENESS'

const Filters = styled.div`
  margin-block-end: ${({ theme }) => theme.space.md};
`

/** A grid row as the dialog reads it. */
function ratedCheck(row: GridRow): RatedCheck {
  return {
    id: Number(row.id),
    car_number: String(row.car_number ?? ''),
    title: String(row.title ?? ''),
    due_date: String(row.due_date ?? ''),
    rating: typeof row.rating === 'string' ? row.rating : null,
  }
}

export interface EffectivenessPageProps {
  /** The quick filter, from the address. */
  quick: EffectivenessFilter
  /** Called when another quick filter is pressed: the route keeps it in the address. */
  onQuickChange: (quick: EffectivenessFilter) => void
  /** In the frame or full screen: where the CARs open. */
  place?: CarPlace
}

/**
 * The effectiveness follow-up: the checks that closing a CAR schedules, in the data grid, each rated in
 * a dialog; the CAR number opens the CAR.
 */
export function EffectivenessPage({ quick, onQuickChange, place = 'pages' }: EffectivenessPageProps) {
  const { t, i18n } = useLingui()
  const { title } = usePageHeading()
  const company = usePageCompany()
  const user = useGridUser()
  const columns = useMemo(() => effectivenessColumns(i18n, company, place), [i18n, company, place])
  const [rating, setRating] = useState<RatedCheck | null>(null)
  const onEvent = useCallback((name: string, row?: GridRow) => {
    if (name === 'rate' && row) setRating(ratedCheck(row))
  }, [])
  const empty = EMPTY[quick]
  return (
    <>
      <PageHeading />
      <Filters>
        <ToggleButtonGroup
          aria-label={t`Show`}
          options={EFFECTIVENESS_FILTERS.map((id) => ({ id, label: i18n._(FILTER_LABELS[id]) }))}
          value={quick}
          onChange={onQuickChange}
        />
      </Filters>
      <DataGrid
        api={effectivenessListApi(quick === 'all' ? undefined : quick)}
        cmid={EFFECTIVENESS_CMID}
        title={title}
        columns={columns}
        rowKey="id"
        exportable
        pushReport
        preferences
        keepHistory
        user={user}
        onEvent={onEvent}
        emptyState={<EmptyState icon={<ClipboardCheck />} title={i18n._(empty.title)} description={i18n._(empty.description)} />}
      />
      {rating && <RatingDialog key={rating.id} check={rating} isOpen onOpenChange={(open) => !open && setRating(null)} />}
    </>
  )
}
