import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Wrench } from 'lucide-react'
import { probeMaintenance } from '@app/api/maintenance'
import { safeRedirect } from '@app/session'
import { Link } from '@app/ui/Link'
import { Actions, CenteredPage } from '@app/shell/CenteredPage'

/** Down For Maintenance: the server's notice when it gives one, and the way back to the page left. */
export function MaintenancePage({ from }: { from?: string | undefined }) {
  const { t } = useLingui()
  const notice = useQuery({
    queryKey: ['maintenance', 'notice'],
    queryFn: () => probeMaintenance(),
    staleTime: 0,
  })
  const message = notice.data?.kind === 'answered' ? notice.data.message : undefined
  return (
    <CenteredPage eyebrow={<Wrench aria-hidden="true" />} title={t`Down For Maintenance`}>
      <p>
        <Trans>The portal is being maintained and will be back shortly. Thank you for your patience.</Trans>
      </p>
      {message && <p>{message}</p>}
      <Actions>
        <Link href={safeRedirect(from) ?? '/'} variant="standalone">
          <Trans>Try again</Trans>
        </Link>
      </Actions>
    </CenteredPage>
  )
}
