import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { loadPushReport } from '@app/features/pushreports/loaders'
import { RepositoryPage } from '@app/features/pushreports/RepositoryPage'

export const Route = createFileRoute('/$company/_frame/pages/PUSHREPORTR/$pushreport_id/')({
  staticData: { authorize: { cmid: 'PUSHREPORT' }, title: msg`Push Report Repository`, ownTitle: true },
  // 404 and 403 are the portal's pages; the report read here names the page.
  loader: ({ context, params, location }) => loadPushReport(context.queryClient, params.pushreport_id, location),
  component: function PushReportRepository() {
    const reportId = Route.useLoaderData()
    return <RepositoryPage key={reportId} reportId={reportId} />
  },
})
