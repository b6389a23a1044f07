import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { UserReadingsPage } from '@app/features/manualadmin/AuditPages'
import { recordId } from '@app/features/manualadmin/paths'

export const Route = createFileRoute('/$company/_frame/pages/audit/required_readings/$id')({
  staticData: { authorize: { capability: 'audit' }, title: msg`Audit Required Readings` },
  component: function Readings() {
    return <UserReadingsPage id={recordId(Route.useParams().id)} />
  },
})
