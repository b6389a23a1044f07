import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { ResourceListPage } from '@app/features/manualadmin/ResourcePages'
import { resourceSpecs } from '@app/features/manualadmin/resources'

export const Route = createFileRoute('/$company/_frame/pages/admin/process_category/')({
  staticData: { authorize: MENU_SCREENS['QPM-PROCESS-CATEGORY'].access, title: msg`Process Categories` },
  component: () => <ResourceListPage spec={resourceSpecs.process_category} />,
})
