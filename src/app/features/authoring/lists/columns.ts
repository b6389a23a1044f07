import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CellMapEntry, GridColumn } from '@app/grid'
import type { WorkListName } from './api'

/** The tone of each staging state's badge; the text is the server's own label of the state. */
const STATE_TONES: Record<string, string> = {
  draft: 'muted',
  rejected: 'danger',
  review: 'info',
  publish_ready: 'success',
}

/** The lists whose rows are documents; the others' rows are drafts. */
const NODE_LISTS: readonly WorkListName[] = ['node_missing_translation', 'review_due']

/** The per-row action a list offers, as an action cell's event. */
export const ROW_ACTIONS: Partial<Record<WorkListName, { event: string; label: ReturnType<typeof msg> }>> = {
  publish_ready: { event: 'publish', label: msg`Publish…` },
  publish_obsolete: { event: 'obsolete', label: msg`Mark obsolete…` },
}

/** A one-of column's values shown by their labels (the server sends the stored values). */
function labelled(column: GridColumn, badge?: (value: string) => Omit<CellMapEntry, 'label'>): GridColumn {
  const map: Record<string, CellMapEntry> = {}
  for (const option of column.searchOptions ?? []) {
    if (typeof option !== 'object') continue
    map[String(option.value)] = { label: option.label, ...badge?.(String(option.value)) }
  }
  return { ...column, map }
}

/**
 * Dresses a work list's columns as the server describes them: states as badges with their text,
 * languages and kinds by their names, a review's overdue flag written out, and the list's action.
 */
export function workListColumns(list: WorkListName, i18n: I18n, company: string) {
  const action = ROW_ACTIONS[list]
  // The title opens the draft, or the document for the lists of documents: the authoring pages' addresses.
  const pages = `/${encodeURIComponent(company)}/pages/authoring/document`
  const link = NODE_LISTS.includes(list) ? `${pages}/{id}` : `${pages}/{node_id}/{id}`
  return (columns: readonly GridColumn[]): readonly GridColumn[] => {
    const dressed = columns.map((column) => {
      if (column.name === 'title' && column.type === 'link') return { ...column, link }
      if (column.name === 'status') return labelled(column, (value) => ({ badge: true, color: STATE_TONES[value] ?? 'muted' }))
      if (column.name === 'overdue') {
        return {
          ...column,
          map: {
            true: { label: i18n._(msg`Overdue`), badge: true, color: 'danger' },
            false: { label: i18n._(msg`Due soon`), badge: true, color: 'warning' },
          },
        }
      }
      if (column.searchOptions?.length) return labelled(column)
      return column
    })
    if (!action) return dressed
    return [
      ...dressed,
      {
        name: 'row_action',
        label: i18n._(msg`Action`),
        type: 'action',
        action: i18n._(action.label),
        event: action.event,
        disable: true,
        searchable: false,
      },
    ]
  }
}
