import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { loadPushReportRun } from '@app/features/pushreports/loaders'
import { RunDetailsPage } from '@app/features/pushreports/RepositoryPage'

export const Route = createFileRoute('/$company/_frame/pages/PUSHREPORTR/$pushreport_id/$id')({
  staticData: { authorize: { cmid: 'PUSHREPORT' }, title: msg`Push Report Repository Details`, ownTitle: true },
  loader: ({ context, params, location }) => loadPushReportRun(context.queryClient, params, location),
  component: function PushReportRun() {
    const { reportId, id } = Route.useLoaderData()
    return <RunDetailsPage key={`${reportId}:${id}`} reportId={reportId} id={id} />
  },
})
