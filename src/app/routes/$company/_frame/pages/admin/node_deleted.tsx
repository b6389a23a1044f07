import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { DeletedNodesPage } from '@app/features/manualadmin/RecordPages'

export const Route = createFileRoute('/$company/_frame/pages/admin/node_deleted')({
  staticData: { authorize: MENU_SCREENS['QPM-NODE-DELETED'].access, title: msg`Deleted Documents` },
  component: DeletedNodesPage,
})
