import { act, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { COUNTER_ANNOUNCE_DELAY_MS } from '@app/ui/Field'
import { TextField } from '@app/ui/TextField'
import { renderWithProviders } from '../render'

afterEach(() => {
  vi.useRealTimers()
})

describe('TextField', () => {
  it('is labelled, marks required and shows the description', () => {
    renderWithProviders(<TextField label="Company name" description="As on the invoice" required maxLength={30} />)
    const input = screen.getByRole('textbox', { name: /Company name/ })
    expect(input).toBeRequired()
    expect(input).toHaveAccessibleDescription('As on the invoice')
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true')
  })

  it.each([
    { isReadOnly: true, isDisabled: false },
    { isReadOnly: false, isDisabled: true },
  ])('drops the required rule when read-only or disabled (%o)', ({ isReadOnly, isDisabled }) => {
    renderWithProviders(
      <TextField label="Name" required maxLength="none" isReadOnly={isReadOnly} isDisabled={isDisabled} />,
    )
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toBeRequired()
    expect(screen.queryByText('*')).toBeNull()
  })

  it("shows 'Field is required' when the required field is emptied and left", async () => {
    const { user } = renderWithProviders(<TextField label="Name" required maxLength={20} />)
    const input = screen.getByRole('textbox', { name: /Name/ })
    await user.type(input, 'a')
    await user.tab()
    expect(input).not.toHaveAttribute('aria-invalid')
    await user.clear(input)
    await user.tab()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Field is required')
  })

  it('reports a text over the maximum length', async () => {
    const { user } = renderWithProviders(<TextField label="Code" required={false} maxLength={3} />)
    const input = screen.getByRole('textbox', { name: 'Code' })
    await user.type(input, 'abcd')
    await user.tab()
    expect(input).toHaveAccessibleDescription('Maximum length is 3 characters')
  })

  it.each([
    { maxLength: 20 as const, typed: 'hello', shown: '5 / 20' },
    { maxLength: 'none' as const, typed: 'hello', shown: '5' },
  ])('counts characters as $shown', async ({ maxLength, typed, shown }) => {
    const { user } = renderWithProviders(<TextField label="Note" required={false} maxLength={maxLength} counter />)
    await user.type(screen.getByRole('textbox', { name: 'Note' }), typed)
    expect(screen.getByText(shown)).toHaveAttribute('aria-hidden', 'true')
  })

  it('announces the count politely once typing pauses, not on each keystroke', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { user, container } = renderWithProviders(
      <TextField label="Note" required={false} maxLength={20} counter />,
    )
    const input = screen.getByRole('textbox', { name: 'Note' })
    const live = container.querySelector('[aria-live="polite"]')
    expect(live).toHaveTextContent('')
    await user.type(input, 'ab')
    expect(live).toHaveTextContent('')
    await act(() => vi.advanceTimersByTimeAsync(COUNTER_ANNOUNCE_DELAY_MS))
    expect(live).toHaveTextContent('2 of 20 characters')
  })

  it('is controlled and reports each change', async () => {
    const changes: string[] = []
    function Controlled() {
      const [value, setValue] = useState('A')
      return (
        <TextField
          label="Name"
          required={false}
          maxLength="none"
          value={value}
          onChange={(next) => {
            changes.push(next)
            setValue(next)
          }}
        />
      )
    }
    const { user } = renderWithProviders(<Controlled />)
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'b')
    expect(changes).toEqual(['Ab'])
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ab')
  })

  it('takes focus in Tab order', async () => {
    const { user } = renderWithProviders(
      <>
        <TextField label="First" required={false} maxLength="none" />
        <TextField label="Second" required={false} maxLength="none" />
      </>,
    )
    await user.tab()
    expect(screen.getByRole('textbox', { name: 'First' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('textbox', { name: 'Second' })).toHaveFocus()
  })

  it('throws when a declaration is missing (a developer error)', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const props = { label: 'Name', required: true } as unknown as Parameters<typeof TextField>[0]
    expect(() => renderWithProviders(<TextField {...props} />)).toThrow(/maxLength/)
    spy.mockRestore()
  })
})
