import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PushReportFormPage } from '@app/features/pushreports/PushReportFormPage'
import { pushReportAddSearchSchema } from '@app/features/pushreports/searchParams'

export const Route = createFileRoute('/$company/_frame/pages/PUSHREPORT_ADD')({
  staticData: { authorize: { cmid: 'PUSHREPORT' }, title: msg`Add Push Report`, ownTitle: true },
  validateSearch: pushReportAddSearchSchema,
  component: function AddPushReport() {
    const { cmid, data } = Route.useSearch()
    return <PushReportFormPage cmid={cmid} data={data} />
  },
})
