import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import styled from 'styled-components'
import * as v from 'valibot'
import { isActive } from '@shared/auth'
import { activationCode, required } from '@shared/validation'
import { isApiError } from '@app/api/errors'
import { useSession, useSessionStore } from '@app/session'
import { Button } from '@app/ui/Button'
import { setServerErrors, useAppForm } from '@app/ui/Form'
import { Link } from '@app/ui/Link'
import { Actions, CenteredPage } from '@app/shell/CenteredPage'
import { paths } from '@app/shell/paths'
import { useActivate, useSendActivationCode } from './api'

const Message = styled.p<{ $tone: 'danger' | 'success' }>`
  display: block;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => theme.color[$tone].subtle};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.text.danger : theme.color.text.success)};
`

const codeSchema = v.object({ code: v.pipe(v.string(), required<string>(), activationCode<string>()) })

function answerOf(error: unknown): { message?: string; errors?: Record<string, string> } {
  const data = isApiError(error) ? (error.data as { message?: unknown; errors?: unknown } | null) : null
  return {
    ...(typeof data?.message === 'string' ? { message: data.message } : {}),
    ...(data?.errors && typeof data.errors === 'object' ? { errors: data.errors as Record<string, string> } : {}),
  }
}

/**
 * Online-quoting activation: an account whose MT_STATUS is not Active asks for a 6-digit code,
 * types it, and once active goes to the company home.
 */
export function ActivationPage() {
  const { t } = useLingui()
  const store = useSessionStore()
  const navigate = useNavigate()
  const { auth, user } = useSession()
  const company = auth?.company ?? ''
  const [sent, setSent] = useState<string>()
  const [problem, setProblem] = useState<string>()
  const [sending, setSending] = useState(false)
  const activate = useActivate()
  const sendCode = useSendActivationCode()
  const form = useAppForm({
    defaultValues: { code: '' },
    validators: { onChange: codeSchema },
    onSubmit: async ({ value, formApi }) => {
      setProblem(undefined)
      try {
        await activate.mutateAsync(value.code.trim())
        await store.refresh()
        await navigate({ href: paths.home(company), replace: true })
      } catch (error) {
        const answer = answerOf(error)
        const rest = setServerErrors(formApi, answer.errors)
        setProblem(answer.errors?.code ?? rest[0] ?? answer.message ?? t`The account could not be activated.`)
      }
    },
  })

  const send = async () => {
    setSending(true)
    setProblem(undefined)
    try {
      const answer = await sendCode.mutateAsync()
      setSent(answer.message)
    } catch (error) {
      setProblem(answerOf(error).message ?? t`The activation code could not be sent.`)
    } finally {
      setSending(false)
    }
  }

  if (user && isActive(user.profile)) {
    return (
      <CenteredPage title={t`Account Activation`}>
        <p>
          <Trans>Your account is active.</Trans>
        </p>
        <Actions>
          <Link href={paths.home(company)} variant="standalone">
            <Trans>Go to the home page</Trans>
          </Link>
        </Actions>
      </CenteredPage>
    )
  }

  return (
    <CenteredPage title={t`Account Activation`}>
      <p>
        <Trans>
          Your account must be activated before you can use the portal. Ask for an activation code: it is sent to
          your e-mail address and is valid for a short time.
        </Trans>
      </p>
      {sent && (
        <Message as="output" $tone="success">
          {sent}
        </Message>
      )}
      {problem && (
        <Message role="alert" $tone="danger">
          {problem}
        </Message>
      )}
      <div>
        <Button variant={sent ? 'secondary' : 'primary'} isPending={sending} onPress={() => void send()}>
          {sent ? <Trans>Send a new code</Trans> : <Trans>Send me an activation code</Trans>}
        </Button>
      </div>
      <form.AppForm>
        <form.Form aria-label={t`Activate the account`}>
          <form.AppField name="code">
            {(field) => (
              <field.TextField
                label={t`Activation code`}
                description={t`The 6 digits from the e-mail.`}
                required
                maxLength={6}
                inputMode="numeric"
                autoComplete="one-time-code"
              />
            )}
          </form.AppField>
          <div>
            <form.SubmitButton>
              <Trans>Activate</Trans>
            </form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
      <Actions>
        <Link href={`/${company}/logout`} variant="standalone">
          <Trans>Sign out</Trans>
        </Link>
      </Actions>
    </CenteredPage>
  )
}
