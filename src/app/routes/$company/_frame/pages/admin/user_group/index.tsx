import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { ResourceListPage } from '@app/features/manualadmin/ResourcePages'
import { resourceSpecs } from '@app/features/manualadmin/resources'

export const Route = createFileRoute('/$company/_frame/pages/admin/user_group/')({
  staticData: { authorize: MENU_SCREENS['QPM-USER-GROUP'].access, title: msg`Manual User Groups` },
  component: () => <ResourceListPage spec={resourceSpecs.user_group} />,
})
