import { replaceEqualDeep } from '@tanstack/react-query'
import { useState } from 'react'
import type { GridRow } from './types'

/**
 * The rows of a new answer, each replaced by the object of the same row shown before when its data is
 * the same: a row is drawn again only when it changed, whichever search or page brought it back.
 */
export function shareRows(previous: ReadonlyMap<string, GridRow>, rows: readonly GridRow[], rowKey: string): GridRow[] {
  let changed = false
  const shared = rows.map((row) => {
    const before = previous.get(String(row[rowKey]))
    const kept = before ? (replaceEqualDeep(before, row) as GridRow) : row
    if (kept !== row) changed = true
    return kept
  })
  return changed ? shared : (rows as GridRow[])
}

/**
 * `shareRows` against the rows the grid showed last. The last answer and what it became are kept as
 * state and replaced while drawing, when a new answer comes.
 */
export function useSharedRows(rows: readonly GridRow[], rowKey: string): readonly GridRow[] {
  const [kept, setKept] = useState({ answer: rows, shared: rows })
  if (kept.answer === rows) return kept.shared
  // Only the last page is compared with: an answer is matched with what is on screen.
  const shown = new Map(kept.shared.map((row) => [String(row[rowKey]), row]))
  const shared = shareRows(shown, rows, rowKey)
  setKept({ answer: rows, shared })
  return shared
}
