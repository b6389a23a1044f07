import { useLingui } from '@lingui/react/macro'
import { ChevronDown, ChevronRight, ArrowDown, ArrowUp, Check, Minus } from 'lucide-react'
import { Fragment, memo, type ReactNode, type SyntheticEvent, useId, useRef } from 'react'
import {
  Cell,
  Checkbox as AriaCheckbox,
  Column,
  ColumnResizer,
  type Key,
  ResizableTableContainer,
  Row,
  type Selection,
  Table,
  TableBody,
  TableHeader,
} from 'react-aria-components'
import styled from 'styled-components'
import type { Separator } from '@shared/constants'
import { IconButton } from '@app/ui/IconButton'
import { CellContent } from './cells'
import { EditableCell, type EditState } from './EditableCell'
import type { GridColumn, GridRow, SortKey } from './types'

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
  editState: (rowKey: string, column: string) => EditState | undefined
  onEdit: (row: GridRow, column: GridColumn, value: string) => void
  canEdit: (row: GridRow, column: GridColumn) => boolean
}

const Container = styled(ResizableTableContainer)`
  overflow: auto;
  max-width: 100%;
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.default};
  contain: paint;
`

/** Sees the Shift key on the way to the headers; takes no room of its own. */
const ShiftWatch = styled.div`
  display: contents;
`

const StyledTable = styled(Table)`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.default};
  outline: none;

  .react-aria-Column {
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
    &[data-focus-visible] {
      outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
      outline-offset: calc(-1 * ${({ theme }) => theme.border.width.focus});
    }
  }

  .react-aria-Row {
    outline: none;
    &[data-hovered] {
      background: ${({ theme }) => theme.color.surface.hover};
    }
    &[data-selected] {
      background: ${({ theme }) => theme.color.surface.selected};
    }
    &[data-focus-visible] {
      outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
      outline-offset: calc(-1 * ${({ theme }) => theme.border.width.focus});
    }
  }

  .react-aria-Cell {
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
    &[data-focus-visible] {
      outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
      outline-offset: calc(-1 * ${({ theme }) => theme.border.width.focus});
    }
  }
  .detail {
    white-space: normal;
    background: ${({ theme }) => theme.color.surface.sunken};
  }

  &[data-separator='horizontal'] .react-aria-Cell,
  &[data-separator='cell'] .react-aria-Cell {
    border-bottom: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  }
  &[data-separator='vertical'] .react-aria-Cell:not(:last-child),
  &[data-separator='cell'] .react-aria-Cell:not(:last-child),
  &[data-separator='vertical'] .react-aria-Column:not(:last-child),
  &[data-separator='cell'] .react-aria-Column:not(:last-child) {
    border-inline-end: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  }
`

const HeaderInner = styled.span`
  display: inline-flex;
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

const Resizer = styled(ColumnResizer)`
  width: ${({ theme }) => theme.space.xs};
  align-self: stretch;
  min-height: ${({ theme }) => theme.size.icon.sm};
  background: ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: col-resize;
  touch-action: none;
  outline: none;
  &[data-focus-visible],
  &[data-resizing] {
    background: ${({ theme }) => theme.color.focus.ring};
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

function SelectionBox({ label }: { label?: string }) {
  return (
    <Box slot="selection" aria-label={label}>
      {({ isSelected, isIndeterminate }) => (
        <span className="box" aria-hidden="true">
          {isIndeterminate ? <Minus /> : isSelected ? <Check /> : null}
        </span>
      )}
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

const DETAIL = '::detail'

/**
 * The visible page as an ARIA grid: sortable, resizable columns, arrow-key cell navigation.
 * Memoised: drawing every cell is the grid's costliest work, so it runs only when the table's own
 * props change, not on every change of the grid around it (a search being typed, a dialog opening).
 */
export const GridTable = memo(function GridTable(props: GridTableProps) {
  const { t } = useLingui()
  const { columns, rows, rowKey, expandable, expandedKeys, selectionMode } = props
  const span = columns.length + (expandable ? 1 : 0) + (selectionMode === 'multiple' ? 1 : 0)
  const detailKeys = [...expandedKeys].map((key) => key + DETAIL)
  const primary = props.sort[0]
  // Whether Shift is held as a header is pressed (the table's sort event does not say).
  const shift = useRef(false)
  const sortHintId = useId()
  const noteShift = (event: SyntheticEvent<Element, KeyboardEvent | MouseEvent | PointerEvent>) => {
    shift.current = event.nativeEvent.shiftKey
  }

  return (
    <ShiftWatch
      onPointerDownCapture={noteShift}
      onKeyDownCapture={noteShift}
      onKeyUpCapture={noteShift}
      onClickCapture={noteShift}
    >
      <Container>
        <StyledTable
          aria-label={props.label}
          aria-describedby={sortHintId}
          data-separator={props.separator}
          sortDescriptor={primary ? { column: primary.id, direction: primary.desc ? 'descending' : 'ascending' } : undefined}
          onSortChange={(descriptor) =>
            props.onSortChange(String(descriptor.column), descriptor.direction === 'descending', shift.current)
          }
          selectionMode={selectionMode === 'none' ? undefined : selectionMode}
          selectionBehavior="toggle"
          selectedKeys={props.selectedKeys}
          onSelectionChange={(keys) => {
            if (keys === 'all') return props.onSelectionChange(new Set(rows.map(rowKey)))
            props.onSelectionChange(new Set([...keys].filter((key) => !String(key).endsWith(DETAIL))))
          }}
          disabledKeys={detailKeys}
          disabledBehavior="selection"
        >
          <TableHeader>
            {selectionMode === 'multiple' && (
              <Column id="__select" width={48} minWidth={48}>
                <SelectionBox label={t`Select all rows`} />
              </Column>
            )}
            {expandable && (
              <Column id="__expand" width={48} minWidth={48}>
                <span className="visually-hidden">{t`Details`}</span>
              </Column>
            )}
            {columns.map((column, index) => (
              <Column
                key={column.name}
                id={column.name}
                isRowHeader={index === 0}
                allowsSorting={!column.disable && column.type !== 'action'}
                minWidth={64}
                defaultWidth={column.type === 'boolean' || column.type === 'icon' ? 96 : 160}
              >
                {({ allowsSorting }) => {
                  const position = props.sort.findIndex((key) => key.id === column.name)
                  const key = props.sort[position]
                  const order = position + 1
                  return (
                    <HeaderInner title={column.tooltip}>
                      {/* Focus lands here first (not on the resizer), so Enter and Space sort. */}
                      <span className="name" tabIndex={-1}>
                        {column.label}
                      </span>
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
                      <Resizer aria-label={t`Resize ${column.label}`} />
                    </HeaderInner>
                  )
                }}
              </Column>
            ))}
          </TableHeader>
          <TableBody renderEmptyState={() => props.emptyState}>
            {rows.map((row) => {
              const key = rowKey(row)
              const expanded = expandedKeys.has(key)
              return (
                <Fragment key={key}>
                  <Row id={key}>
                    {selectionMode === 'multiple' && (
                      <Cell>
                        <SelectionBox />
                      </Cell>
                    )}
                    {expandable && (
                      <Cell>
                        <IconButton
                          size="sm"
                          aria-expanded={expanded}
                          label={expanded ? t`Hide details of ${key}` : t`Show details of ${key}`}
                          icon={expanded ? <ChevronDown /> : <ChevronRight />}
                          onPress={() => props.onToggleExpanded(key)}
                        />
                      </Cell>
                    )}
                    {columns.map((column) => (
                      <Cell key={column.name} data-align={alignOf(column)} className={column.class ? `react-aria-Cell ${column.class}` : undefined}>
                        {props.canEdit(row, column) ? (
                          <EditableCell
                            row={row}
                            column={column}
                            state={props.editState(key, column.name)}
                            onChange={(value) => props.onEdit(row, column, value)}
                          />
                        ) : (
                          <CellContent row={row} column={column} onAction={props.onAction} />
                        )}
                      </Cell>
                    ))}
                  </Row>
                  {expanded && props.renderExpanded && (
                    <Row id={key + DETAIL}>
                      <Cell colSpan={span} className="react-aria-Cell detail">
                        {props.renderExpanded(row)}
                      </Cell>
                    </Row>
                  )}
                </Fragment>
              )
            })}
          </TableBody>
        </StyledTable>
      </Container>
      <span id={sortHintId} className="visually-hidden">
        {t`Hold Shift while choosing a column header to sort by up to three columns.`}
      </span>
    </ShiftWatch>
  )
})

export type { Key }
