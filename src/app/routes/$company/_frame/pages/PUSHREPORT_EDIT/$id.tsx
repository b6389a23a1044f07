import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { loadPushReport } from '@app/features/pushreports/loaders'
import { PushReportFormPage } from '@app/features/pushreports/PushReportFormPage'

export const Route = createFileRoute('/$company/_frame/pages/PUSHREPORT_EDIT/$id')({
  staticData: { authorize: { cmid: 'PUSHREPORT' }, title: msg`Edit Push Report`, ownTitle: true },
  // 404 and 403 are the portal's pages; another failed read is the page's own message, with its retry.
  loader: ({ context, params, location }) => loadPushReport(context.queryClient, params.id, location),
  component: function EditPushReport() {
    const id = Route.useLoaderData()
    return <PushReportFormPage key={id} id={id} />
  },
})
