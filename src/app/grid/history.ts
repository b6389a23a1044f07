import type { ColumnFilter, SortKey } from './types'

/** What a grid keeps in the browser history entry so Back restores it. */
export interface GridSnapshot {
  search: string
  filters: ColumnFilter[]
  sort: SortKey[]
  page: number
  pageSize: number
}

const KEY = 'gridState'

type HistoryLike = Pick<History, 'state' | 'replaceState'>

function entries(history: HistoryLike): Record<string, GridSnapshot> {
  const state = history.state as Record<string, unknown> | null
  const value = state?.[KEY]
  return value && typeof value === 'object' ? (value as Record<string, GridSnapshot>) : {}
}

/** The snapshot of one grid in the current history entry. */
export function readSnapshot(id: string, history: HistoryLike = window.history): GridSnapshot | undefined {
  return entries(history)[id]
}

/** Stores (or with undefined removes) one grid's snapshot, keeping the router's own state. */
export function writeSnapshot(id: string, snapshot: GridSnapshot | undefined, history: HistoryLike = window.history) {
  const state = (history.state as Record<string, unknown> | null) ?? {}
  const grids = { ...entries(history) }
  if (snapshot) grids[id] = snapshot
  else delete grids[id]
  history.replaceState({ ...state, [KEY]: grids }, '')
}

/** Whether two snapshots are the same. */
export function sameSnapshot(a: GridSnapshot, b: GridSnapshot): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}
