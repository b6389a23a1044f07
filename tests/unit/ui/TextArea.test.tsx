import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TextArea } from '@app/ui/TextArea'
import { renderWithProviders } from '../render'

describe('TextArea', () => {
  it('is a labelled multi-line text box with a counter by default', async () => {
    const { user } = renderWithProviders(<TextArea label="Comments" required={false} maxLength={200} />)
    const box = screen.getByRole('textbox', { name: 'Comments' })
    expect(box.tagName).toBe('TEXTAREA')
    await user.type(box, 'Line one{Enter}Line two')
    expect(box).toHaveValue('Line one\nLine two')
    expect(screen.getByText('17 / 200')).toBeInTheDocument()
  })

  it.each([
    { maxLength: 5 as const, typed: 'abcdef', over: true },
    { maxLength: 5 as const, typed: 'abcde', over: false },
  ])('marks the counter when over the maximum ($typed)', async ({ maxLength, typed, over }) => {
    const { user } = renderWithProviders(<TextArea label="Note" required={false} maxLength={maxLength} />)
    await user.type(screen.getByRole('textbox', { name: 'Note' }), typed)
    const counter = screen.getByText(`${typed.length} / ${maxLength}`)
    if (over) expect(counter).toHaveAttribute('data-over')
    else expect(counter).not.toHaveAttribute('data-over')
  })

  it('can hide the counter', () => {
    renderWithProviders(<TextArea label="Note" required={false} maxLength={10} counter={false} defaultValue="abc" />)
    expect(screen.queryByText('3 / 10')).toBeNull()
  })

  it("says 'Field is required' when emptied", async () => {
    const { user } = renderWithProviders(<TextArea label="Reason" required maxLength="none" defaultValue="x" />)
    const box = screen.getByRole('textbox', { name: /Reason/ })
    await user.clear(box)
    await user.tab()
    expect(box).toHaveAccessibleDescription(/Field is required/)
  })
})
