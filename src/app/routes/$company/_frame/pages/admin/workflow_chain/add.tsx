import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceFormPage } from '@app/features/manualadmin/ResourcePages'
import { resourceSpecs } from '@app/features/manualadmin/resources'

export const Route = createFileRoute('/$company/_frame/pages/admin/workflow_chain/add')({
  staticData: { authorize: { capability: 'admin' }, title: msg`Add Workflow Chain` },
  component: () => <ResourceFormPage spec={resourceSpecs.workflow_chain} />,
})
