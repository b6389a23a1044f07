import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect } from 'react'
import styled from 'styled-components'
import * as v from 'valibot'
import { setServerErrors, useAppForm } from '@app/ui/Form'
import { fieldRules } from '@shared/validation'

/** The form's rules: the same valibot schema the server checks the request with. */
const signInSchema = v.object({
  username: fieldRules({ name: 'username', kind: 'text', required: true, maxLength: 50 }),
  password: fieldRules({ name: 'password', kind: 'text', required: true, maxLength: 100 }),
  remember: v.boolean(),
})
type SignInValues = v.InferInput<typeof signInSchema>

/** A 400 answer as the API client reports it: `{ status, data: { errors: { field: message } } }`. */
interface BadRequest {
  status: 400
  data: { errors: Record<string, string> }
}
const isBadRequest = (error: unknown): error is BadRequest =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 400

type Scenario = 'empty' | 'invalid' | 'serverError' | 'submitting'

// Stands in for the API: refuses the demo password, or never answers while submitting.
function fakeSignIn(scenario: Scenario) {
  return (_values: SignInValues): Promise<void> =>
    scenario === 'submitting'
      ? new Promise(() => {})
      : Promise.reject({ status: 400, data: { errors: { password: 'Invalid username or password' } } })
}

const Card = styled.div`
  width: min(100%, ${({ theme }) => theme.size.dialog.sm});
  padding: ${({ theme }) => theme.space.xl};
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.default};
`

/**
 * The pattern every form follows: a valibot schema from `src/shared/validation` as the form's
 * validator (standard schema), design-system fields through `form.AppField`, server field errors
 * put back with `setServerErrors` so what the user typed stays.
 */
function SignInForm({ scenario }: { scenario: Scenario }) {
  const signIn = fakeSignIn(scenario)
  const prefilled = scenario === 'serverError' || scenario === 'submitting'
  const form = useAppForm({
    defaultValues: {
      username: prefilled ? 'customer' : '',
      password: prefilled ? 'not-the-password' : '',
      remember: false,
    } as SignInValues,
    validators: { onChange: signInSchema },
    onSubmit: async ({ value, formApi }) => {
      try {
        await signIn(value)
      } catch (error) {
        if (!isBadRequest(error)) throw error
        setServerErrors(formApi, error.data.errors)
      }
    },
  })

  // Stories cannot click: these states submit once when shown.
  useEffect(() => {
    if (scenario !== 'empty') void form.handleSubmit()
  }, [form, scenario])

  return (
    <Card>
      <form.AppForm>
        <form.Form aria-label="Sign in">
          <form.AppField name="username">
            {(field) => <field.TextField label="Username" required maxLength={50} autoComplete="username" />}
          </form.AppField>
          <form.AppField name="password">
            {(field) => <field.PasswordField label="Password" required maxLength={100} />}
          </form.AppField>
          <form.AppField name="remember">{(field) => <field.Checkbox label="Remember me" required={false} />}</form.AppField>
          <form.SubmitButton>Sign in</form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </Card>
  )
}

const meta = {
  title: 'UI/Form',
  component: SignInForm,
  args: { scenario: 'empty' },
} satisfies Meta<typeof SignInForm>

export default meta
type Story = StoryObj<typeof meta>

export const SignIn: Story = {}
/** Submitted empty: 'Field is required' on each required field. */
export const SubmittedEmpty: Story = { args: { scenario: 'invalid' } }
/** The server refused: its message sits on the field, and the values stay. */
export const ServerError: Story = { args: { scenario: 'serverError' } }
/** Waiting for the server: the submit button is pending. */
export const Submitting: Story = { args: { scenario: 'submitting' } }

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xl};
`

export const States: Story = {
  render: () => (
    <Row>
      <SignInForm scenario="empty" />
      <SignInForm scenario="invalid" />
      <SignInForm scenario="serverError" />
      <SignInForm scenario="submitting" />
    </Row>
  ),
}
