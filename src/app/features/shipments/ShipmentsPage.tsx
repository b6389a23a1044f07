import { useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import styled from 'styled-components'
import { useSession } from '@app/session'
import { DataGrid, type GridRow } from '@app/grid'
import { formatPhone } from '@shared/format'
import { PageHeading } from '@app/shell/PageHeading'
import { SHIPMENTS_API, SHIPMENTS_CMID, SHIPMENTS_LINK_FILTERS, SHIPMENTS_UPDATE } from './api'

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};

  dt {
    color: ${({ theme }) => theme.color.text.muted};
  }
  dd {
    margin: 0;
  }
`

/** What an expanded probill row shows. */
export function ShipmentDetails({ row }: { row: GridRow }) {
  const { t } = useLingui()
  const text = (key: string) => (row[key] === null || row[key] === undefined ? '—' : String(row[key]))
  return (
    <Details>
      <dt>{t`Shipper`}</dt>
      <dd>{text('shipper')}</dd>
      <dt>{t`Consignee`}</dt>
      <dd>{text('consignee')}</dd>
      <dt>{t`From`}</dt>
      <dd>{`${text('origin')} ${text('origin_postal')}`}</dd>
      <dt>{t`To`}</dt>
      <dd>{`${text('destination')} ${text('dest_postal')}`}</dd>
      <dt>{t`Pieces`}</dt>
      <dd>{text('pieces')}</dd>
      <dt>{t`Weight (lb)`}</dt>
      <dd>{text('weight')}</dd>
      <dt>{t`Consignee phone`}</dt>
      <dd>{formatPhone(String(row.phone ?? ''))}</dd>
      <dt>{t`References`}</dt>
      <dd>{['ref1', 'ref2', 'ref3', 'ref4'].map((key) => row[key]).filter(Boolean).join(', ') || '—'}</dd>
    </Details>
  )
}

/** Drawn under an expanded row; one function for every drawing, so the rows are not drawn again for it. */
const renderDetails = (row: GridRow) => <ShipmentDetails row={row} />

/** SHIPMENTS, Probill search: the shipments grid with search, export, push reports and editable references. */
export function ShipmentsPage() {
  const { t } = useLingui()
  const { auth, user } = useSession()
  // A Tracing link (`?probill=…`) opens the grid afresh on that probill, also from the grid itself.
  const query = useRouterState({ select: (state) => state.location.searchStr })
  const linked = new URLSearchParams(query).get('probill') ?? ''
  return (
    <>
      <PageHeading />
      <DataGrid
        key={linked}
        api={SHIPMENTS_API}
        cmid={SHIPMENTS_CMID}
        title={t`Probill search`}
        rowKey="probill"
        searchMode="basic"
        exportable
        pushReport
        keepHistory
        syncUrl
        linkFilters={SHIPMENTS_LINK_FILTERS}
        linkSearch={query}
        updatePath={SHIPMENTS_UPDATE}
        user={auth ? { signedIn: true, company: auth.company, group: user?.group ?? undefined } : null}
        renderExpanded={renderDetails}
      />
    </>
  )
}
