import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ResourceEditPage } from '@app/features/manualadmin/ResourcePages'
import { resourceRecordQueryOptions } from '@app/features/manualadmin/api'
import { resourceSpecs } from '@app/features/manualadmin/resources'
import { recordId } from '@app/features/manualadmin/paths'

export const Route = createFileRoute('/$company/_frame/pages/admin/process_category/edit/$id')({
  staticData: { authorize: { capability: 'admin' }, title: msg`Edit Process Category` },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(resourceRecordQueryOptions('process_category', recordId(params.id))),
  component: function Edit() {
    const id = recordId(Route.useParams().id)
    return <ResourceEditPage spec={resourceSpecs.process_category} id={id} />
  },
})
