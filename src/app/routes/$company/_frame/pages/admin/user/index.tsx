import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { ResourceListPage } from '@app/features/manualadmin/ResourcePages'
import { resourceSpecs } from '@app/features/manualadmin/resources'

export const Route = createFileRoute('/$company/_frame/pages/admin/user/')({
  staticData: { authorize: MENU_SCREENS['QPM-ADMIN'].access, title: msg`Manual Users` },
  component: () => <ResourceListPage spec={resourceSpecs.user} />,
})
