import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceFormPage } from '@app/features/manualadmin/ResourcePages'
import { resourceSpecs } from '@app/features/manualadmin/resources'

export const Route = createFileRoute('/$company/_frame/pages/admin/tag_exception/add')({
  staticData: { authorize: { capability: 'admin' }, title: msg`Add Tag Exception` },
  component: () => <ResourceFormPage spec={resourceSpecs.tag_exception} />,
})
