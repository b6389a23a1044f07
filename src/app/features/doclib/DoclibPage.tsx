import { Trans, useLingui } from '@lingui/react/macro'
import { useParams } from '@tanstack/react-router'
import { FolderOpen } from 'lucide-react'
import { EmptyState } from '@app/ui/EmptyState'
import { Link } from '@app/ui/Link'
import { PageHeading } from '@app/features/shell/PageHeading'
import { usePageHeading } from '@app/features/shell/usePage'

/**
 * A document library of the user's menus (`.../doclib/{cmid}`, and `/add` to add to it): the
 * frame, its menu entry's title and the way between list and add; the library itself comes later.
 */
export function DoclibPage({ mode }: { mode: 'list' | 'add' }) {
  const { t } = useLingui()
  const { title } = usePageHeading()
  const { company, cmid } = useParams({ strict: false }) as { company?: string; cmid?: string }
  const base = `/${company ?? ''}/pages/doclib/${encodeURIComponent(cmid ?? '')}`
  return (
    <>
      <PageHeading
        title={mode === 'add' ? t`Add to ${title}` : undefined}
        actions={
          mode === 'add' ? (
            <Link href={base} variant="standalone">
              <Trans>Back to the library</Trans>
            </Link>
          ) : (
            <Link href={`${base}/add`} variant="standalone">
              <Trans>Add a document</Trans>
            </Link>
          )
        }
      />
      <EmptyState
        icon={<FolderOpen />}
        title={t`${title} is not available yet`}
        description={
          <Trans>This document library is being prepared and will open here in a coming version of the portal.</Trans>
        }
      />
    </>
  )
}
