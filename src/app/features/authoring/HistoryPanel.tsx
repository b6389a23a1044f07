import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import styled from 'styled-components'
import { ErrorState } from '@app/ui/ErrorState'
import { Pagination } from '@app/ui/Pagination'
import { Spinner } from '@app/ui/Spinner'
import { HISTORY_PAGE_SIZE, type HistoryRow, historyQueryOptions } from './api'
import { HISTORY_ACTION_LABEL, LANGUAGE_LABEL, STAGING_STATUS_LABEL } from './labels'

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
    text-align: start;
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.color.text.muted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  .comment {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`

const Scroll = styled.section`
  overflow-x: auto;
`

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.muted};
`

export function HistoryTable({ rows }: { rows: readonly HistoryRow[] }) {
  const { t, i18n } = useLingui()
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })
  const status = (value: string | null) =>
    value && value in STAGING_STATUS_LABEL ? i18n._(STAGING_STATUS_LABEL[value as keyof typeof STAGING_STATUS_LABEL]) : (value ?? '')
  return (
    <Scroll tabIndex={0} aria-label={t`History`}>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t`When`}</th>
            <th scope="col">{t`Action`}</th>
            <th scope="col">{t`Language`}</th>
            <th scope="col">{t`By`}</th>
            <th scope="col">{t`Comment`}</th>
            <th scope="col">{t`Revision`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{when.format(new Date(row.at))}</td>
              <td>
                {i18n._(HISTORY_ACTION_LABEL[row.action])}
                {row.to_status && row.from_status !== row.to_status && ` (${status(row.to_status)})`}
                {row.step !== null && ` · ${t`step ${row.step}`}`}
              </td>
              <td>{row.lang ? i18n._(LANGUAGE_LABEL[row.lang]) : '—'}</td>
              <td>
                {row.user ?? '—'}
                {row.on_behalf_of && ` ${t`for ${row.on_behalf_of}`}`}
              </td>
              <td className="comment">{row.comment ?? ''}</td>
              <td>{row.revision ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  )
}

/** A node's staging history: every action, who made it (and for whom), when, the comment and the revision. */
export function HistoryPanel({ nodeId }: { nodeId: number }) {
  const { t } = useLingui()
  const [page, setPage] = useState(1)
  const history = useQuery(historyQueryOptions(nodeId, page))
  if (history.isPending) return <Spinner label={t`Loading the history`} />
  if (history.isError)
    return <ErrorState headingLevel={3} message={t`The history could not be loaded.`} onRetry={() => void history.refetch()} />
  const { results, count } = history.data
  if (results.length === 0) return <Empty>{t`Nothing happened to this document yet.`}</Empty>
  return (
    <>
      <HistoryTable rows={results} />
      {count > HISTORY_PAGE_SIZE && (
        <Pagination page={page} pageSize={HISTORY_PAGE_SIZE} totalItems={count} onPageChange={setPage} aria-label={t`Pages of the history`} />
      )}
    </>
  )
}
