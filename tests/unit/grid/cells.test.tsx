import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CellContent } from '@app/grid/cells'
import type { GridColumn } from '@app/grid/types'
import { renderWithProviders } from '../render'

const notes: GridColumn = { name: 'notes', label: 'Notes', type: 'html' }

describe('html cells', () => {
  it('show plain text as text, markup sanitised, and never a script', () => {
    const { container } = renderWithProviders(
      <div>
        <p data-testid="plain">
          <CellContent row={{ notes: 'Dock 4 & gate B' }} column={notes} />
        </p>
        <p data-testid="bold">
          <CellContent row={{ notes: 'Call <b>before</b> delivery' }} column={notes} />
        </p>
        <p data-testid="hostile">
          <CellContent row={{ notes: 'x<img src="x" onerror="alert(1)"><script>alert(2)</script>' }} column={notes} />
        </p>
        <p data-testid="angle">
          <CellContent row={{ notes: '2 < 3 pallets' }} column={notes} />
        </p>
      </div>,
    )
    expect(screen.getByTestId('plain')).toHaveTextContent('Dock 4 & gate B')
    expect(screen.getByTestId('bold').querySelector('b')).toHaveTextContent('before')
    const hostile = screen.getByTestId('hostile')
    expect(hostile.querySelector('script')).toBeNull()
    expect(hostile.querySelector('img')?.getAttribute('onerror') ?? null).toBeNull()
    expect(container.innerHTML).not.toContain('onerror')
    expect(screen.getByTestId('angle')).toHaveTextContent('2 < 3 pallets')
  })
})
