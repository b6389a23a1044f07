import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { ResourceListPage } from '@app/features/manualadmin/ResourcePages'
import { resourceSpecs } from '@app/features/manualadmin/resources'

export const Route = createFileRoute('/$company/_frame/pages/admin/tag/')({
  staticData: { authorize: MENU_SCREENS['QPM-TAG'].access, title: msg`Tags` },
  component: () => <ResourceListPage spec={resourceSpecs.tag} />,
})
