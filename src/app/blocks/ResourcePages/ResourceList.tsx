import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { Inbox } from 'lucide-react'
import type { ReactNode } from 'react'
import type { CellDisplayType } from '@shared/constants'
import { useConfirm } from '@app/ui/AlertDialog'
import { EmptyState } from '@app/ui/EmptyState'
import { toast } from '@app/ui/Toast'
import { resourceListApi, useRemoveRecord } from './api'
import { refusal, screenPath, useGridUser, usePageCompany } from './pages'
import type { ResourceScreen } from './types'

/** A column as the data grid reads it (the grid's own type has these fields and more). */
export interface ResourceGridColumn {
  name: string
  label: string
  type?: CellDisplayType
  searchable?: boolean
  visible?: boolean
  event?: string
  action?: string
  disable?: boolean
}

/**
 * The data grid's properties of a resource's list: blocks and the grid are siblings, so the page puts
 * them on its grid (`<DataGrid {...list.grid} />`).
 */
export interface ResourceGridProps {
  api: string
  cmid: string
  title: string
  columns: readonly ResourceGridColumn[]
  rowKey: string
  exportable: true
  preferences: true
  keepHistory: true
  user: ReturnType<typeof useGridUser>
  add: { label: string; onAdd: () => void }
  onEvent: (name: string, row?: Record<string, unknown>) => void
  emptyState: ReactNode
}

/**
 * A resource's list (search, sort, paging, export and column preferences come with the grid), each row
 * with Edit and Delete; Delete asks first, and a record still in use stays with the server's reason
 * (409 `IN_USE`). Answers the grid's properties and the confirmation dialog to draw beside it.
 */
export function useResourceList(screen: ResourceScreen): { grid: ResourceGridProps; dialog: ReactNode } {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const company = usePageCompany()
  const user = useGridUser()
  const remove = useRemoveRecord(screen.data)
  const { confirm, confirmDialog } = useConfirm()
  // The compiler keeps this list while the screen and the language stay the same.
  const columns: ResourceGridColumn[] = [
    { name: 'id', label: t`ID`, type: 'number', visible: false, searchable: false },
    ...screen.columns.map((column) => ({
      name: column.name,
      label: i18n._(column.label),
      type: column.type,
      searchable: !column.unsearchable,
    })),
    { name: 'edit', label: t`Edit`, type: 'action', event: 'edit', action: t`Edit`, disable: true, searchable: false },
    { name: 'delete', label: t`Delete`, type: 'action', event: 'delete', action: t`Delete`, disable: true, searchable: false },
  ]
  const onEvent = async (name: string, row?: Record<string, unknown>) => {
    const id = Number(row?.id)
    if (name === 'edit') void navigate({ href: screenPath(company, screen.page, { edit: id }) })
    if (name !== 'delete' || !row) return
    const label = screen.nameOf(row)
    const ok = await confirm({
      title: t`Delete ${label}?`,
      message: t`The ${i18n._(screen.noun)} "${label}" is deleted for good.`,
      variant: 'danger',
      confirmLabel: t`Delete`,
    })
    if (!ok) return
    try {
      await remove.mutateAsync(id)
      toast.positive(t`"${label}" deleted.`)
    } catch (error) {
      toast.negative(refusal(error, t`"${label}" could not be deleted.`))
    }
  }
  return {
    grid: {
      api: resourceListApi(screen.data.calls),
      cmid: screen.cmid,
      title: i18n._(screen.title),
      columns,
      rowKey: 'id',
      exportable: true,
      preferences: true,
      keepHistory: true,
      user,
      add: { label: t`Add`, onAdd: () => void navigate({ href: screenPath(company, screen.page, { add: true }) }) },
      onEvent: (name, row) => void onEvent(name, row),
      emptyState: <EmptyState icon={<Inbox />} title={t`Nothing here yet`} description={t`Records you add are listed here.`} />,
    },
    dialog: confirmDialog,
  }
}
