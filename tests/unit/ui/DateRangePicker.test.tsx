import { screen, waitFor, within } from '@testing-library/react'
import { Temporal } from 'temporal-polyfill'
import { describe, expect, it, vi } from 'vitest'
import { DATE_RANGE_PRESETS, DateRangePicker, matchPreset, presetRange } from '@app/ui/dates'
import { renderWithProviders } from '../render'

// A Wednesday in a leap year.
const TODAY = '2024-02-28'

describe('presetRange', () => {
  it.each([
    ['today', '2024-02-28', '2024-02-28'],
    ['yesterday', '2024-02-27', '2024-02-27'],
    ['this_week', '2024-02-25', '2024-03-02'],
    ['last_week', '2024-02-18', '2024-02-24'],
    ['this_month', '2024-02-01', '2024-02-29'],
    ['last_month', '2024-01-01', '2024-01-31'],
    ['this_year', '2024-01-01', '2024-12-31'],
    ['this_year_to_date', '2024-01-01', '2024-02-28'],
    ['last_year', '2023-01-01', '2023-12-31'],
    ['last_year_to_date', '2023-01-01', '2023-02-28'],
  ] as const)('%s is %s to %s', (preset, start, end) => {
    expect(presetRange(preset, TODAY)).toEqual({ start, end })
  })

  it('has no range for custom', () => {
    expect(presetRange('custom', TODAY)).toBeNull()
  })

  it.each([
    ['2024-02-25', 'sunday', '2024-02-25', '2024-03-02'],
    ['2024-02-25', 'monday', '2024-02-19', '2024-02-25'],
    ['2024-02-26', 'monday', '2024-02-26', '2024-03-03'],
  ] as const)('starts the week of %s on %s', (today, weekStart, start, end) => {
    expect(presetRange('this_week', today, weekStart)).toEqual({ start, end })
  })

  it.each([
    ['2024-01-15', 'last_month', '2023-12-01', '2023-12-31'],
    ['2024-03-31', 'last_month', '2024-02-01', '2024-02-29'],
    ['2024-02-29', 'last_year_to_date', '2023-01-01', '2023-02-28'],
    ['2024-01-01', 'yesterday', '2023-12-31', '2023-12-31'],
  ] as const)('crosses boundaries: %s %s', (today, preset, start, end) => {
    expect(presetRange(preset, Temporal.PlainDate.from(today))).toEqual({ start, end })
  })

  it('covers every preset of the spec', () => {
    expect(DATE_RANGE_PRESETS).toEqual([
      'today',
      'yesterday',
      'this_week',
      'last_week',
      'this_month',
      'last_month',
      'this_year',
      'this_year_to_date',
      'last_year',
      'last_year_to_date',
      'custom',
    ])
  })

  it('recognises a preset range, and custom ones', () => {
    expect(matchPreset({ start: '2024-01-01', end: '2024-01-31' }, TODAY)).toBe('last_month')
    expect(matchPreset({ start: '2024-01-02', end: '2024-01-31' }, TODAY)).toBeNull()
  })
})

// Calendars are heavy in jsdom; a busy machine needs more than the default 5 s.
describe('DateRangePicker', { timeout: 20_000 }, () => {
  it('shows both ends in the mask', () => {
    renderWithProviders(
      <DateRangePicker label="Delivery" required={false} today={TODAY} defaultValue={{ start: '2024-02-01', end: '2024-02-15' }} />,
    )
    const group = screen.getByRole('group', { name: 'Delivery' })
    expect(group.textContent?.replace(/[\u2066-\u2069\u200e\u200f]/g, '')).toBe('2024-02-01–2024-02-15')
  })

  it('applies a translated preset from the keyboard and closes', async () => {
    const onChange = vi.fn()
    const { user } = renderWithProviders(<DateRangePicker label="Delivery" required={false} today={TODAY} onChange={onChange} />)
    const button = within(screen.getByRole('group', { name: 'Delivery' })).getByRole('button')
    await user.click(button)
    const dialog = await screen.findByRole('dialog')
    const presets = within(dialog).getByRole('listbox', { name: 'Date range presets' })
    expect(within(presets).getAllByRole('option')).toHaveLength(DATE_RANGE_PRESETS.length)
    within(presets).getByRole('option', { name: 'Today' }).focus()
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenLastCalledWith({ start: '2024-01-01', end: '2024-01-31' }, 'last_month')
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(button).toHaveFocus())
  })

  it('marks the preset the range matches', async () => {
    const { user } = renderWithProviders(
      <DateRangePicker label="Delivery" required={false} today={TODAY} defaultValue={{ start: '2024-02-01', end: '2024-02-29' }} />,
    )
    await user.click(within(screen.getByRole('group', { name: 'Delivery' })).getByRole('button'))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('option', { name: 'This month' })).toHaveAttribute('aria-selected', 'true')
  })

  it('reports a range picked on the calendar as custom', async () => {
    const onChange = vi.fn()
    const { user } = renderWithProviders(
      <DateRangePicker label="Delivery" required={false} today={TODAY} defaultValue={{ start: '2024-02-01', end: '2024-02-29' }} onChange={onChange} />,
    )
    await user.click(within(screen.getByRole('group', { name: 'Delivery' })).getByRole('button'))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: /February 5, 2024/ }))
    await user.click(within(dialog).getByRole('button', { name: /February 9, 2024/ }))
    expect(onChange).toHaveBeenLastCalledWith({ start: '2024-02-05', end: '2024-02-09' }, 'custom')
  })

  it('closes on Escape', async () => {
    const { user } = renderWithProviders(<DateRangePicker label="Delivery" required={false} today={TODAY} />)
    const button = within(screen.getByRole('group', { name: 'Delivery' })).getByRole('button')
    await user.click(button)
    await screen.findByRole('dialog')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(button).toHaveFocus())
  })
})
