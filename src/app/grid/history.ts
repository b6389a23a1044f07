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

/**
 * The current history entry, rewritten without telling the router. The router wraps
 * history.replaceState to notice changes made outside it, and each one makes it match the location
 * again and draw the whole page. The grid's state and query string are the grid's own business: the
 * router reads them back from the entry when the user comes back to it.
 */
export const quietHistory: HistoryLike = {
  get state() {
    return window.history.state
  },
  replaceState(data, unused, url) {
    History.prototype.replaceState.call(window.history, data, unused, url)
  },
}

function entries(history: HistoryLike): Record<string, GridSnapshot> {
  const state = history.state as Record<string, unknown> | null
  const value = state?.[KEY]
  return value && typeof value === 'object' ? (value as Record<string, GridSnapshot>) : {}
}

/** The snapshot of one grid in the current history entry. */
export function readSnapshot(id: string, history: HistoryLike = quietHistory): GridSnapshot | undefined {
  return entries(history)[id]
}

/**
 * Stores (or with undefined removes) one grid's snapshot, keeping the router's own state; with `url`,
 * the entry's address changes in the same call. Reading and writing the entry's state copies it each
 * time, so it is done once.
 */
export function writeSnapshot(id: string, snapshot: GridSnapshot | undefined, history: HistoryLike = quietHistory, url?: string) {
  const state = (history.state as Record<string, unknown> | null) ?? {}
  const value = state[KEY]
  const grids = { ...(value && typeof value === 'object' ? (value as Record<string, GridSnapshot>) : {}) }
  if (snapshot) grids[id] = snapshot
  else delete grids[id]
  history.replaceState({ ...state, [KEY]: grids }, '', url)
}

/** Whether two snapshots are the same. */
export function sameSnapshot(a: GridSnapshot, b: GridSnapshot): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}
