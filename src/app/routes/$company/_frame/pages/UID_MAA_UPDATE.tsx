import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { GroupAccessPage } from '@app/features/groupaccess/GroupAccessPage'

export const Route = createFileRoute('/$company/_frame/pages/UID_MAA_UPDATE')({
  staticData: { authorize: 'public', menuId: 'UID_MAA_UPDATE', title: msg`Group Account Access` },
  component: GroupAccessPage,
})
