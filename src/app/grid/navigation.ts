import { focusable, tabbable } from 'tabbable'

/**
 * Keyboard movement in the grid, read from the table itself: every header and body cell carries
 * `data-grid-cell`, and the rows are the table's own rows. Only one cell is in the Tab order at a
 * time (a roving tab stop); the arrow keys, Home, End, Page Up and Page Down move it.
 */
export const CELL = '[data-grid-cell]'
export const RESIZER = '[data-resizer]'

/** Nothing in a grid is hidden with `display`, so the search need not measure every element. */
const OPTIONS = { displayCheck: 'none' } as const

/** Rows a page key moves by. */
export const PAGE_ROWS = 10

export function gridRows(table: HTMLTableElement): HTMLTableRowElement[] {
  return Array.from(table.rows).filter((row) => row.querySelector(`:scope > ${CELL}`))
}

export function rowCells(row: HTMLTableRowElement): HTMLTableCellElement[] {
  return Array.from(row.cells).filter((cell) => cell.matches(CELL))
}

/** The first column a cell covers, counting the spans before it. */
export function startColumn(cell: HTMLTableCellElement): number {
  let column = 0
  for (let previous = cell.previousElementSibling; previous; previous = previous.previousElementSibling) {
    column += (previous as HTMLTableCellElement).colSpan || 1
  }
  return column
}

/** The cell of `row` covering `column`, else the row's last cell. */
export function cellAt(row: HTMLTableRowElement, column: number): HTMLTableCellElement | undefined {
  const cells = rowCells(row)
  return cells.find((cell) => column >= startColumn(cell) && column < startColumn(cell) + (cell.colSpan || 1)) ?? cells.at(-1)
}

/** Where a cell stands: its row among the grid's rows, and the column it starts at. */
export interface CellPosition {
  row: number
  column: number
}

export function positionOf(table: HTMLTableElement, cell: HTMLTableCellElement): CellPosition {
  return { row: gridRows(table).indexOf(cell.parentElement as HTMLTableRowElement), column: startColumn(cell) }
}

/** The cell at a position, moved inside the grid when rows or columns went away. */
export function cellAtPosition(table: HTMLTableElement, position: CellPosition): HTMLTableCellElement | undefined {
  const rows = gridRows(table)
  const row = rows[Math.min(Math.max(position.row, 0), rows.length - 1)]
  return row && cellAt(row, position.column)
}

export interface MoveKey {
  key: string
  ctrlKey?: boolean
  metaKey?: boolean
}

/** The cell a navigation key moves to from `cell`, or undefined when the key does not move. */
export function targetCell(table: HTMLTableElement, cell: HTMLTableCellElement, event: MoveKey): HTMLTableCellElement | undefined {
  const rows = gridRows(table)
  const row = cell.parentElement as HTMLTableRowElement
  const rowIndex = rows.indexOf(row)
  const cells = rowCells(row)
  const index = cells.indexOf(cell)
  const column = startColumn(cell)
  const toGridEdge = event.ctrlKey || event.metaKey
  const inRow = (offset: number) => {
    const target = rows[Math.min(Math.max(rowIndex + offset, 0), rows.length - 1)]
    return target && target !== row ? cellAt(target, column) : undefined
  }
  switch (event.key) {
    case 'ArrowRight':
      return cells[index + 1]
    case 'ArrowLeft':
      return index > 0 ? cells[index - 1] : undefined
    case 'ArrowDown':
      return inRow(1)
    case 'ArrowUp':
      return inRow(-1)
    case 'PageDown':
      return inRow(PAGE_ROWS)
    case 'PageUp':
      return inRow(-PAGE_ROWS)
    case 'Home':
      return toGridEdge ? rows[0] && rowCells(rows[0])[0] : cells[0]
    case 'End': {
      const last = rows.at(-1)
      return toGridEdge ? last && rowCells(last).at(-1) : cells.at(-1)
    }
    default:
      return undefined
  }
}

/**
 * What takes the keyboard focus for a cell: the widget inside a body cell when it holds one (a link,
 * a button, a field), else the cell itself. A header cell takes focus itself, so Enter sorts.
 */
export function focusTarget(cell: HTMLTableCellElement): HTMLElement {
  if (cell.tagName === 'TH') return cell
  const inner = focusable(cell, OPTIONS).find((element) => element !== cell && !element.matches(RESIZER))
  return inner instanceof HTMLElement ? inner : cell
}

export function focusCell(cell: HTMLTableCellElement) {
  focusTarget(cell).focus()
}

/**
 * Moves the focus to the first control in the page's Tab order after `container` (or before it,
 * `backwards`), as Tab would from the grid's one tab stop. False when there is none, and the
 * browser's own Tab then goes on.
 */
export function tabOut(container: HTMLElement, backwards: boolean): boolean {
  const order = tabbable(container.ownerDocument.body, OPTIONS)
  const outside = order.filter((element) => {
    if (container.contains(element)) return false
    const position = container.compareDocumentPosition(element)
    return backwards ? Boolean(position & Node.DOCUMENT_POSITION_PRECEDING) : Boolean(position & Node.DOCUMENT_POSITION_FOLLOWING)
  })
  if (backwards) outside.reverse()
  // An element hidden from view does not take the focus; the next one is tried.
  for (const element of outside) {
    ;(element as HTMLElement).focus()
    if (container.ownerDocument.activeElement === element) return true
  }
  return false
}

/** Whether keys typed here belong to a field (a caret moves, a value changes) rather than the grid. */
export function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || target.matches('input:not([type="checkbox"]):not([type="radio"]), textarea, select')
}

/** Whether a press here belongs to a control in the cell (a link, a button, a field, a box). */
export function isControl(target: EventTarget | null, within: HTMLElement): boolean {
  if (!(target instanceof Element)) return false
  const control = target.closest('a, button, input, textarea, select, label, [role="checkbox"], [role="button"], [data-resizer]')
  return control != null && within.contains(control) && control !== within
}
