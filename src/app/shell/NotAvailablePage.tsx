import { Trans, useLingui } from '@lingui/react/macro'
import { Construction } from 'lucide-react'
import { EmptyState } from '@app/ui/EmptyState'
import { Link } from '@app/ui/Link'
import { PageHeading } from './PageHeading'
import { useHomeHref, usePageHeading } from './usePage'

/** A screen of the portal that a later version brings: its title and an honest word about it. */
export function NotAvailablePage() {
  const { t } = useLingui()
  const { title } = usePageHeading()
  const home = useHomeHref()
  return (
    <>
      <PageHeading />
      <EmptyState
        icon={<Construction />}
        // The page's name stands apart from the sentence, which then agrees whatever the name is.
        title={t`This page is not available yet: ${title}`}
        description={<Trans>This screen is being prepared and will open here in a coming version of the portal.</Trans>}
        action={
          <Link href={home} variant="standalone">
            <Trans>Back to the home page</Trans>
          </Link>
        }
      />
    </>
  )
}
