import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import styled from 'styled-components'
import * as v from 'valibot'
import { passwordPromptDays } from '@shared/auth/password'
import { userSession } from '@shared/contract/session'
import { afterLoginDestination, useSession, useSessionStore } from '@app/session'
import { setServerErrors } from '@app/ui/Form/errors'
import { useTextForm } from '@app/ui/Form/useTextForm'
import { Link } from '@app/ui/Link'
import { toast } from '@app/ui/Toast/toaster'
import { CenteredPage } from '@app/shell/CenteredPage'
import { paths } from '@app/shell/paths'

const Problem = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.danger.subtle};
  color: ${({ theme }) => theme.color.text.danger};
`

const Note = styled.p`
  color: ${({ theme }) => theme.color.text.muted};
`

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`

/** The message of a refused sign-in: the server's words when it gave some. */
function refusal(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { message } = data as { message?: unknown }
  return typeof message === 'string' && message.trim() ? message : undefined
}

/** The field messages of a 400 answer (`errors: {field: message}`), if any. */
function fieldErrorsOf(data: unknown): Record<string, string> | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { errors } = data as { errors?: unknown }
  if (typeof errors !== 'object' || errors === null) return undefined
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
  return entries.length > 0 ? Object.fromEntries(entries) : undefined
}

/** The fields of the form, checked by the rules the server applies to `POST users/login`. */
const signInSchema = v.pick(userSession.login.body, ['username', 'password'])

export interface LoginPageProps {
  /** The company of the route. */
  company: string
  /** Where to go once signed in (a path on this site). */
  redirect?: string | undefined
}

/** The company sign-in: status 0 goes to the redirect or home, 4 to init-account, anything else is refused. */
export function LoginPage({ company, redirect }: LoginPageProps) {
  const { t } = useLingui()
  const store = useSessionStore()
  const navigate = useNavigate()
  const { auth, user } = useSession()
  const [problem, setProblem] = useState<string>()
  const form = useTextForm({
    defaultValues: { username: '', password: '' },
    // An empty field is flagged on the field itself, before anything is sent.
    validators: { onChange: signInSchema },
    onSubmit: async ({ value, formApi }) => {
      setProblem(undefined)
      try {
        const response = await store.login(value.username.trim(), value.password, company)
        await navigate({ href: afterLoginDestination(response.status, company, redirect), replace: true })
        // Ten days before the password expires, the user is asked to change it (document 2 section 9).
        const days = response.status === 0 ? passwordPromptDays(response.profile.MT_PWEXP, new Date()) : undefined
        if (days !== undefined) {
          toast.warning(plural(days, { one: 'Your password expires in # day.', other: 'Your password expires in # days.' }), {
            action: { label: t`Change it now`, onAction: () => void navigate({ href: paths.initAccount(company) }) },
          })
        }
      } catch (data) {
        const errors = fieldErrorsOf(data)
        if (errors) {
          // Messages about the form's fields go on them; only the others need the banner.
          const rest = setServerErrors(formApi, errors)
          if (rest.length > 0) setProblem(rest.join(' '))
          return
        }
        setProblem(refusal(data) ?? t`Signing in failed. Check your connection and try again.`)
      }
    },
  })
  const signedInHere = auth?.company === company && user
  return (
    <CenteredPage title={t`Sign in`}>
      {signedInHere && (
        <Note>
          <Trans>
            You are signed in as {user.profile.MT_UID}.{' '}
            <Link href={paths.home(company)}>Continue to the home page</Link>, or sign in with another account.
          </Trans>
        </Note>
      )}
      {problem && <Problem role="alert">{problem}</Problem>}
      <form.AppForm>
        <form.Form aria-label={t`Sign in`}>
          <form.AppField name="username">
            {(field) => (
              <field.TextField label={t`Username`} required maxLength={100} autoComplete="username" />
            )}
          </form.AppField>
          <form.AppField name="password">
            {(field) => <field.PasswordField label={t`Password`} required maxLength={200} />}
          </form.AppField>
          <Row>
            <form.SubmitButton>
              <Trans>Sign in</Trans>
            </form.SubmitButton>
            <Link href={`/reset-password?company=${encodeURIComponent(company)}`}>
              <Trans>Forgot your password?</Trans>
            </Link>
          </Row>
        </form.Form>
      </form.AppForm>
    </CenteredPage>
  )
}
