import { screen, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { GridTable, type GridTableProps, type Selection } from '@app/grid/GridTable'
import type { GridRow } from '@app/grid/types'
import { renderWithProviders } from '../render'
import { shipmentColumns, shipmentRows } from '../../../stories/grid/fixtures'

const columns = shipmentColumns.filter((column) => ['probill', 'shipper', 'consignee', 'pieces', 'phone'].includes(column.name))

function Harness(props: Partial<GridTableProps> & { count?: number }) {
  const [selected, setSelected] = useState<Selection>(new Set())
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  const rows = shipmentRows(props.count ?? 12)
  return (
    <>
      <button type="button">Before</button>
      <GridTable
        label="Probills"
        columns={columns}
        rows={rows}
        rowKey={(row: GridRow) => String(row.probill)}
        separator="horizontal"
        sort={[]}
        onSortChange={() => {}}
        selectionMode="none"
        selectedKeys={selected}
        onSelectionChange={setSelected}
        expandable={false}
        expandedKeys={expanded}
        onToggleExpanded={(key) =>
          setExpanded((current) => {
            const next = new Set(current)
            if (!next.delete(key)) next.add(key)
            return next
          })
        }
        renderExpanded={(row) => <p>Details of {String(row.probill)}</p>}
        emptyState={<p>Nothing here</p>}
        onEdit={() => {}}
        canEdit={() => false}
        {...props}
      />
      <button type="button">After</button>
    </>
  )
}

const grid = () => screen.getByRole('grid', { name: 'Probills' })
const bodyRows = () => within(within(grid()).getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row')
const cellText = () => (document.activeElement?.closest('[data-grid-cell]') as HTMLElement | null)?.textContent
const activeRow = () => document.activeElement?.closest('tr')

describe('GridTable keyboard', { timeout: 30_000 }, () => {
  it('is one tab stop: Tab enters on the first row and leaves after the grid', async () => {
    const { user } = renderWithProviders(<Harness />)
    screen.getByRole('button', { name: 'Before' }).focus()
    await user.tab()
    const first = within(bodyRows()[0] as HTMLElement).getByRole('rowheader')
    expect(document.activeElement).toBe(first)
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }))
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(first)
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Before' }))
  })

  it('moves with the arrows, Home, End, Control+Home, Control+End and the page keys, and remembers the cell', async () => {
    const { user } = renderWithProviders(<Harness />)
    screen.getByRole('columnheader', { name: /^Shipper/ }).focus()
    await user.keyboard('{ArrowDown}')
    expect(activeRow()).toBe(bodyRows()[0])
    expect(document.activeElement).toHaveAttribute('role', 'gridcell')
    expect(cellText()).toBe('Maple Foods Inc.')
    await user.keyboard('{ArrowDown}{ArrowRight}')
    expect(activeRow()).toBe(bodyRows()[1])
    expect(cellText()).toBe('Acme Pharma')
    await user.keyboard('{Home}')
    expect(document.activeElement).toHaveAttribute('role', 'rowheader')
    await user.keyboard('{End}')
    // The last cell holds a telephone link: the link takes the focus.
    expect(document.activeElement?.tagName).toBe('A')
    expect(document.activeElement).toHaveAttribute('href', expect.stringMatching(/^tel:\+1/))
    await user.keyboard('{PageDown}')
    expect(activeRow()).toBe(bodyRows()[11])
    await user.keyboard('{PageUp}')
    expect(activeRow()).toBe(bodyRows()[1])
    await user.keyboard('{Control>}{End}{/Control}')
    expect(activeRow()).toBe(bodyRows()[11])
    await user.keyboard('{Control>}{Home}{/Control}')
    expect(document.activeElement).toBe(screen.getByRole('columnheader', { name: /^Probill number/ }))
    // Leaving and coming back lands on the cell left last.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}')
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }))
    await user.tab({ shift: true })
    expect(activeRow()).toBe(bodyRows()[1])
    expect(cellText()).toBe('Northern Industrial Supply')
  })

  it('sorts from a header with Enter, Space or a click, and with Shift adds a key', async () => {
    const onSortChange = vi.fn()
    const { user } = renderWithProviders(<Harness onSortChange={onSortChange} sort={[{ id: 'shipper', desc: false }]} />)
    const shipper = screen.getByRole('columnheader', { name: /^Shipper/ })
    expect(shipper).toHaveAttribute('aria-sort', 'ascending')
    expect(screen.getByRole('columnheader', { name: /^Consignee(?! phone)/ })).toHaveAttribute('aria-sort', 'none')
    shipper.focus()
    await user.keyboard('{Enter}')
    // The sorted column turns around; another column starts ascending.
    expect(onSortChange).toHaveBeenLastCalledWith('shipper', true, false)
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('columnheader', { name: /^Consignee(?! phone)/ }))
    await user.keyboard('{Shift>} {/Shift}')
    expect(onSortChange).toHaveBeenLastCalledWith('consignee', false, true)
    await user.click(screen.getByText('Pieces'))
    expect(onSortChange).toHaveBeenLastCalledWith('pieces', false, false)
  })

  it('resizes a column from the keyboard: Enter on its handle, the arrows, Enter to finish', async () => {
    const { user } = renderWithProviders(<Harness />)
    const shipper = screen.getByRole('columnheader', { name: /^Shipper/ })
    shipper.focus()
    await user.keyboard('{ArrowRight}')
    const handle = screen.getByRole('separator', { name: 'Resize Shipper' })
    expect(document.activeElement).toBe(handle)
    expect(handle).toHaveAttribute('aria-valuenow', '160')
    // Before Enter the arrows still move between cells.
    await user.keyboard('{Enter}{ArrowRight}{ArrowRight}{ArrowLeft}')
    expect(handle).toHaveAttribute('aria-valuenow', '170')
    expect(handle).toHaveAttribute('aria-valuetext', '170 pixels')
    await user.keyboard('{Enter}{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('columnheader', { name: /^Consignee(?! phone)/ }))
    // Going back, the handle comes before its header.
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(handle)
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(shipper)
  })

  it('selects rows with their boxes, Space on a cell, a click, and the box for all', async () => {
    const onSelectionChange = vi.fn()
    function Selecting() {
      const [selected, setSelected] = useState<Selection>(new Set())
      return (
        <Harness
          selectionMode="multiple"
          selectedKeys={selected}
          onSelectionChange={(keys) => {
            onSelectionChange(keys)
            setSelected(keys)
          }}
        />
      )
    }
    const { user } = renderWithProviders(<Selecting />)
    expect(grid()).toHaveAttribute('aria-multiselectable', 'true')
    const first = bodyRows()[0] as HTMLElement
    expect(first).toHaveAttribute('aria-selected', 'false')
    await user.click(within(first).getByRole('checkbox', { name: 'Select 3100000000' }))
    expect(first).toHaveAttribute('aria-selected', 'true')
    const cells = (bodyRows()[1] as HTMLElement).querySelectorAll<HTMLElement>('[data-grid-cell]')
    ;(cells[2] as HTMLElement).focus()
    await user.keyboard(' ')
    expect(bodyRows()[1]).toHaveAttribute('aria-selected', 'true')
    await user.click(within(bodyRows()[2] as HTMLElement).getByText('Boréal Furniture'))
    expect(bodyRows()[2]).toHaveAttribute('aria-selected', 'true')
    const all = screen.getByRole('checkbox', { name: 'Select all rows' })
    expect(all).toBePartiallyChecked()
    await user.click(all)
    expect(bodyRows().every((row) => row.getAttribute('aria-selected') === 'true')).toBe(true)
    await user.click(all)
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set())
  })

  it('expands a row into a details row the arrows reach, and Escape leaves a field for its cell', async () => {
    const { user } = renderWithProviders(<Harness expandable count={3} canEdit={(_row, column) => column.name === 'consignee'} />)
    await user.click(screen.getByRole('button', { name: 'Show details of 3100000000' }))
    expect(screen.getByText('Details of 3100000000')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Hide details of 3100000000' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(cellText()).toBe('Details of 3100000000')
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show details of 3100000037' }))
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}')
    const field = within(activeRow() as HTMLElement).getByRole('textbox', { name: /^Consignee of / })
    expect(field).toHaveFocus()
    // Keys typed in the field stay in it.
    await user.keyboard('{ArrowLeft}{Home}')
    expect(field).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(document.activeElement).toBe(field.closest('td'))
  })

  it("lays a row's details out in the width the scroller shows, not the table's", async () => {
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1280)
    try {
      const { user } = renderWithProviders(<Harness expandable count={3} />)
      const scroller = grid().parentElement as HTMLElement
      expect(scroller.style.getPropertyValue('--grid-viewport-width')).toBe('1280px')
      await user.click(screen.getByRole('button', { name: 'Show details of 3100000000' }))
      const details = screen.getByText('Details of 3100000000')
      // The cell spans every column; the box inside it is the scroller's width and stays at its left edge.
      expect(details.parentElement).toHaveClass('detail-body')
      expect(details.closest('td')).toHaveAttribute('colspan', String(columns.length + 1))
    } finally {
      width.mockRestore()
    }
  })

  it("labels an editable cell's input with its column and its row's key, not with its own value", async () => {
    const { user } = renderWithProviders(<Harness count={3} canEdit={(_row, column) => column.name === 'consignee'} />)
    const field = screen.getByRole('textbox', { name: 'Consignee of 3100000037' })
    expect(field).toHaveValue('Acme Pharma')
    expect(screen.queryByRole('textbox', { name: /of Acme Pharma$/ })).not.toBeInTheDocument()
    // Reached from the keyboard, it says which row it belongs to.
    screen.getByRole('columnheader', { name: /^Consignee(?! phone)/ }).focus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('textbox', { name: 'Consignee of 3100000000' })).toHaveFocus()
    // The input keeps the arrows; Escape gives them back to the grid.
    await user.keyboard('{Escape}{ArrowDown}')
    expect(screen.getByRole('textbox', { name: 'Consignee of 3100000037' })).toHaveFocus()
    // A cell left empty is still named.
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('aria-label'))).toEqual([
      'Consignee of 3100000000',
      'Consignee of 3100000037',
      'Consignee of 3100000074',
    ])
  })

  it('shows the empty state in a single cell', () => {
    renderWithProviders(<Harness count={0} />)
    expect(within(bodyRows()[0] as HTMLElement).getByText('Nothing here')).toBeInTheDocument()
  })
})
