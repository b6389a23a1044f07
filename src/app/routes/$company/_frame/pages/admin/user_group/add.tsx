import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceFormPage } from '@app/features/manualadmin/ResourcePages'
import { resourceSpecs } from '@app/features/manualadmin/resources'

export const Route = createFileRoute('/$company/_frame/pages/admin/user_group/add')({
  staticData: { authorize: { capability: 'admin' }, title: msg`Add Manual User Group` },
  component: () => <ResourceFormPage spec={resourceSpecs.user_group} />,
})
