import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { ResourceListPage } from '@app/features/manualadmin/ResourcePages'
import { resourceSpecs } from '@app/features/manualadmin/resources'

export const Route = createFileRoute('/$company/_frame/pages/admin/manual_property/')({
  staticData: { authorize: MENU_SCREENS['QPM-PROPERTY'].access, title: msg`Manual Properties` },
  component: () => <ResourceListPage spec={resourceSpecs.manual_property} />,
})
