import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import styled from 'styled-components'
import * as v from 'valibot'
import { isApiError } from '@app/api/errors'
import { setServerErrors, useAppForm } from '@app/ui/Form'
import { Link } from '@app/ui/Link'
import { Actions, CenteredPage } from '@app/shell/CenteredPage'
import { paths } from '@app/shell/paths'
import { securityQuestions, useResetPassword } from './api'
import { resetPasswordSchema, usernameField } from './schemas'

const Message = styled.p<{ $tone: 'danger' | 'success' }>`
  display: block;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => theme.color[$tone].subtle};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.text.danger : theme.color.text.success)};
`

type Step =
  | { kind: 'username' }
  | { kind: 'answers'; username: string; questions: string[] }
  | { kind: 'done' }
  | { kind: 'unavailable' }

function serverMessage(error: unknown): string | undefined {
  const data = isApiError(error) ? (error.data as { message?: unknown } | null) : undefined
  return typeof data?.message === 'string' ? data.message : undefined
}

function serverErrors(error: unknown): Record<string, string> | undefined {
  return isApiError(error) ? (error.data as { errors?: Record<string, string> } | null)?.errors : undefined
}

const usernameSchema = v.object({ username: usernameField })

function questionsOf(answer: unknown): string[] {
  const list = (answer as { questions?: unknown } | null)?.questions
  return Array.isArray(list) ? list.filter((q): q is string => typeof q === 'string') : []
}

function UsernameStep({ company, onNext }: { company: string; onNext: (step: Step) => void }) {
  const { t } = useLingui()
  const [problem, setProblem] = useState<string>()
  const form = useAppForm({
    defaultValues: { username: '' },
    validators: { onChange: usernameSchema },
    onSubmit: async ({ value, formApi }) => {
      setProblem(undefined)
      const username = value.username.trim()
      try {
        const answer = await securityQuestions(username, company)
        const questions = questionsOf(answer)
        if (questions.length === 0) setProblem(t`This account cannot be reset online. Please contact your administrator.`)
        else onNext({ kind: 'answers', username, questions })
      } catch (error) {
        if (isApiError(error) && error.status === 501) return onNext({ kind: 'unavailable' })
        const errors = serverErrors(error) ?? {}
        const rest = setServerErrors(formApi, errors)
        // A message the username field shows needs no banner.
        if (Object.keys(errors).length > 0 && rest.length === 0) return
        setProblem(rest[0] ?? serverMessage(error) ?? t`The reset could not be started. Try again.`)
      }
    },
  })
  return (
    <>
      <p>
        <Trans>Enter your username. You will answer your security questions, then choose a new password.</Trans>
      </p>
      {problem && (
        <Message role="alert" $tone="danger">
          {problem}
        </Message>
      )}
      <form.AppForm>
        <form.Form aria-label={t`Reset Password`}>
          <form.AppField name="username">
            {(field) => <field.TextField label={t`Username`} required maxLength={100} autoComplete="username" />}
          </form.AppField>
          <div>
            <form.SubmitButton>
              <Trans>Continue</Trans>
            </form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
    </>
  )
}

function AnswersStep({
  company,
  username,
  questions,
  onNext,
}: {
  company: string
  username: string
  questions: string[]
  onNext: (step: Step) => void
}) {
  const { t } = useLingui()
  const [problem, setProblem] = useState<string>()
  const resetPassword = useResetPassword()
  const form = useAppForm({
    defaultValues: { answers: questions.map(() => ''), password: '', password2: '' },
    validators: { onChange: resetPasswordSchema(username) },
    onSubmit: async ({ value, formApi }) => {
      setProblem(undefined)
      try {
        await resetPassword.mutateAsync({
          username,
          company,
          answers: questions.map((question, index) => ({ question, answer: value.answers[index] ?? '' })),
          password: value.password,
          password2: value.password2,
        })
        onNext({ kind: 'done' })
      } catch (error) {
        if (isApiError(error) && error.status === 501) return onNext({ kind: 'unavailable' })
        const rest = setServerErrors(formApi, serverErrors(error))
        setProblem(rest[0] ?? serverMessage(error) ?? t`The password could not be changed.`)
      }
    },
  })
  return (
    <>
      {problem && (
        <Message role="alert" $tone="danger">
          {problem}
        </Message>
      )}
      <form.AppForm>
        <form.Form aria-label={t`Reset Password`}>
          {questions.map((question, index) => (
            <form.AppField key={question} name={`answers[${index}]`}>
              {(field) => <field.TextField label={question} required maxLength={100} autoComplete="off" />}
            </form.AppField>
          ))}
          <form.AppField name="password">
            {(field) => <field.PasswordField label={t`New password`} required maxLength={100} autoComplete="new-password" />}
          </form.AppField>
          <form.AppField name="password2">
            {(field) => (
              <field.PasswordField label={t`Confirm the new password`} required maxLength={100} autoComplete="new-password" />
            )}
          </form.AppField>
          <div>
            <form.SubmitButton>
              <Trans>Change the password</Trans>
            </form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
    </>
  )
}

/** `/reset-password?company=`: a reset for a username through its security questions. */
export function ResetPasswordPage({ company }: { company: string }) {
  const { t } = useLingui()
  const [step, setStep] = useState<Step>({ kind: 'username' })
  return (
    <CenteredPage title={t`Reset Password`}>
      {step.kind === 'username' && <UsernameStep company={company} onNext={setStep} />}
      {step.kind === 'answers' && (
        <AnswersStep company={company} username={step.username} questions={step.questions} onNext={setStep} />
      )}
      {step.kind === 'done' && (
        <Message as="output" $tone="success">
          <Trans>Your password was changed. You can sign in with it now.</Trans>
        </Message>
      )}
      {step.kind === 'unavailable' && (
        <Message role="alert" $tone="danger">
          <Trans>Resetting a password online is not available yet. Please contact your administrator.</Trans>
        </Message>
      )}
      <Actions>
        <Link href={paths.login(company)} variant="standalone">
          <Trans>Back to sign in</Trans>
        </Link>
      </Actions>
    </CenteredPage>
  )
}
