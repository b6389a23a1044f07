import { screen } from '@testing-library/react'
import { Form } from 'react-aria-components'
import { describe, expect, it, vi } from 'vitest'
import { Checkbox } from '@app/ui/Checkbox'
import { renderWithProviders } from '../render'

describe('Checkbox', () => {
  it('toggles with Space and reports the change', async () => {
    const onChange = vi.fn()
    const { user } = renderWithProviders(<Checkbox label="Remember me" required={false} onChange={onChange} />)
    await user.tab()
    const box = screen.getByRole('checkbox', { name: 'Remember me' })
    expect(box).toHaveFocus()
    await user.keyboard(' ')
    expect(box).toBeChecked()
    expect(onChange).toHaveBeenLastCalledWith(true)
    await user.keyboard(' ')
    expect(box).not.toBeChecked()
  })

  it('toggles when its label is clicked', async () => {
    const { user } = renderWithProviders(<Checkbox label="Remember me" required={false} />)
    await user.click(screen.getByText('Remember me'))
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked()
  })

  it.each([
    { isIndeterminate: true, checked: 'mixed' },
    { isIndeterminate: false, checked: false },
  ])('shows the mixed state ($isIndeterminate)', ({ isIndeterminate, checked }) => {
    renderWithProviders(<Checkbox label="All rows" required={false} isIndeterminate={isIndeterminate} />)
    const box = screen.getByRole('checkbox', { name: 'All rows' })
    if (checked === 'mixed') expect(box).toBePartiallyChecked()
    else expect(box).not.toBePartiallyChecked()
  })

  it('describes itself with its help text', () => {
    renderWithProviders(<Checkbox label="Notify me" description="By e-mail, once a day" required={false} />)
    expect(screen.getByRole('checkbox', { name: 'Notify me' })).toHaveAccessibleDescription('By e-mail, once a day')
  })

  it("must be ticked when required: 'Field is required'", async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    const { user } = renderWithProviders(
      <Form onSubmit={onSubmit}>
        <Checkbox label="I accept the terms" name="terms" required />
        <button type="submit">Continue</button>
      </Form>,
    )
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getByRole('checkbox', { name: /I accept the terms/ })).toHaveAccessibleDescription('Field is required')
  })

  it('keeps its hidden input on its own label, so a scrolled dialog can reach it', () => {
    renderWithProviders(<Checkbox label="Remember me" required={false} />)
    const label = screen.getByRole('checkbox').closest('label') as HTMLElement
    expect(getComputedStyle(label).position).toBe('relative')
  })
})
