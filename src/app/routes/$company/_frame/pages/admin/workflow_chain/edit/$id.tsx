import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ChainDetails } from '@app/features/manualadmin/ChainDetails'
import { ResourceEditPage } from '@app/features/manualadmin/ResourcePages'
import { resourceRecordQueryOptions } from '@app/features/manualadmin/api'
import { resourceSpecs } from '@app/features/manualadmin/resources'
import { recordId } from '@app/features/manualadmin/paths'

export const Route = createFileRoute('/$company/_frame/pages/admin/workflow_chain/edit/$id')({
  staticData: { authorize: { capability: 'admin' }, title: msg`Edit Workflow Chain` },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(resourceRecordQueryOptions('workflow_chain', recordId(params.id))),
  component: function Edit() {
    const id = recordId(Route.useParams().id)
    return (
      <ResourceEditPage spec={resourceSpecs.workflow_chain} id={id}>
        <ChainDetails chain={id} />
      </ResourceEditPage>
    )
  },
})
