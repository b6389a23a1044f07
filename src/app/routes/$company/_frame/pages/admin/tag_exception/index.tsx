import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MENU_SCREENS } from '@shared/auth'
import { ResourceListPage } from '@app/features/manualadmin/ResourcePages'
import { resourceSpecs } from '@app/features/manualadmin/resources'

export const Route = createFileRoute('/$company/_frame/pages/admin/tag_exception/')({
  staticData: { authorize: MENU_SCREENS['QPM-TAG-EXCEPTION'].access, title: msg`Tag Exceptions` },
  component: () => <ResourceListPage spec={resourceSpecs.tag_exception} />,
})
