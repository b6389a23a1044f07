import { screen, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Pagination, pageWindow } from '@app/ui/Pagination'
import { renderWithProviders } from '../render'

describe('pageWindow', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [3, 10, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [1, 50, [1, 2, 3, 4, 5, 6, 7, 8, 9, 'end-ellipsis', 50]],
    [5, 50, [1, 2, 3, 4, 5, 6, 7, 8, 9, 'end-ellipsis', 50]],
    [6, 50, [1, 'start-ellipsis', 3, 4, 5, 6, 7, 8, 9, 10, 'end-ellipsis', 50]],
    [25, 50, [1, 'start-ellipsis', 22, 23, 24, 25, 26, 27, 28, 29, 'end-ellipsis', 50]],
    [50, 50, [1, 'start-ellipsis', 42, 43, 44, 45, 46, 47, 48, 49, 50]],
    [99, 50, [1, 'start-ellipsis', 42, 43, 44, 45, 46, 47, 48, 49, 50]],
    [11, 11, [1, 'start-ellipsis', 3, 4, 5, 6, 7, 8, 9, 10, 11]],
  ])('page %i of %i gives %j', (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected)
  })

  it.each([
    [1, 500],
    [250, 500],
    [500, 500],
    [7, 12],
  ])('never shows more than 10 numbers, and always the first, the last and the current (%i of %i)', (current, total) => {
    const numbers = pageWindow(current, total).filter((t) => typeof t === 'number')
    expect(numbers.length).toBeLessThanOrEqual(10)
    expect(numbers).toContain(1)
    expect(numbers).toContain(total)
    expect(numbers).toContain(current)
  })

  it.each([
    [4, 20, 5],
    [3, 20, 3],
  ])('follows a smaller maximum of %i', (max, total, current) => {
    const numbers = pageWindow(current, total, max).filter((t) => typeof t === 'number')
    expect(numbers).toHaveLength(Math.max(3, max))
    expect(numbers).toContain(current)
  })
})

function Controlled({ total = 1234, onPageChange }: { total?: number; onPageChange?: (page: number) => void }) {
  const [page, setPage] = useState(3)
  const [size, setSize] = useState(20)
  return (
    <Pagination
      page={page}
      pageSize={size}
      totalItems={total}
      onPageChange={(p) => {
        onPageChange?.(p)
        setPage(p)
      }}
      onPageSizeChange={(s) => {
        setSize(s)
        setPage(1)
      }}
    />
  )
}

describe('Pagination', () => {
  it('summarises the rows shown and marks the current page', () => {
    renderWithProviders(<Controlled />)
    expect(screen.getByRole('status')).toHaveTextContent('41–60 of 1,234')
    const nav = screen.getByRole('navigation', { name: 'Pagination' })
    expect(within(nav).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current')
    expect(within(nav).getByRole('button', { name: 'Page 62' })).toBeInTheDocument()
    const numbers = within(nav)
      .getAllByRole('button')
      .filter((b) => /^Page \d+$/.test(b.getAttribute('aria-label') ?? ''))
    expect(numbers.length).toBeLessThanOrEqual(10)
  })

  it('moves with the previous and next buttons from the keyboard', async () => {
    const onPageChange = vi.fn()
    const { user } = renderWithProviders(<Controlled onPageChange={onPageChange} />)
    screen.getByRole('button', { name: 'Next page' }).focus()
    await user.keyboard('{Enter}')
    expect(onPageChange).toHaveBeenLastCalledWith(4)
    expect(screen.getByRole('status')).toHaveTextContent('61–80 of 1,234')
    screen.getByRole('button', { name: 'Previous page' }).focus()
    await user.keyboard(' ')
    expect(onPageChange).toHaveBeenLastCalledWith(3)
  })

  it('goes to a page by its number', async () => {
    const { user } = renderWithProviders(<Controlled />)
    await user.click(screen.getByRole('button', { name: 'Page 62' }))
    expect(screen.getByRole('button', { name: 'Page 62' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('status')).toHaveTextContent('1,221–1,234 of 1,234')
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
  })

  it('disables Previous on the first page', () => {
    renderWithProviders(<Pagination page={1} totalItems={5} onPageChange={() => {}} />)
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
    expect(screen.getByRole('status')).toHaveTextContent('1–5 of 5')
    expect(screen.queryByRole('button', { name: /Rows per page/ })).toBeNull()
  })

  it('says 0–0 of 0 for an empty list', () => {
    renderWithProviders(<Pagination page={1} totalItems={0} onPageChange={() => {}} />)
    expect(screen.getByRole('status')).toHaveTextContent('0–0 of 0')
  })

  it('offers 5, 10, 20, 50 and 100 rows per page, 20 selected by default', async () => {
    const { user } = renderWithProviders(<Controlled />)
    const select = screen.getByRole('button', { name: /Rows per page/ })
    expect(select).toHaveTextContent('20')
    select.focus()
    await user.keyboard('{Enter}')
    const options = screen.getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['5', '10', '20', '50', '100'])
    expect(screen.getByRole('option', { name: '20' })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowDown}{Enter}')
    expect(screen.getByRole('button', { name: /Rows per page/ })).toHaveTextContent('50')
    expect(screen.getByRole('status')).toHaveTextContent('1–50 of 1,234')
  })

  it('formats numbers in French', () => {
    renderWithProviders(<Pagination page={1} pageSize={20} totalItems={12345} onPageChange={() => {}} />, {
      locale: 'fr',
    })
    expect(screen.getByRole('status').textContent?.replace(/\s/g, ' ')).toMatch(/^1–20 .* 12 345$/)
  })
})
