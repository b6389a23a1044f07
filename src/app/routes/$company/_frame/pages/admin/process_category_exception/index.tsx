import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { ResourceListPage } from '@app/features/manualadmin/ResourcePages'
import { resourceSpecs } from '@app/features/manualadmin/resources'

export const Route = createFileRoute('/$company/_frame/pages/admin/process_category_exception/')({
  staticData: { authorize: MENU_SCREENS['QPM-PROCESS-EXCEPTION'].access, title: msg`Process Category Exceptions` },
  component: () => <ResourceListPage spec={resourceSpecs.process_category_exception} />,
})
