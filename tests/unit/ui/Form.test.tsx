import { act, screen, waitFor } from '@testing-library/react'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { setServerErrors, useAppForm, useTextForm } from '@app/ui/Form'
import { fieldRules } from '@shared/validation'
import { renderWithProviders } from '../render'

const signInSchema = v.object({
  username: fieldRules({ name: 'username', kind: 'text', required: true, maxLength: 50 }),
  password: fieldRules({ name: 'password', kind: 'text', required: true, maxLength: 100 }),
  remember: v.boolean(),
})

type SignInValues = v.InferInput<typeof signInSchema>
type SignIn = (values: SignInValues) => Promise<{ errors: Record<string, string> } | undefined>

let unmatched: string[] = []

function SignInForm({ signIn }: { signIn: SignIn }) {
  const form = useAppForm({
    defaultValues: { username: '', password: '', remember: false } as SignInValues,
    validators: { onChange: signInSchema },
    onSubmit: async ({ value, formApi }) => {
      const answer = await signIn(value)
      if (answer) unmatched = setServerErrors(formApi, answer.errors)
    },
  })
  return (
    <form.AppForm>
      <form.Form aria-label="Sign in">
        <form.AppField name="username">
          {(field) => <field.TextField label="Username" required maxLength={50} autoComplete="username" />}
        </form.AppField>
        <form.AppField name="password">{(field) => <field.PasswordField label="Password" required maxLength={100} />}</form.AppField>
        <form.AppField name="remember">{(field) => <field.Checkbox label="Remember me" required={false} />}</form.AppField>
        <form.SubmitButton>Sign in</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

const username = () => screen.getByRole('textbox', { name: /Username/ })
const password = () => screen.getByLabelText(/^Password/, { selector: 'input' })
const submit = () => screen.getByRole('button', { name: 'Sign in' })

describe('app form', () => {
  it("shows 'Field is required' on each empty required field and focuses the first", async () => {
    const signIn = vi.fn<SignIn>()
    const { user } = renderWithProviders(<SignInForm signIn={signIn} />)
    await user.click(submit())
    await waitFor(() => expect(username()).toHaveFocus())
    expect(username()).toHaveAttribute('aria-invalid', 'true')
    expect(username()).toHaveAccessibleDescription('Field is required')
    expect(password()).toHaveAccessibleDescription('Field is required')
    expect(screen.getAllByText('Field is required')).toHaveLength(2)
    expect(signIn).not.toHaveBeenCalled()
  })

  it('focuses the first invalid field in page order', async () => {
    const signIn = vi.fn<SignIn>()
    const { user } = renderWithProviders(<SignInForm signIn={signIn} />)
    await user.type(username(), 'customer')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(password()).toHaveFocus())
    expect(username()).not.toHaveAttribute('aria-invalid')
    expect(signIn).not.toHaveBeenCalled()
  })

  it('leaves untouched fields alone while the user types elsewhere', async () => {
    const { user } = renderWithProviders(<SignInForm signIn={vi.fn<SignIn>()} />)
    await user.type(username(), 'c')
    await user.clear(username())
    expect(password()).not.toHaveAttribute('aria-invalid')
    await user.tab()
    expect(username()).toHaveAccessibleDescription('Field is required')
    expect(password()).not.toHaveAttribute('aria-invalid')
  })

  it('clears a rule error as soon as the field is fixed', async () => {
    const { user } = renderWithProviders(<SignInForm signIn={vi.fn<SignIn>()} />)
    await user.click(submit())
    await waitFor(() => expect(username()).toHaveFocus())
    await user.type(username(), 'customer')
    expect(username()).not.toHaveAttribute('aria-invalid')
  })

  it('submits valid values and keeps them after a server error on a field', async () => {
    const signIn = vi.fn<SignIn>(async () => ({ errors: { password: 'Invalid username or password', captcha: 'Try again later' } }))
    const { user } = renderWithProviders(<SignInForm signIn={signIn} />)
    await user.type(username(), 'customer')
    await user.type(password(), 'Portal-Demo-2026')
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }))
    await user.click(submit())
    expect(signIn).toHaveBeenCalledWith({ username: 'customer', password: 'Portal-Demo-2026', remember: true })
    await waitFor(() => expect(password()).toHaveFocus())
    expect(password()).toHaveAccessibleDescription('Invalid username or password')
    expect(username()).toHaveValue('customer')
    expect(password()).toHaveValue('Portal-Demo-2026')
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked()
    expect(unmatched).toEqual(['Try again later'])

    // Another field's change keeps the server's message; the field's own change clears it.
    await user.type(username(), 's')
    expect(password()).toHaveAccessibleDescription('Invalid username or password')
    await user.type(password(), '!')
    expect(password()).not.toHaveAttribute('aria-invalid')
  })

  it('lets the user submit again after a server error, asking the server afresh', async () => {
    const signIn = vi.fn<SignIn>(async () => ({ errors: { username: 'Account locked' } }))
    const { user } = renderWithProviders(<SignInForm signIn={signIn} />)
    await user.type(username(), 'locked')
    await user.type(password(), 'Portal-Demo-2026!')
    await user.click(submit())
    await waitFor(() => expect(username()).toHaveAccessibleDescription('Account locked'))
    signIn.mockResolvedValueOnce(undefined)
    await user.click(submit())
    expect(signIn).toHaveBeenCalledTimes(2)
    await waitFor(() => expect(username()).not.toHaveAttribute('aria-invalid'))
  })

  it('shows the submit button pending while the form submits', async () => {
    let finish: () => void = () => {}
    const signIn = vi.fn<SignIn>(() => new Promise((resolve) => (finish = () => resolve(undefined))))
    const { user } = renderWithProviders(<SignInForm signIn={signIn} />)
    await user.type(username(), 'customer')
    await user.type(password(), 'Portal-Demo-2026!')
    await user.click(submit())
    expect(submit()).toHaveAttribute('aria-busy', 'true')
    await user.click(submit())
    expect(signIn).toHaveBeenCalledTimes(1)
    await act(async () => finish())
    await waitFor(() => expect(submit()).not.toHaveAttribute('aria-busy'))
  })
})

const textSchema = v.object({
  username: fieldRules({ name: 'username', kind: 'text', required: true, maxLength: 50 }),
  password: fieldRules({ name: 'password', kind: 'text', required: true, maxLength: 100 }),
})
type TextValues = v.InferInput<typeof textSchema>
type TextSignIn = (values: TextValues) => Promise<{ errors: Record<string, string> } | undefined>

/** The sign-in page's form hook: the same fields, behaviour and contexts as `useAppForm`, text fields only. */
function TextSignInForm({ signIn }: { signIn: TextSignIn }) {
  const form = useTextForm({
    defaultValues: { username: '', password: '' } as TextValues,
    validators: { onChange: textSchema },
    onSubmit: async ({ value, formApi }) => {
      const answer = await signIn(value)
      if (answer) unmatched = setServerErrors(formApi, answer.errors)
    },
  })
  return (
    <form.AppForm>
      <form.Form aria-label="Sign in">
        <form.AppField name="username">
          {(field) => <field.TextField label="Username" required maxLength={50} autoComplete="username" />}
        </form.AppField>
        <form.AppField name="password">{(field) => <field.PasswordField label="Password" required maxLength={100} />}</form.AppField>
        <form.Subscribe selector={(state) => state.submissionAttempts}>
          {(attempts) => <p>Attempts: {attempts}</p>}
        </form.Subscribe>
        <form.SubmitButton>Sign in</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

describe('text form', () => {
  it("shows 'Field is required' on each empty required field, focuses the first and sends nothing", async () => {
    const signIn = vi.fn<TextSignIn>()
    const { user } = renderWithProviders(<TextSignInForm signIn={signIn} />)
    await user.click(submit())
    await waitFor(() => expect(username()).toHaveFocus())
    expect(username()).toHaveAccessibleDescription('Field is required')
    expect(password()).toHaveAccessibleDescription('Field is required')
    expect(screen.getByText('Attempts: 1')).toBeInTheDocument()
    expect(signIn).not.toHaveBeenCalled()
  })

  it('submits valid values, puts server errors on their fields and keeps what was typed', async () => {
    const signIn = vi.fn<TextSignIn>(async () => ({ errors: { password: 'Invalid username or password', captcha: 'Try again later' } }))
    const { user } = renderWithProviders(<TextSignInForm signIn={signIn} />)
    await user.type(username(), 'customer')
    await user.type(password(), 'Portal-Demo-2026')
    await user.keyboard('{Enter}')
    expect(signIn).toHaveBeenCalledWith({ username: 'customer', password: 'Portal-Demo-2026' })
    await waitFor(() => expect(password()).toHaveFocus())
    expect(password()).toHaveAccessibleDescription('Invalid username or password')
    expect(username()).toHaveValue('customer')
    expect(unmatched).toEqual(['Try again later'])
    await user.type(password(), '!')
    expect(password()).not.toHaveAttribute('aria-invalid')
  })

  it('calls the submit handler of the latest render', async () => {
    const first = vi.fn<TextSignIn>()
    const second = vi.fn<TextSignIn>(async () => undefined)
    const { user, rerender } = renderWithProviders(<TextSignInForm signIn={first} />)
    rerender(<TextSignInForm signIn={second} />)
    await user.type(username(), 'customer')
    await user.type(password(), 'Portal-Demo-2026!')
    await user.click(submit())
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledTimes(1)
  })

  it('shows the submit button pending while the form submits', async () => {
    let finish: () => void = () => {}
    const signIn = vi.fn<TextSignIn>(() => new Promise((resolve) => (finish = () => resolve(undefined))))
    const { user } = renderWithProviders(<TextSignInForm signIn={signIn} />)
    await user.type(username(), 'customer')
    await user.type(password(), 'Portal-Demo-2026!')
    await user.click(submit())
    expect(submit()).toHaveAttribute('aria-busy', 'true')
    await act(async () => finish())
    await waitFor(() => expect(submit()).not.toHaveAttribute('aria-busy'))
  })
})
