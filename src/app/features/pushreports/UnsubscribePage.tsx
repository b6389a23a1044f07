import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import { refusalOf } from '@app/api/errors'
import { Button } from '@app/ui/Button'
import { Link } from '@app/ui/Link'
import { CenteredPage } from '@app/shell/CenteredPage'
import { paths } from '@app/shell/paths'
import { failedStatus, useUnsubscribe } from './api'

const Failure = styled.p`
  color: ${({ theme }) => theme.color.text.danger};
`

const Done = styled.p`
  color: ${({ theme }) => theme.color.text.success};
`

export interface UnsubscribePageProps {
  company: string
  /** The signed token of the e-mail's link, naming the report and the address. */
  token?: string
}

/**
 * {company}/unsubscribe?token=...: the push report e-mail's unsubscribe link. Opening the link changes
 * nothing (mail scanners open links); the address is taken off the report only when the button is
 * pressed. No sign-in is needed.
 */
export function UnsubscribePage({ company, token }: UnsubscribePageProps) {
  const { t } = useLingui()
  const unsubscribe = useUnsubscribe()
  const signIn = <Link href={paths.login(company)}>{t`Sign in to the portal`}</Link>
  if (!token)
    return (
      <CenteredPage title={t`Unsubscribe from a push report`}>
        <Failure role="alert">{t`This unsubscribe link is incomplete. Open the link of the e-mail again, or sign in to change the report's recipients.`}</Failure>
        <p>{signIn}</p>
      </CenteredPage>
    )
  if (unsubscribe.isSuccess)
    return (
      <CenteredPage title={t`You are unsubscribed`}>
        <Done>{unsubscribe.data.message}</Done>
        <p>{t`${unsubscribe.data.email} no longer receives ${unsubscribe.data.report}.`}</p>
        <p>{signIn}</p>
      </CenteredPage>
    )
  const error = unsubscribe.error
  const status = failedStatus(error)
  return (
    <CenteredPage title={t`Unsubscribe from a push report`}>
      <p>{t`Press the button to stop receiving this push report at your e-mail address. The report keeps running for its other recipients.`}</p>
      {error && (
        <Failure role="alert">
          {status !== undefined && status >= 400 && status < 500
            ? (refusalOf(error) ?? t`This unsubscribe link is not valid or has expired. Sign in to change the report's recipients.`)
            : t`The request could not be completed. Check your connection and try again.`}
        </Failure>
      )}
      <div>
        {/* Not a pending button: its announcement would name a button the answer takes off the page. */}
        <Button variant="primary" isDisabled={unsubscribe.isPending} onPress={() => unsubscribe.mutate(token)}>
          {t`Unsubscribe`}
        </Button>
      </div>
      <p>{signIn}</p>
    </CenteredPage>
  )
}
