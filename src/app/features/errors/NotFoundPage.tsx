import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@app/ui/Link'
import { Actions, CenteredPage } from '@app/shell/CenteredPage'
import { useHomeHref } from '@app/shell/usePage'

// Apart from the other error pages: every page can show it (the router's not-found page), so it comes with
// the app's entry, and they with their own routes.

/** The way back to the user's home page (or the sign-in page when signed out). */
export function HomeLink() {
  const home = useHomeHref()
  return (
    <Link href={home} variant="standalone">
      <Trans>Go to the home page</Trans>
    </Link>
  )
}

/** 404: no page at this address. */
export function NotFoundPage() {
  const { t } = useLingui()
  return (
    <CenteredPage eyebrow="404" title={t`Page not found`}>
      <p>
        <Trans>There is no page at this address. It may have moved, or the link may be mistyped.</Trans>
      </p>
      <Actions>
        <HomeLink />
      </Actions>
    </CenteredPage>
  )
}
