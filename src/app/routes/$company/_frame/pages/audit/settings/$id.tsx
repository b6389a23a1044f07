import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { UserSettingsPage } from '@app/features/manualadmin/AuditPages'
import { recordId } from '@app/features/manualadmin/paths'

export const Route = createFileRoute('/$company/_frame/pages/audit/settings/$id')({
  staticData: { authorize: { capability: 'audit' }, title: msg`Audit Settings` },
  component: function Settings() {
    return <UserSettingsPage id={recordId(Route.useParams().id)} />
  },
})
