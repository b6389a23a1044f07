import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Breadcrumbs } from '@app/ui/Breadcrumbs'
import { PageHeading } from '@app/shell/PageHeading'
import { usePageCompany } from '@app/shell/usePage'
import { nodeQueryOptions } from './api'
import { HistoryPanel } from './HistoryPanel'
import { PageBody } from './NodePage'

/** authoring/history/{id}: every action on a node's drafts, who made it (and for whom), when, the comment and the revision. */
export function HistoryPage({ id }: { id: number }) {
  const { t } = useLingui()
  const company = usePageCompany().code
  const node = useQuery(nodeQueryOptions(id))
  const name = node.data ? [node.data.number, node.data.title].filter(Boolean).join(' ') : ''
  return (
    <PageBody>
      <Breadcrumbs
        items={[
          { id: 'tree', label: t`Document Authoring`, href: `/${company}/pages/authoring/document` },
          { id: 'node', label: name || t`Document`, href: `/${company}/pages/authoring/document/${id}` },
          { id: 'history', label: t`History` },
        ]}
      />
      <PageHeading title={name ? t`History of “${name}”` : t`History`} />
      <HistoryPanel nodeId={id} />
    </PageBody>
  )
}
