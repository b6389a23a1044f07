import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { DatePicker, useDateAppForm } from '@app/ui/dates'
import { fieldRules } from '@shared/validation'
import { renderWithProviders } from '../render'

const field = () => screen.getByRole('group', { name: /Pickup date/ })

// Calendars are heavy in jsdom; a busy machine needs more than the default 5 s.
describe('DatePicker', { timeout: 20_000 }, () => {
  it('types a date in the mask like a DateField', async () => {
    const onChange = vi.fn()
    const { user } = renderWithProviders(<DatePicker label="Pickup date" required={false} onChange={onChange} />)
    await user.click(within(field()).getAllByRole('spinbutton')[0]!)
    await user.keyboard('20240315')
    expect(onChange).toHaveBeenLastCalledWith('2024-03-15')
  })

  it('opens a calendar, picks a day with the arrows and Enter, and gives focus back', async () => {
    const onChange = vi.fn()
    const { user } = renderWithProviders(
      <DatePicker label="Pickup date" required={false} defaultValue="2024-03-15" onChange={onChange} />,
    )
    const button = within(field()).getByRole('button')
    await user.click(button)
    const dialog = await screen.findByRole('dialog')
    const grid = within(dialog).getByRole('grid')
    await waitFor(() => expect(within(grid).getByRole('button', { name: /March 15, 2024/ })).toHaveFocus())
    await user.keyboard('{ArrowRight}{Enter}')
    expect(onChange).toHaveBeenLastCalledWith('2024-03-16')
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(button).toHaveFocus())
  })

  it('closes on Escape and gives focus back to its button', async () => {
    const { user } = renderWithProviders(<DatePicker label="Pickup date" required={false} defaultValue="2024-03-15" />)
    const button = within(field()).getByRole('button')
    await user.click(button)
    await screen.findByRole('dialog')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(button).toHaveFocus())
  })

  it('moves between months with its named buttons', async () => {
    const { user } = renderWithProviders(<DatePicker label="Pickup date" required={false} defaultValue="2024-03-15" />)
    await user.click(within(field()).getByRole('button'))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('heading')).toHaveTextContent(/March 2024/i)
    // The calendar also keeps a hidden Next button for touch screen readers; the first is the visible one.
    await user.click(within(dialog).getAllByRole('button', { name: 'Next' })[0]!)
    expect(within(dialog).getByRole('heading')).toHaveTextContent(/April 2024/i)
  })

  it('refuses days outside its bounds', async () => {
    const { user } = renderWithProviders(
      <DatePicker label="Pickup date" required={false} defaultValue="2024-03-15" minValue="2024-03-10" maxValue="2024-03-20" />,
    )
    await user.click(within(field()).getByRole('button'))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('button', { name: /March 21, 2024/ })).toHaveAttribute('aria-disabled', 'true')
  })
})

describe('DatePicker in an app form', { timeout: 20_000 }, () => {
  const schema = v.object({ pickup: fieldRules({ kind: 'date', required: true }) })

  type Values = v.InferInput<typeof schema>

  function PickupForm({ onSubmit }: { onSubmit: (value: Values) => void }) {
    const form = useDateAppForm({
      defaultValues: { pickup: '' } as Values,
      validators: { onChange: schema },
      onSubmit: ({ value }) => onSubmit(value),
    })
    return (
      <form.AppForm>
        <form.Form aria-label="Pickup">
          <form.AppField name="pickup">{(f) => <f.DatePicker label="Pickup date" required placeholderValue="2024-03-01" />}</form.AppField>
          <form.SubmitButton>Schedule</form.SubmitButton>
        </form.Form>
      </form.AppForm>
    )
  }

  it("asks for the date and focuses it, then submits 'YYYY-MM-DD'", async () => {
    const onSubmit = vi.fn()
    const { user } = renderWithProviders(<PickupForm onSubmit={onSubmit} />)
    await user.click(screen.getByRole('button', { name: 'Schedule' }))
    const [year] = within(field()).getAllByRole('spinbutton')
    await waitFor(() => expect(year).toHaveFocus())
    expect(screen.getByText('Field is required')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
    await user.keyboard('20240320')
    await user.click(screen.getByRole('button', { name: 'Schedule' }))
    expect(onSubmit).toHaveBeenCalledWith({ pickup: '2024-03-20' })
  })
})
