import { screen, waitFor } from '@testing-library/react'
import { Form } from 'react-aria-components'
import { describe, expect, it, vi } from 'vitest'
import { Select } from '@app/ui/Select'
import { renderWithProviders } from '../render'

const terminals = [
  { id: 'MTL', label: 'Montreal' },
  { id: 'TOR', label: 'Toronto' },
  { id: 'VAN', label: 'Vancouver', isDisabled: true },
]

describe('Select', () => {
  it('opens with the keyboard, moves with arrows and chooses with Enter', async () => {
    const onChange = vi.fn()
    const { user } = renderWithProviders(
      <Select label="Terminal" required={false} options={terminals} placeholder="Choose a terminal" onChange={onChange} />,
    )
    await user.tab()
    const trigger = screen.getByRole('button', { name: /Terminal/ })
    expect(trigger).toHaveFocus()
    expect(trigger).toHaveTextContent('Choose a terminal')
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('listbox')).toBeInTheDocument()
    await user.keyboard('{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenLastCalledWith('TOR')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(trigger).toHaveTextContent('Toronto')
    await waitFor(() => expect(trigger).toHaveFocus())
  })

  it('closes on Escape and gives focus back to the trigger', async () => {
    const { user } = renderWithProviders(<Select label="Terminal" required={false} options={terminals} />)
    await user.tab()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('listbox')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).toBeNull()
    await waitFor(() => expect(screen.getByRole('button', { name: /Terminal/ })).toHaveFocus())
  })

  it('cannot choose a disabled option', async () => {
    const { user } = renderWithProviders(<Select label="Terminal" required={false} options={terminals} />)
    await user.click(screen.getByRole('button', { name: /Terminal/ }))
    expect(screen.getByRole('option', { name: 'Vancouver' })).toHaveAttribute('aria-disabled', 'true')
  })

  it("says 'Field is required' when a required choice is missing on submit", async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    const { user } = renderWithProviders(
      <Form onSubmit={onSubmit}>
        <Select label="Terminal" name="terminal" required options={terminals} />
        <button type="submit">Send</button>
      </Form>,
    )
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(await screen.findByText('Field is required')).toBeInTheDocument()
  })

  it('reports a missing required choice at once with aria validation, until one is made', async () => {
    const { user } = renderWithProviders(<Select label="Terminal" required options={terminals} validationBehavior="aria" />)
    expect(screen.getByText('Field is required')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /Terminal/ }))
    await user.click(screen.getByRole('option', { name: 'Montreal' }))
    expect(screen.queryByText('Field is required')).toBeNull()
  })
})
