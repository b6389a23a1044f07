import { useLingui } from '@lingui/react/macro'
import { ChevronDown, ChevronRight, ArrowDown, ArrowUp, Check, Minus } from 'lucide-react'
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  memo,
  type ReactNode,
  useCallback,
  useId,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { Checkbox as AriaCheckbox, type Key, type Selection } from 'react-aria-components'
import { useMove } from 'react-aria/useMove'
import styled from 'styled-components'
import type { Separator } from '@shared/constants'
import { buttonStyles } from '@app/ui/Button'
import { CellContent, type CellProps, cellStyles, cellValue } from './cells'
import { EditableCell, type RowEdits } from './EditableCell'
import { useLatestCallback } from './useDebounced'
import {
  CELL,
  type CellPosition,
  cellAtPosition,
  focusCell,
  focusTarget,
  isControl,
  isEditing,
  tabOut,
  positionOf,
  RESIZER,
  targetCell,
} from './navigation'
import type { GridColumn, GridRow, SortKey } from './types'

// The table's elements carry their grid roles explicitly, as the grid pattern spells them, so that
// the tree reads the same whatever a browser infers for a table with role="grid".
/* oxlint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */

export interface GridTableProps {
  label: string
  columns: readonly GridColumn[]
  rows: readonly GridRow[]
  rowKey: (row: GridRow) => string
  separator: Separator
  /** The sort keys, first wins; the first is the table's sort descriptor. */
  sort: readonly SortKey[]
  /** A header was pressed: sort by that column, or with Shift (`additive`) by one more. */
  onSortChange: (column: string, desc: boolean, additive: boolean) => void
  selectionMode: 'none' | 'single' | 'multiple'
  selectedKeys: Selection
  onSelectionChange: (keys: Selection) => void
  expandable: boolean
  expandedKeys: ReadonlySet<string>
  onToggleExpanded: (key: string) => void
  renderExpanded?: (row: GridRow) => ReactNode
  emptyState: ReactNode
  onAction?: (name: string, row: GridRow, column: GridColumn) => void
  /** Edit states by row key, then column name. */
  edits?: Readonly<Record<string, RowEdits>>
  onEdit: (row: GridRow, column: GridColumn, value: string) => void
  canEdit: (row: GridRow, column: GridColumn) => boolean
}

const CHEVRON_DOWN = <ChevronDown aria-hidden="true" />
const CHEVRON_RIGHT = <ChevronRight aria-hidden="true" />

/** Column widths in pixels: the default, the narrowest a resize allows, and the widest. */
const WIDTH = { default: 160, narrow: 96, control: 48, min: 64, max: 1200, step: 10 } as const

const Container = styled.div`
  overflow: auto;
  max-width: 100%;
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.default};
  contain: paint;
`

/**
 * What an empty table shows, kept in view: a table wider than the page would otherwise centre it
 * beyond the visible columns. As wide as the part the scroller shows, like row details.
 */
const EmptyView = styled.div`
  position: sticky;
  inset-inline-start: 0;
  width: var(--grid-viewport-width, 100%);
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
`

const StyledTable = styled.table`
  table-layout: fixed;
  min-width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.default};
  outline: none;

  thead th {
    position: sticky;
    top: 0;
    z-index: ${({ theme }) => theme.zIndex.sticky};
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.color.surface.sunken};
    color: ${({ theme }) => theme.color.text.default};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-align: start;
    white-space: nowrap;
    border-bottom: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.strong};
    outline: none;
    cursor: default;

    &[data-allows-sorting] {
      cursor: pointer;
    }
  }

  tbody tr {
    &:hover {
      background: ${({ theme }) => theme.color.surface.hover};
    }
    &[aria-selected='true'] {
      background: ${({ theme }) => theme.color.surface.selected};
    }
  }

  tbody td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    vertical-align: middle;
    outline: none;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;

    &[data-align='end'] {
      text-align: end;
      font-variant-numeric: tabular-nums;
    }
    &[data-align='center'] {
      text-align: center;
    }
  }
  ${CELL}:focus-visible {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: calc(-1 * ${({ theme }) => theme.border.width.focus});
  }
  ${cellStyles}
  /* The row's expand button: a small ghost icon button, styled once for every row. */
  .expand {
    ${buttonStyles}
    padding: 0;
    width: ${({ theme }) => theme.size.control.sm};
    &:hover {
      background: ${({ theme }) => theme.color.surface.hover};
    }
    &:active {
      background: ${({ theme }) => theme.color.surface.selected};
    }
    &:focus-visible {
      outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
      outline-offset: calc(-1 * ${({ theme }) => theme.border.width.focus});
    }
  }
  /*
   * A row's details span every column, which can be far wider than the window: they are laid out in the
   * width the scroller shows (--grid-viewport-width, kept by the table) and stay at its left edge while
   * the columns scroll. The cell must not clip, or it would become the sticky box's scroller.
   */
  tbody td.detail {
    padding: 0;
    overflow: visible;
    white-space: normal;
    background: ${({ theme }) => theme.color.surface.sunken};
  }
  /* Not clipped, so its content can stay in view while the table scrolls; its text wraps. */
  tbody td[data-empty] {
    padding: 0;
    overflow: visible;
    white-space: normal;
  }
  .detail-body {
    position: sticky;
    inset-inline-start: 0;
    box-sizing: border-box;
    width: var(--grid-viewport-width, 100%);
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    overflow-wrap: anywhere;
  }

  &[data-separator='horizontal'] tbody td,
  &[data-separator='cell'] tbody td {
    border-bottom: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  }
  &[data-separator='vertical'] tbody td:not(:last-child),
  &[data-separator='cell'] tbody td:not(:last-child),
  &[data-separator='vertical'] th:not(:last-child),
  &[data-separator='cell'] th:not(:last-child) {
    border-inline-end: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  }
`

const HeaderInner = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  width: 100%;

  .order {
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  .name {
    flex: 1;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  svg {
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
    flex: none;
  }
`

const Resizer = styled.hr`
  flex: none;
  margin: 0;
  border: none;
  width: ${({ theme }) => theme.space.xs};
  align-self: stretch;
  min-height: ${({ theme }) => theme.size.icon.sm};
  background: ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: col-resize;
  touch-action: none;
  outline: none;
  &:focus-visible,
  &[data-resizing] {
    background: ${({ theme }) => theme.color.focus.ring};
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: ${({ theme }) => theme.border.width.thin};
  }
`

const Box = styled(AriaCheckbox)`
  display: inline-flex;
  cursor: pointer;
  .box {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${({ theme }) => theme.size.icon.md};
    height: ${({ theme }) => theme.size.icon.md};
    border: ${({ theme }) => theme.border.width.thick} solid ${({ theme }) => theme.color.border.strong};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface.default};
    color: ${({ theme }) => theme.color.text.onAccent};
  }
  svg {
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
  }
  &[data-selected] .box,
  &[data-indeterminate] .box {
    background: ${({ theme }) => theme.color.accent.default};
    border-color: ${({ theme }) => theme.color.accent.default};
  }
  &[data-focus-visible] .box {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: ${({ theme }) => theme.border.width.thin};
  }
`

interface SelectionBoxProps {
  label: string
  isSelected: boolean
  isIndeterminate?: boolean
  onChange: (selected: boolean) => void
}

function SelectionBox({ label, isSelected, isIndeterminate, onChange }: SelectionBoxProps) {
  return (
    <Box aria-label={label} isSelected={isSelected} isIndeterminate={isIndeterminate} onChange={onChange}>
      <span className="box" aria-hidden="true">
        {isIndeterminate ? <Minus /> : isSelected ? <Check /> : null}
      </span>
    </Box>
  )
}

function alignOf(column: GridColumn): 'start' | 'center' | 'end' {
  if (column.style === 'end' || column.style === 'right') return 'end'
  if (column.style === 'center') return 'center'
  if (column.type === 'number' || column.type === 'decimal' || column.type === 'duration') return 'end'
  if (column.type === 'boolean' || column.type === 'icon') return 'center'
  return 'start'
}

const defaultWidth = (column: GridColumn) =>
  column.type === 'boolean' || column.type === 'icon' ? WIDTH.narrow : WIDTH.default

const clampWidth = (width: number) => Math.min(WIDTH.max, Math.max(WIDTH.min, Math.round(width)))

interface ColumnResizerProps {
  label: string
  width: number
  hintId: string
  onResize: (delta: number) => void
}

/**
 * A column's resize handle, a focusable separator: dragged with a pointer, or reached with the arrow
 * keys from its header, where Enter starts resizing, the arrows widen and narrow the column, and
 * Enter or Escape finish.
 */
function ColumnResizer({ label, width, hintId, onResize }: ColumnResizerProps) {
  const { t } = useLingui()
  const [resizing, setResizing] = useState(false)
  const { moveProps } = useMove({
    onMove: (event) => {
      if (event.pointerType !== 'keyboard') onResize(event.deltaX)
    },
  })
  // The keyboard resizes only once Enter has started it; until then the arrows move between cells.
  const { onKeyDown: _moveKeys, ...pointerProps } = moveProps
  const onKeyDown = (event: KeyboardEvent<HTMLHRElement>) => {
    const { key } = event
    if (!resizing) {
      if (key === 'Enter' || key === ' ') {
        event.preventDefault()
        event.stopPropagation()
        setResizing(true)
      }
      return
    }
    if (key === 'ArrowLeft' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowDown') {
      event.preventDefault()
      event.stopPropagation()
      onResize(key === 'ArrowLeft' || key === 'ArrowDown' ? -WIDTH.step : WIDTH.step)
    } else if (key === 'Enter' || key === ' ' || key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      setResizing(false)
    } else if (key === 'Tab') {
      setResizing(false)
    }
  }
  return (
    <Resizer
      {...pointerProps}
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={width}
      aria-valuemin={WIDTH.min}
      aria-valuemax={WIDTH.max}
      aria-valuetext={t`${width} pixels`}
      aria-describedby={hintId}
      tabIndex={-1}
      data-resizer=""
      data-resizing={resizing || undefined}
      onKeyDown={onKeyDown}
      onBlur={() => setResizing(false)}
      onClick={(event) => event.stopPropagation()}
    />
  )
}

interface BodyRowProps {
  row: GridRow
  id: string
  columns: readonly GridColumn[]
  /** Rows can be selected (`aria-selected` is then said of every row). */
  selectable: boolean
  /** A column of boxes selects rows. */
  boxes: boolean
  isSelected: boolean
  expandable: boolean
  expanded: boolean
  span: number
  renderExpanded?: (row: GridRow) => ReactNode
  onToggleSelected: (key: string, selected: boolean) => void
  onToggleExpanded: (key: string) => void
  onAction?: (name: string, row: GridRow, column: GridColumn) => void
  /** This row's edit states by column. */
  edits: RowEdits | undefined
  onEdit: (row: GridRow, column: GridColumn, value: string) => void
  canEdit: (row: GridRow, column: GridColumn) => boolean
}

/** Whether a cell may keep what it drew: the same column, and the same row or, when it shows its value alone, the same value. */
function sameCell(before: CellProps, after: CellProps): boolean {
  if (before.column !== after.column || before.onAction !== after.onAction) return false
  if (before.row === after.row) return true
  const { column } = after
  // Links, images with links and actions read other fields of their row, or hand the row on.
  if (column.link || column.type === 'link' || column.type === 'img-link' || column.type === 'action') return false
  return Object.is(cellValue(before.row, column), cellValue(after.row, column))
}

/** A cell's content, drawn again only when what it shows changed. */
const Cell = memo(CellContent, sameCell)

/** One row of the page and, when expanded, its details. Memoised: a row draws again only when it changed. */
const BodyRow = memo(function BodyRow(props: BodyRowProps) {
  const { t } = useLingui()
  const { row, id: key, expanded } = props
  return (
    <>
      <tr role="row" data-key={key} aria-selected={props.selectable ? props.isSelected : undefined}>
        {props.boxes && (
          <td role="gridcell" data-grid-cell="" tabIndex={-1}>
            <SelectionBox
              label={t`Select ${key}`}
              isSelected={props.isSelected}
              onChange={(selected) => props.onToggleSelected(key, selected)}
            />
          </td>
        )}
        {props.expandable && (
          <td role="gridcell" data-grid-cell="" tabIndex={-1}>
            {/* A plain button: one per row, and the table's own styles give it its states. */}
            <button
              type="button"
              className="expand"
              data-variant="ghost"
              data-size="sm"
              aria-expanded={expanded}
              aria-label={expanded ? t`Hide details of ${key}` : t`Show details of ${key}`}
              onClick={() => props.onToggleExpanded(key)}
            >
              {expanded ? CHEVRON_DOWN : CHEVRON_RIGHT}
            </button>
          </td>
        )}
        {props.columns.map((column, index) => (
          <td
            key={column.name}
            role={index === 0 ? 'rowheader' : 'gridcell'}
            data-grid-cell=""
            tabIndex={-1}
            data-align={alignOf(column)}
            className={column.class}
          >
            {props.canEdit(row, column) ? (
              <EditableCell
                row={row}
                column={column}
                rowLabel={key}
                state={props.edits?.[column.name]}
                onChange={(value) => props.onEdit(row, column, value)}
              />
            ) : (
              <Cell row={row} column={column} onAction={props.onAction} />
            )}
          </td>
        ))}
      </tr>
      {expanded && props.renderExpanded && (
        <tr role="row" data-detail="">
          <td role="gridcell" data-grid-cell="" tabIndex={-1} colSpan={props.span} className="detail">
            <div className="detail-body">{props.renderExpanded(row)}</div>
          </td>
        </tr>
      )}
    </>
  )
})

interface HeaderRowProps {
  columns: readonly GridColumn[]
  sort: readonly SortKey[]
  widths: Readonly<Record<string, number>>
  boxes: boolean
  expandable: boolean
  allSelected: boolean
  someSelected: boolean
  onSelectAll: (selected: boolean) => void
  onResize: (column: GridColumn, delta: number) => void
  resizeHintId: string
}

/** The column headers: sort state, sort order and resize handles. Memoised, so new rows leave them be. */
const HeaderRow = memo(function HeaderRow(props: HeaderRowProps) {
  const { t } = useLingui()
  const { columns, widths } = props
  const widthOf = (column: GridColumn) => widths[column.name] ?? defaultWidth(column)
  return (
    <tr role="row">
      {props.boxes && (
        <th role="columnheader" data-grid-cell="" tabIndex={-1}>
          <SelectionBox
            label={t`Select all rows`}
            isSelected={props.allSelected}
            isIndeterminate={props.someSelected}
            onChange={props.onSelectAll}
          />
        </th>
      )}
      {props.expandable && (
        <th role="columnheader" data-grid-cell="" tabIndex={-1}>
          <span className="visually-hidden">{t`Details`}</span>
        </th>
      )}
      {columns.map((column) => {
        const allowsSorting = !column.disable && column.type !== 'action'
        const position = props.sort.findIndex((key) => key.id === column.name)
        const key = props.sort[position]
        const order = position + 1
        const isPrimary = position === 0 && key
        return (
          <th
            key={column.name}
            role="columnheader"
            data-grid-cell=""
            data-column={column.name}
            data-allows-sorting={allowsSorting || undefined}
            tabIndex={-1}
            aria-sort={isPrimary ? (key.desc ? 'descending' : 'ascending') : allowsSorting ? 'none' : undefined}
            title={column.tooltip}
          >
            <HeaderInner>
              <span className="name">{column.label}</span>
              {allowsSorting && key && !key.desc && <ArrowUp aria-hidden="true" />}
              {allowsSorting && key && key.desc && <ArrowDown aria-hidden="true" />}
              {allowsSorting && key && props.sort.length > 1 && (
                <>
                  <span className="order" aria-hidden="true">
                    {order}
                  </span>
                  {/* The first key is announced by aria-sort; the others say where they stand. */}
                  {position > 0 && (
                    <span className="visually-hidden">
                      {key.desc ? t`then sorted descending, key ${order}` : t`then sorted ascending, key ${order}`}
                    </span>
                  )}
                </>
              )}
              <ColumnResizer
                label={t`Resize ${column.label}`}
                width={widthOf(column)}
                hintId={props.resizeHintId}
                onResize={(delta) => props.onResize(column, delta)}
              />
            </HeaderInner>
          </th>
        )
      })}
    </tr>
  )
})

/**
 * The visible page as an ARIA grid (the APG data grid pattern): sortable, resizable columns, one
 * tab stop, arrow keys, Home, End, Page Up and Page Down between cells, rows selected with Space,
 * a click or their box.
 *
 * Built on the table's own elements rather than a collection component: a page of 20 rows of 21
 * columns is 420 cells, and with no per-cell hooks a new page is drawn several times faster. The
 * controls inside cells (links, buttons, boxes, fields) are react-aria components. Memoised, so
 * typing a search or opening a dialog does not draw the rows again.
 */
export const GridTable = memo(function GridTable(props: GridTableProps) {
  const { t } = useLingui()
  const { columns, rows, rowKey, expandable, expandedKeys, selectionMode, selectedKeys, onSelectionChange } = props
  const boxes = selectionMode === 'multiple'
  const span = columns.length + (expandable ? 1 : 0) + (boxes ? 1 : 0)
  const primary = props.sort[0]
  const sortHintId = useId()
  const resizeHintId = useId()
  const tableRef = useRef<HTMLTableElement>(null)
  const containerRef = useRef<HTMLDivElement>(null)
  const [widths, setWidths] = useState<Record<string, number>>({})
  const widthOf = (column: GridColumn) => widths[column.name] ?? defaultWidth(column)

  // --- selection -----------------------------------------------------------------------------
  const keys = rows.map(rowKey)
  const isSelected = (key: string) => selectedKeys === 'all' || selectedKeys.has(key)
  const selectedCount = keys.filter(isSelected).length
  const onToggleSelected = useLatestCallback((key: string, selected: boolean) => {
    if (selectionMode === 'none') return
    if (selectionMode === 'single') return onSelectionChange(new Set(selected ? [key] : []))
    const next = new Set<Key>(selectedKeys === 'all' ? [] : selectedKeys)
    if (selected) next.add(key)
    else next.delete(key)
    onSelectionChange(next)
  })

  // --- the roving tab stop -------------------------------------------------------------------
  // Where the tab stop is, kept as a position so that it survives a new page of rows: at first the
  // first row's first cell (the headers when there are no rows).
  const active = useRef<CellPosition>({ row: 1, column: 0 })
  // Tab is held: a focus arriving now from outside came by Tab (not a click, a script or a reader).
  const tabbing = useRef(false)
  useEffect(() => {
    const down = (event: globalThis.KeyboardEvent) => {
      tabbing.current = event.key === 'Tab'
    }
    const up = () => {
      tabbing.current = false
    }
    document.addEventListener('keydown', down, true)
    document.addEventListener('keyup', up, true)
    return () => {
      document.removeEventListener('keydown', down, true)
      document.removeEventListener('keyup', up, true)
    }
  }, [])

  const setTabStop = (cell: HTMLTableCellElement) => {
    const table = tableRef.current
    if (!table) return
    for (const other of table.querySelectorAll<HTMLElement>(`${CELL}[tabindex="0"]`)) {
      if (other !== cell) other.tabIndex = -1
    }
    cell.tabIndex = 0
    active.current = positionOf(table, cell)
  }

  // Row details are as wide as the part of the table the scroller shows: its width is kept in a
  // custom property, set on the element so that a resize draws no row again.
  useLayoutEffect(() => {
    const container = containerRef.current
    if (!container) return
    const measure = () => container.style.setProperty('--grid-viewport-width', `${container.clientWidth}px`)
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(container)
    return () => observer.disconnect()
  }, [])

  // After every drawing, exactly one cell is in the Tab order: the active one, or the nearest.
  useLayoutEffect(() => {
    const table = tableRef.current
    const cell = table && cellAtPosition(table, active.current)
    if (cell && cell.tabIndex !== 0) setTabStop(cell)
  })

  const cellOf = (target: EventTarget | null) => {
    const cell = target instanceof Element ? target.closest<HTMLTableCellElement>(CELL) : null
    return cell && tableRef.current?.contains(cell) ? cell : null
  }

  /** A header was chosen: sort by its column (turning it around when it leads), or add it with Shift. */
  const sortByHeader = (cell: HTMLTableCellElement, additive: boolean) => {
    const column = columns.find((each) => each.name === cell.dataset.column)
    if (!column || column.disable || column.type === 'action') return
    props.onSortChange(column.name, primary?.id === column.name && !primary.desc, additive)
  }

  const onFocus = (event: FocusEvent<HTMLTableElement>) => {
    const cell = cellOf(event.target)
    if (!cell) return
    const from = event.relatedTarget
    const fromOutside = !(from instanceof Node) || !containerRef.current?.contains(from)
    // Tabbing in lands on the tab stop (or the control in it), whichever element the browser reached.
    if (fromOutside && tabbing.current) {
      const table = tableRef.current
      const stop = table && cellAtPosition(table, active.current)
      const target = stop && focusTarget(stop)
      if (target && target !== event.target) return target.focus()
    }
    setTabStop(cell)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const table = tableRef.current
    const cell = cellOf(event.target)
    if (!table || !cell || event.altKey) return
    const { key } = event
    if (key === 'Tab') {
      // One tab stop: Tab and Shift+Tab leave the grid from wherever the focus is inside it.
      const container = containerRef.current
      if (container && tabOut(container, event.shiftKey)) event.preventDefault()
      return
    }
    if (isEditing(event.target)) {
      if (key === 'Escape') {
        event.preventDefault()
        cell.focus()
      }
      return
    }
    const target = event.target as HTMLElement
    const onResizer = target.matches(RESIZER)
    const isHeader = cell.tagName === 'TH'
    const resizer = isHeader ? cell.querySelector<HTMLElement>(RESIZER) : null
    // A header's resize handle is a stop of its own, between the header and the next one.
    if (key === 'ArrowRight' && resizer && target === cell) {
      event.preventDefault()
      return resizer.focus()
    }
    if (key === 'ArrowLeft' && onResizer) {
      event.preventDefault()
      return cell.focus()
    }
    if (isHeader && target === cell && (key === 'Enter' || key === ' ')) {
      event.preventDefault()
      return sortByHeader(cell, event.shiftKey)
    }
    if (key === ' ' && target === cell && selectionMode !== 'none') {
      const row = cell.closest('tr')
      const id = row?.dataset.key
      if (id != null) {
        event.preventDefault()
        onToggleSelected(id, !isSelected(id))
      }
      return
    }
    const next = targetCell(table, cell, event)
    if (!next) return
    event.preventDefault()
    // Going left along the headers, the previous header's resize handle comes first.
    const handle = key === 'ArrowLeft' && isHeader && !onResizer ? next.querySelector<HTMLElement>(RESIZER) : null
    if (handle) handle.focus()
    else focusCell(next)
  }

  const onClick = (event: MouseEvent<HTMLTableElement>) => {
    const cell = cellOf(event.target)
    if (!cell || isControl(event.target, cell)) return
    if (cell.tagName === 'TH') return sortByHeader(cell, event.shiftKey)
    const id = cell.closest('tr')?.dataset.key
    if (id != null && selectionMode !== 'none') onToggleSelected(id, !isSelected(id))
  }

  const resize = useCallback(
    (column: GridColumn, delta: number) =>
      setWidths((current) => ({ ...current, [column.name]: clampWidth((current[column.name] ?? defaultWidth(column)) + delta) })),
    [],
  )
  const onSelectAll = useLatestCallback((selected: boolean) => onSelectionChange(new Set(selected ? keys : [])))

  const tableWidth =
    columns.reduce((sum, column) => sum + widthOf(column), 0) + (boxes ? WIDTH.control : 0) + (expandable ? WIDTH.control : 0)

  return (
    <>
      <Container ref={containerRef}>
        <StyledTable
          ref={tableRef}
          role="grid"
          aria-label={props.label}
          aria-describedby={sortHintId}
          aria-multiselectable={boxes || undefined}
          data-separator={props.separator}
          tabIndex={-1}
          style={{ width: tableWidth }}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          onClick={onClick}
        >
          <colgroup>
            {boxes && <col style={{ width: WIDTH.control }} />}
            {expandable && <col style={{ width: WIDTH.control }} />}
            {columns.map((column) => (
              <col key={column.name} style={{ width: widthOf(column) }} />
            ))}
          </colgroup>
          <thead role="rowgroup">
            <HeaderRow
              columns={columns}
              sort={props.sort}
              widths={widths}
              boxes={boxes}
              expandable={expandable}
              allSelected={keys.length > 0 && selectedCount === keys.length}
              someSelected={selectedCount > 0 && selectedCount < keys.length}
              onSelectAll={onSelectAll}
              onResize={resize}
              resizeHintId={resizeHintId}
            />
          </thead>
          <tbody role="rowgroup">
            {rows.length === 0 ? (
              <tr role="row">
                <td role="gridcell" data-grid-cell="" data-empty="" tabIndex={-1} colSpan={span}>
                  <EmptyView>{props.emptyState}</EmptyView>
                </td>
              </tr>
            ) : (
              rows.map((row, index) => {
                const key = keys[index] as string
                return (
                  <BodyRow
                    key={key}
                    row={row}
                    id={key}
                    columns={columns}
                    selectable={selectionMode !== 'none'}
                    boxes={boxes}
                    isSelected={isSelected(key)}
                    expandable={expandable}
                    expanded={expandedKeys.has(key)}
                    span={span}
                    renderExpanded={props.renderExpanded}
                    onToggleSelected={onToggleSelected}
                    onToggleExpanded={props.onToggleExpanded}
                    onAction={props.onAction}
                    edits={props.edits?.[key]}
                    onEdit={props.onEdit}
                    canEdit={props.canEdit}
                  />
                )
              })
            )}
          </tbody>
        </StyledTable>
      </Container>
      <span id={sortHintId} className="visually-hidden">
        {t`Hold Shift while choosing a column header to sort by up to three columns.`}
      </span>
      <span id={resizeHintId} className="visually-hidden">
        {t`Press Enter to resize the column with the arrow keys, and Enter again to finish.`}
      </span>
    </>
  )
})

export type { Key, Selection }
