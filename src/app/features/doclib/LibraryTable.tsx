import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import { formatInstant } from '@shared/format'
import { Link } from '@app/ui/Link'
import type { LibraryEntry } from './queries'

// A plain table until the data grid replaces it: caption, column headers and one link per row.
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  caption {
    text-align: start;
    padding-bottom: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.color.text.muted};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-bottom: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
    text-align: start;
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.color.surface.sunken};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  td.number {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`

export interface LibraryTableProps {
  entries: readonly LibraryEntry[]
  /** The entry page's address. */
  entryHref: (entry: LibraryEntry) => string
  caption: string
}

export function LibraryTable({ entries, entryHref, caption }: LibraryTableProps) {
  const { t } = useLingui()
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Title`}</th>
          <th scope="col">{t`Reference`}</th>
          <th scope="col">{t`Documents`}</th>
          <th scope="col">{t`Created by`}</th>
          <th scope="col">{t`Updated`}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.dlref}>
            <td>
              <Link href={entryHref(entry)}>{entry.title}</Link>
            </td>
            <td>{entry.reference ?? ''}</td>
            <td className="number">{entry.documents}</td>
            <td>{entry.created_by}</td>
            <td>{formatInstant(entry.updated_at, 'YYYY-MM-DD HH:mm:ss')}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}
