import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PushReportListPage } from '@app/features/pushreports/PushReportListPage'
import { pushReportListSearchSchema } from '@app/features/pushreports/searchParams'

export const Route = createFileRoute('/$company/_frame/pages/PUSHREPORT')({
  staticData: { authorize: { cmid: 'PUSHREPORT' }, title: msg`Push Reports` },
  validateSearch: pushReportListSearchSchema,
  component: function PushReports() {
    const navigate = Route.useNavigate()
    const { cmid, show } = Route.useSearch()
    return (
      <PushReportListPage
        cmid={cmid}
        list={show ?? 'mine'}
        onListChange={(list) => void navigate({ search: (previous) => ({ ...previous, show: list === 'mine' ? undefined : list }) })}
        onShowAll={() => void navigate({ search: (previous) => ({ ...previous, cmid: undefined }) })}
      />
    )
  },
})
