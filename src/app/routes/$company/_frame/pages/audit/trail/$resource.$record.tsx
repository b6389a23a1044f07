import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { TrailPage } from '@app/features/manualadmin/AuditPages'

export const Route = createFileRoute('/$company/_frame/pages/audit/trail/$resource/$record')({
  staticData: { authorize: MENU_SCREENS['QPM-TRAIL'].access, title: msg`Audit Trail` },
  component: function RecordTrail() {
    const { resource, record } = Route.useParams()
    return <TrailPage record={{ resource, id: record }} />
  },
})
