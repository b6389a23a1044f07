import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceFormPage } from '@app/features/manualadmin/ResourcePages'
import { resourceSpecs } from '@app/features/manualadmin/resources'

export const Route = createFileRoute('/$company/_frame/pages/admin/process_category/add')({
  staticData: { authorize: { capability: 'admin' }, title: msg`Add Process Category` },
  component: () => <ResourceFormPage spec={resourceSpecs.process_category} />,
})
