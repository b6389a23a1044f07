import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DateField, maskLiteral, toCalendarDate, toCalendarDateTime, toTime } from '@app/ui/DateField'
import { renderWithProviders } from '../render'

const segmentsOf = (name: RegExp | string) =>
  within(screen.getByRole('group', { name })).getAllByRole('spinbutton')

const shownText = (name: RegExp | string) =>
  screen.getByRole('group', { name }).textContent?.replace(/[\u2066-\u2069\u200e\u200f]/g, '')

describe('date value conversions', () => {
  it.each([
    ['2024-02-29', '2024-02-29'],
    ['2023-02-29', null],
    ['2024-1-5', null],
    ['', null],
  ])('reads the date %s', (text, expected) => {
    expect(toCalendarDate(text)?.toString() ?? null).toBe(expected)
  })

  it.each([
    ['2024-03-05 13:07', '2024-03-05T13:07:00'],
    ['2024-03-05T13:07', '2024-03-05T13:07:00'],
    ['2024-03-05 25:00', null],
  ])('reads the date-time %s', (text, expected) => {
    expect(toCalendarDateTime(text)?.toString() ?? null).toBe(expected)
  })

  it.each([
    ['09:30', '09:30:00'],
    ['23:59:59', '23:59:59'],
    ['24:00', null],
    ['9:30', null],
  ])('reads the time %s', (text, expected) => {
    expect(toTime(text)?.toString() ?? null).toBe(expected)
  })

  it.each([
    [' h ', ':'],
    ['\u202fh\u202f', ':'],
    [', ', ' '],
    ['-', '-'],
    [':', ':'],
  ])('rewrites the separator %j as %j', (literal, expected) => {
    expect(maskLiteral(literal)).toBe(expected)
  })
})

describe('DateField', () => {
  it('lays the date out as YYYY-MM-DD', () => {
    renderWithProviders(<DateField label="Ship date" required={false} defaultValue="2024-03-05" />)
    expect(shownText('Ship date')).toBe('2024-03-05')
    expect(segmentsOf('Ship date')).toHaveLength(3)
  })

  it.each(['en', 'fr'] as const)('keeps the mask in %s', (locale) => {
    renderWithProviders(<DateField label="Date" required={false} defaultValue="2024-03-05" />, { locale })
    expect(shownText('Date')).toBe('2024-03-05')
  })

  it('reports a typed date as YYYY-MM-DD and moves between segments', async () => {
    const onChange = vi.fn()
    const { user } = renderWithProviders(<DateField label="Ship date" required={false} onChange={onChange} />)
    const [year] = segmentsOf('Ship date')
    await user.click(year!)
    await user.keyboard('20240315')
    expect(onChange).toHaveBeenLastCalledWith('2024-03-15')
  })

  it('steps a segment with the arrow keys', async () => {
    const onChange = vi.fn()
    const { user } = renderWithProviders(<DateField label="Ship date" required={false} defaultValue="2024-03-05" onChange={onChange} />)
    const day = segmentsOf('Ship date')[2]!
    await user.click(day)
    await user.keyboard('{ArrowUp}')
    expect(onChange).toHaveBeenLastCalledWith('2024-03-06')
    await user.keyboard('{ArrowLeft}')
    expect(segmentsOf('Ship date')[1]).toHaveFocus()
  })

  it("says 'Field is required' when a required date is cleared", async () => {
    const { user } = renderWithProviders(<DateField label="Ship date" required defaultValue="2024-03-05" />)
    await user.click(segmentsOf(/Ship date/)[2]!)
    await user.keyboard('{Backspace>12/}')
    expect(shownText(/Ship date/)).toBe('yyyy-mm-dd')
    await user.click(document.body)
    expect(await screen.findByText('Field is required')).toBeInTheDocument()
  })
})

describe('DateField with aria validation', () => {
  it("reports an empty required date at once", () => {
    renderWithProviders(<DateField label="Ship date" required validationBehavior="aria" />)
    expect(screen.getByText('Field is required')).toBeInTheDocument()
    expect(segmentsOf(/Ship date/)[0]).toHaveAttribute('aria-invalid', 'true')
  })

  it('stops reporting once a date is typed', async () => {
    const { user } = renderWithProviders(<DateField label="Ship date" required validationBehavior="aria" />)
    await user.click(segmentsOf(/Ship date/)[0]!)
    await user.keyboard('20240315')
    expect(screen.queryByText('Field is required')).toBeNull()
  })
})
