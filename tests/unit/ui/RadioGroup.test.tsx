import { screen } from '@testing-library/react'
import { Form } from 'react-aria-components'
import { describe, expect, it, vi } from 'vitest'
import { RadioGroup } from '@app/ui/RadioGroup'
import { renderWithProviders } from '../render'

const outputs = [
  { value: 'PDF', label: 'PDF' },
  { value: 'CSV', label: 'CSV', description: 'Opens in a spreadsheet' },
  { value: 'XLSX', label: 'XLSX' },
]

describe('RadioGroup', () => {
  it('is a labelled group whose arrows move the choice', async () => {
    const onChange = vi.fn()
    const { user } = renderWithProviders(
      <>
        <RadioGroup label="Output type" required={false} options={outputs} defaultValue="PDF" onChange={onChange} />
        <button type="button">After</button>
      </>,
    )
    expect(screen.getByRole('radiogroup', { name: 'Output type' })).toBeInTheDocument()
    await user.tab()
    expect(screen.getByRole('radio', { name: 'PDF' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('radio', { name: 'CSV' })).toBeChecked()
    expect(onChange).toHaveBeenLastCalledWith('CSV')
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('radio', { name: 'XLSX' })).toBeChecked()
    await user.tab()
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus()
  })

  it('keeps each hidden input on its own label, so a scrolled dialog can reach it', async () => {
    const { user } = renderWithProviders(<RadioGroup label="Separator" required={false} options={outputs} />)
    for (const radio of screen.getAllByRole('radio')) {
      const label = radio.closest('label') as HTMLElement
      // The input is positioned absolutely (visually hidden): its label must be its containing block.
      expect(getComputedStyle(label).position).toBe('relative')
    }
    await user.tab()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('radio', { name: 'CSV' })).toBeChecked()
  })

  it('describes a choice with its help text', () => {
    renderWithProviders(<RadioGroup label="Output type" required={false} options={outputs} />)
    expect(screen.getByRole('radio', { name: 'CSV' })).toHaveAccessibleDescription('Opens in a spreadsheet')
  })

  it("says 'Field is required' when nothing is chosen on submit", async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    const { user } = renderWithProviders(
      <Form onSubmit={onSubmit}>
        <RadioGroup label="Output type" name="output" required options={outputs} />
        <button type="submit">Continue</button>
      </Form>,
    )
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(await screen.findByText('Field is required')).toBeInTheDocument()
  })
})
