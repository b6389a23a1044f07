import { Trans, useLingui } from '@lingui/react/macro'
import { safeRedirect } from '@app/session'
import { Link } from '@app/ui/Link'
import { Actions, CenteredPage } from '@app/shell/CenteredPage'
import { paths } from '@app/shell/paths'
import { usePageCompany } from '@app/shell/usePage'
import { HomeLink } from './NotFoundPage'

/** 401: signed in, but the server no longer accepts the session for this page. */
export function UnauthorizedPage() {
  const { t } = useLingui()
  const company = usePageCompany()
  return (
    <CenteredPage eyebrow="401" title={t`Unauthorized`}>
      <p>
        <Trans>
          You are not authorized to open this page. Sign in again, or ask your administrator for access.
        </Trans>
      </p>
      <Actions>
        <HomeLink />
        <Link href={`/${company.code}/logout`} variant="standalone">
          <Trans>Sign in again</Trans>
        </Link>
      </Actions>
    </CenteredPage>
  )
}

/** 403: the page's rule does not allow this user; `redirect` is the page that was asked for. */
export function ForbiddenPage({ redirect }: { redirect?: string | undefined }) {
  const { t } = useLingui()
  const company = usePageCompany()
  const back = safeRedirect(redirect)
  return (
    <CenteredPage eyebrow="403" title={t`Access forbidden`}>
      <p>
        <Trans>Your account does not have access to this page. If you need it, ask your administrator.</Trans>
      </p>
      <Actions>
        <HomeLink />
        <Link href={paths.login(company.code, back)} variant="standalone">
          <Trans>Sign in with another account</Trans>
        </Link>
      </Actions>
    </CenteredPage>
  )
}

/** The daily access limit was reached (titled Access denied). */
export function AccessLimitPage() {
  const { t } = useLingui()
  return (
    <CenteredPage title={t`Access denied`}>
      <p>
        <Trans>
          Your account has reached its daily access limit. Access opens again tomorrow; if you need more, contact
          customer service.
        </Trans>
      </p>
      <Actions>
        <HomeLink />
      </Actions>
    </CenteredPage>
  )
}
