import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Inbox, Plus } from 'lucide-react'
import { useMemo } from 'react'
import styled from 'styled-components'
import type { CarQuickFilter } from '@shared/contract/car'
import { useGridUser, usePageCompany } from '@app/blocks/ResourcePages'
import { DataGrid } from '@app/grid'
import { Badge } from '@app/ui/Badge'
import { buttonStyles } from '@app/ui/Button'
import { EmptyState } from '@app/ui/EmptyState'
import { LinkBase } from '@app/ui/Link'
import { ToggleButtonGroup } from '@app/ui/ToggleButtonGroup'
import { PageHeading } from '@app/shell/PageHeading'
import { usePageHeading } from '@app/shell/usePage'
import { carListApi, carOverdueCountQueryOptions } from './api'
import { type CarPlace, carFormHref, carListColumns } from './listColumns'
import { CAR_LIST_FILTERS, type CarListFilter } from './searchParams'

const FILTER_LABELS: Record<CarListFilter, MessageDescriptor> = {
  mine: msg({ message: 'To act on', context: 'CAR list filter' }),
  open: msg({ message: 'Open', context: 'CAR list filter' }),
  overdue: msg({ message: 'Overdue', context: 'CAR list filter' }),
  closed: msg({ message: 'Closed', context: 'CAR list filter' }),
  all: msg({ message: 'All', context: 'CAR list filter' }),
}

const EMPTY: Record<CarListFilter, { title: MessageDescriptor; description: MessageDescriptor }> = {
  mine: { title: msg`Nothing waits for you`, description: msg`CARs you must assign, work on or approve are listed here.` },
  open: { title: msg`No open CAR`, description: msg`CARs not closed yet are listed here.` },
  overdue: { title: msg`Nothing is overdue`, description: msg`Open CARs past their due date are listed here.` },
  closed: { title: msg`No closed CAR`, description: msg`CARs approved and closed are listed here.` },
  all: { title: msg`No CAR yet`, description: msg`Corrective action requests raised are listed here.` },
}

/** The CAR list's grid key of a menu id: the list's own. */
export const CAR_LIST_CMID = 'CAR-LIST'

/** A link drawn as a button. */
const ButtonLink = styled(LinkBase)`
  ${buttonStyles}
`

const Title = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`

const Filters = styled.div`
  margin-block-end: ${({ theme }) => theme.space.md};
`

export interface CarListPageProps {
  /** The quick filter, from the address. */
  quick: CarListFilter
  /** Called when another quick filter is pressed: the route keeps it in the address. */
  onQuickChange: (quick: CarListFilter) => void
  /** In the frame or full screen: where the CARs open. */
  place?: CarPlace
}

/**
 * The corrective action requests in the data grid (search, sort, paging, export and push report come
 * with it), narrowed by a quick filter; each CAR number opens its form, and an overdue CAR says so. The
 * heading counts the overdue ones.
 */
export function CarListPage({ quick, onQuickChange, place = 'pages' }: CarListPageProps) {
  const { t, i18n } = useLingui()
  const { title } = usePageHeading()
  const company = usePageCompany()
  const user = useGridUser()
  const overdue = useQuery(carOverdueCountQueryOptions())
  const columns = useMemo(() => carListColumns(i18n, company, place), [i18n, company, place])
  const empty = EMPTY[quick]
  return (
    <>
      <PageHeading
        title={
          <Title>
            {title}
            {overdue.data !== undefined && (
              <Badge variant={overdue.data > 0 ? 'danger' : 'neutral'}>{t`${i18n.number(overdue.data)} overdue`}</Badge>
            )}
          </Title>
        }
        actions={
          <ButtonLink href={carFormHref(company, place)} data-variant="primary" data-size="md">
            <Plus aria-hidden="true" />
            {t`New CAR`}
          </ButtonLink>
        }
      />
      <Filters>
        <ToggleButtonGroup
          aria-label={t`Show`}
          options={CAR_LIST_FILTERS.map((id) => ({ id, label: i18n._(FILTER_LABELS[id]) }))}
          value={quick}
          onChange={onQuickChange}
        />
      </Filters>
      <DataGrid
        api={carListApi(quick === 'all' ? undefined : (quick satisfies CarQuickFilter))}
        cmid={CAR_LIST_CMID}
        title={title}
        columns={columns}
        rowKey="id"
        exportable
        pushReport
        preferences
        keepHistory
        user={user}
        emptyState={<EmptyState icon={<Inbox />} title={i18n._(empty.title)} description={i18n._(empty.description)} />}
      />
    </>
  )
}
