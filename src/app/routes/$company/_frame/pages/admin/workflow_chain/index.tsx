import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { ResourceListPage } from '@app/features/manualadmin/ResourcePages'
import { resourceSpecs } from '@app/features/manualadmin/resources'

export const Route = createFileRoute('/$company/_frame/pages/admin/workflow_chain/')({
  staticData: { authorize: MENU_SCREENS['QPM-WORKFLOW-CHAIN'].access, title: msg`Workflow Chains` },
  component: () => <ResourceListPage spec={resourceSpecs.workflow_chain} />,
})
