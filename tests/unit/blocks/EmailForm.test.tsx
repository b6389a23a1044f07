import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { addRecipients, EmailForm, emailErrors, splitRecipients } from '@app/blocks/EmailForm'
import { createToaster } from '@app/ui/Toast'
import { renderWithProviders } from '../render'

describe('recipients', () => {
  it('splits on commas, semicolons and spaces', () => {
    expect(splitRecipients(' a@x.ca, b@x.ca;c@x.ca  d@x.ca ,')).toEqual(['a@x.ca', 'b@x.ca', 'c@x.ca', 'd@x.ca'])
  })
  it('adds valid addresses once, across lists, and reports the rest', () => {
    const result = addRecipients(['a@x.ca'], ['A@x.ca', 'b@x.ca', 'b@x.ca', 'nope', 'c@x.ca'], ['c@x.ca'])
    expect(result.list).toEqual(['a@x.ca', 'b@x.ca'])
    expect(result.duplicates).toEqual(['A@x.ca', 'b@x.ca', 'c@x.ca'])
    expect(result.invalid).toEqual(['nope'])
  })
  it('requires To and Subject only: the message may be empty', () => {
    expect(emailErrors({ to: [], cc: [], bcc: [], subject: ' ', content: '<p>&nbsp;</p><p><br></p>' }, 'Field is required')).toEqual({
      to: 'Field is required',
      subject: 'Field is required',
    })
    expect(emailErrors({ to: ['a@x.ca'], cc: [], bcc: [], subject: 'Hi', content: '' }, 'x')).toEqual({})
  })
})

describe('EmailForm', () => {
  it('adds recipients as chips by comma or space and removes them', async () => {
    const { user } = renderWithProviders(<EmailForm send={vi.fn()} toaster={createToaster()} />)
    const to = screen.getByRole('textbox', { name: /^To/ })
    await user.type(to, 'a@x.ca, b@x.ca a@x.ca ')
    expect(screen.getByRole('list', { name: 'To recipients' })).toHaveTextContent('a@x.cab@x.ca')
    expect(screen.getByText('a@x.ca is already a recipient')).toBeInTheDocument()
    await user.type(to, 'wrong{Enter}')
    expect(screen.getByText('Invalid email address')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Remove a@x.ca' }))
    expect(screen.getByRole('list', { name: 'To recipients' })).toHaveTextContent('b@x.ca')
  }, 30_000)

  it('keeps the hint and the error apart, both describing the field', async () => {
    const { user } = renderWithProviders(<EmailForm send={vi.fn()} toaster={createToaster()} />)
    const to = screen.getByRole('textbox', { name: /^To/ })
    await user.type(to, 'bob@example.com bob@example.com ')
    const hint = screen.getByText('Separate addresses with a comma or a space.')
    const error = screen.getByText('bob@example.com is already a recipient')
    // Two elements of their own, each a line of the field: never one run of text.
    expect(hint).not.toBe(error)
    expect(hint.contains(error) || error.contains(hint)).toBe(false)
    expect(hint.tagName).toBe('P')
    expect(error.tagName).toBe('P')
    const described = (to.getAttribute('aria-describedby') ?? '').split(' ')
    expect(described).toEqual(expect.arrayContaining([hint.id, error.id]))
    expect(to).toHaveAccessibleDescription('Separate addresses with a comma or a space. bob@example.com is already a recipient')
  }, 30_000)

  it('shows CC and BCC on request, or when prefilled', async () => {
    const { user, unmount } = renderWithProviders(<EmailForm send={vi.fn()} toaster={createToaster()} />)
    expect(screen.queryByRole('textbox', { name: /^CC/ })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add CC' }))
    expect(screen.getByRole('textbox', { name: /^CC/ })).toHaveFocus()
    unmount()
    renderWithProviders(<EmailForm defaultValues={{ bcc: ['z@x.ca'] }} send={vi.fn()} toaster={createToaster()} />)
    expect(screen.getByRole('textbox', { name: /^BCC/ })).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: /^CC/ })).not.toBeInTheDocument()
  })

  it("refuses an empty form with 'Field is required' and sends nothing", async () => {
    const send = vi.fn()
    const { user } = renderWithProviders(<EmailForm send={send} toaster={createToaster()} />)
    await screen.findByRole('textbox', { name: 'Message' })
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findAllByText('Field is required')).toHaveLength(2)
    expect(screen.getByRole('textbox', { name: /^To/ })).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveAttribute('aria-invalid', 'true')
    expect(send).not.toHaveBeenCalled()
  })

  it('sends a message with To and Subject and no content', async () => {
    const send = vi.fn(async () => ({ id: 1 }))
    const { user } = renderWithProviders(
      <EmailForm defaultValues={{ to: ['a@x.ca'], subject: 'POD' }} send={send} toaster={createToaster()} />,
    )
    await screen.findByRole('textbox', { name: 'Message' })
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(send).toHaveBeenCalledWith(expect.objectContaining({ to: ['a@x.ca'], subject: 'POD', content: '' })))
  })

  it("sends the payload with 'Sending email' then 'Email sent'", async () => {
    const toaster = createToaster()
    const info = vi.spyOn(toaster, 'info')
    const positive = vi.spyOn(toaster, 'positive')
    const send = vi.fn(async () => ({ id: 1 }))
    const { user } = renderWithProviders(
      <EmailForm
        defaultValues={{ to: ['a@x.ca'], cc: ['c@x.ca'], subject: 'BOL', content: '<p>See attached</p>' }}
        additionalContent="Sent from the portal"
        extra={{ dlref: 'D1' }}
        send={send}
        toaster={toaster}
      />,
    )
    await screen.findByRole('textbox', { name: 'Message' })
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(positive).toHaveBeenCalledWith('Email sent'))
    expect(info).toHaveBeenCalledWith('Sending email', { timeout: 0 })
    expect(send).toHaveBeenCalledWith({
      dlref: 'D1',
      subject: 'BOL',
      content: '<p>See attached</p>',
      additionalContent: 'Sent from the portal',
      to: ['a@x.ca'],
      cc: ['c@x.ca'],
      bcc: [],
    })
  })

  it('dismisses the progress notice without a message when the send fails', async () => {
    const toaster = createToaster()
    const close = vi.spyOn(toaster, 'close')
    const negative = vi.spyOn(toaster, 'negative')
    const { user } = renderWithProviders(
      <EmailForm
        defaultValues={{ to: ['a@x.ca'], subject: 'BOL', content: '<p>x</p>' }}
        send={() => Promise.reject(new Error('502'))}
        toaster={toaster}
      />,
    )
    await screen.findByRole('textbox', { name: 'Message' })
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(close).toHaveBeenCalled())
    expect(negative).not.toHaveBeenCalled()
  })

  it('offers the view-source tool only when allowed, and the toolbar by keyboard', async () => {
    const { user, unmount } = renderWithProviders(<EmailForm send={vi.fn()} toaster={createToaster()} />)
    const bar = await screen.findByRole('toolbar', { name: 'Formatting' })
    expect(screen.queryByRole('button', { name: 'View source' })).not.toBeInTheDocument()
    screen.getByRole('button', { name: 'Bold' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveFocus()
    expect(bar).toBeInTheDocument()
    unmount()
    renderWithProviders(<EmailForm allowSource send={vi.fn()} toaster={createToaster()} />)
    expect(await screen.findByRole('button', { name: 'View source' })).toBeInTheDocument()
  })
})
