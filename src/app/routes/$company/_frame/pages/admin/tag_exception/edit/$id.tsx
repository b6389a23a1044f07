import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceEditPage } from '@app/features/manualadmin/ResourcePages'
import { resourceRecordQueryOptions } from '@app/features/manualadmin/api'
import { resourceSpecs } from '@app/features/manualadmin/resources'
import { recordId } from '@app/features/manualadmin/paths'

export const Route = createFileRoute('/$company/_frame/pages/admin/tag_exception/edit/$id')({
  staticData: { authorize: { capability: 'admin' }, title: msg`Edit Tag Exception` },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(resourceRecordQueryOptions('tag_exception', recordId(params.id))),
  component: function Edit() {
    const id = recordId(Route.useParams().id)
    return <ResourceEditPage spec={resourceSpecs.tag_exception} id={id} />
  },
})
