import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CellContent, keepPageCase } from '@app/grid/cells'
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

describe('link cells', () => {
  const tracing: GridColumn = { name: 'trace_link', label: 'Tracing', type: 'link', field: 'probill', link: '{trace_link}' }

  it('read as the field they name and open the row address', () => {
    window.history.replaceState(null, '', '/freight/home')
    renderWithProviders(
      <CellContent row={{ probill: '3100000037', trace_link: '/freight/pages/shipments?probill=3100000037' }} column={tracing} />,
    )
    const link = screen.getByRole('link', { name: '3100000037' })
    expect(link).toHaveAttribute('href', '/freight/pages/shipments?probill=3100000037')
  })

  it("keep the page's own path when they lead to the same page in another case", () => {
    window.history.replaceState(null, '', '/freight/pages/SHIPMENTS?q=acme')
    try {
      renderWithProviders(
        <CellContent row={{ probill: '3100000037', trace_link: '/freight/pages/shipments?probill=3100000037' }} column={tracing} />,
      )
      expect(screen.getByRole('link', { name: '3100000037' })).toHaveAttribute('href', '/freight/pages/SHIPMENTS?probill=3100000037')
    } finally {
      window.history.replaceState(null, '', '/')
    }
  })

  it.each([
    ['/freight/pages/shipments?probill=1', '/freight/pages/SHIPMENTS?probill=1'],
    ['/freight/pages/SHIPMENTS#top', '/freight/pages/SHIPMENTS#top'],
    ['/freight/pages/other?probill=1', '/freight/pages/other?probill=1'],
    ['https://tracking.example/track?pro=1', 'https://tracking.example/track?pro=1'],
    ['//cdn.example/x', '//cdn.example/x'],
  ])('keepPageCase(%s) on /freight/pages/SHIPMENTS is %s', (href, expected) => {
    expect(keepPageCase(href, { pathname: '/freight/pages/SHIPMENTS', origin: 'http://portal' })).toBe(expected)
  })

  it('show their text alone when the row has no address', () => {
    renderWithProviders(<CellContent row={{ probill: '3100000037', trace_link: '' }} column={tracing} />)
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(screen.getByText('3100000037')).toBeInTheDocument()
  })
})
