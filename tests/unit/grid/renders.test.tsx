import { screen, waitFor } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { GridClient } from '@app/grid'
import { shareRows } from '@app/grid/sharedRows'
import { fixtureClient, shipmentRows } from '../../../stories/grid/fixtures'
import type * as Helpers from './helpers'

// Counts what the table draws: each cell's content, by row and column.
const drawn = vi.hoisted(() => ({ cells: [] as string[] }))
vi.mock('@app/grid/cells', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@app/grid/cells')>()
  return {
    ...actual,
    CellContent: (props: Parameters<typeof actual.CellContent>[0]) => {
      drawn.cells.push(`${String(props.row.probill)}|${props.column.name}`)
      return actual.CellContent(props)
    },
  }
})

/** Draws per row, over the cells drawn since the last reset. */
function drawsByRow() {
  const rows = new Map<string, number>()
  for (const cell of drawn.cells) {
    const row = cell.split('|')[0] as string
    rows.set(row, (rows.get(row) ?? 0) + 1)
  }
  return rows
}

/** Like the server: every answer is new objects, its columns included, parsed from the wire. */
function wireClient(base = fixtureClient()): GridClient & { calls: typeof base.calls } {
  return { ...base, list: async (...args) => structuredClone(await base.list(...args)) }
}

// Test files share their modules: the grid is imported afresh here, so that it draws with the
// counting cells whatever file loaded it before.
let renderGrid: typeof Helpers.renderGrid
let rowsOf: typeof Helpers.rowsOf
beforeAll(async () => {
  vi.resetModules()
  ;({ renderGrid, rowsOf } = await import('./helpers'))
})

beforeEach(() => {
  drawn.cells.length = 0
})

describe('what the grid draws', { timeout: 60_000 }, () => {
  it('draws each new row of a search once, and not the rows it already showed', async () => {
    const client = wireClient()
    const { user } = renderGrid({ columns: undefined }, client)
    await waitFor(() => expect(rowsOf()).toHaveLength(20))
    const first = new Set(rowsOf().map((row) => row.dataset.key))
    await new Promise((resolve) => setTimeout(resolve, 100))
    const box = screen.getByRole('searchbox', { name: 'Search' })
    await user.click(box)
    drawn.cells.length = 0

    // The text arrives at once (pasted), so one search goes out after the debounce.
    await user.paste('Maple')
    await waitFor(() => expect(screen.queryByText('1–20 of 57')).not.toBeInTheDocument(), { timeout: 5000 })
    await new Promise((resolve) => setTimeout(resolve, 300))
    const shown = rowsOf().map((row) => row.dataset.key as string)
    const draws = drawsByRow()
    // The columns the table draws with content (the editable reference is an input, not a content cell).
    const cellsPerRow = 9
    for (const key of shown) {
      if (first.has(key)) expect(draws.get(key), `row ${key}, shown before`).toBeUndefined()
      else expect(draws.get(key), `row ${key}, new`).toBe(cellsPerRow)
    }
    expect(shown.some((key) => first.has(key))).toBe(true)
    expect(shown.some((key) => !first.has(key))).toBe(true)

    // A key press draws no row: the text lives in the search field until the debounce.
    drawn.cells.length = 0
    await user.type(box, 's')
    expect(drawn.cells).toEqual([])
  })

  it("an edited cell's saving and saved states draw no other row", async () => {
    const { user } = renderGrid({ updatePath: 'shipments/{probill}' }, wireClient())
    await waitFor(() => expect(rowsOf()).toHaveLength(20))
    await new Promise((resolve) => setTimeout(resolve, 100))
    drawn.cells.length = 0
    const input = screen.getAllByRole('textbox', { name: /^Reference number 1 of / })[0] as HTMLInputElement
    await user.click(input)
    await user.keyboard('X')
    await waitFor(() => expect(screen.getByText('Saved')).toBeInTheDocument(), { timeout: 5000 })
    const row = input.closest('tr')?.dataset.key
    const others = [...drawsByRow().keys()].filter((key) => key !== row)
    expect(others).toEqual([])
  })
})

describe('shareRows', () => {
  it('keeps the object of a row whose data is the same, and takes the new one of a changed row', () => {
    const before = shipmentRows(3)
    const shown = new Map(before.map((row) => [String(row.probill), row]))
    const again = structuredClone(before)
    ;(again[1] as Record<string, unknown>).shipper = 'Another shipper'
    const shared = shareRows(shown, again, 'probill')
    expect(shared[0]).toBe(before[0])
    expect(shared[1]).not.toBe(before[1])
    expect(shared[1]).toEqual(again[1])
    expect(shared[2]).toBe(before[2])
    // Nothing shared: the answer as it came.
    const fresh = shipmentRows(2).map((row) => ({ ...row, probill: `x${String(row.probill)}` }))
    expect(shareRows(shown, fresh, 'probill')).toBe(fresh)
  })
})
