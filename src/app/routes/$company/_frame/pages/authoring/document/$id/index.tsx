import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { nodeQueryOptions } from '@app/features/authoring/api'
import { idOrNotFound } from '@app/features/authoring/loaders'
import { NodePage } from '@app/features/authoring/NodePage'

export const Route = createFileRoute('/$company/_frame/pages/authoring/document/$id/')({
  staticData: { authorize: { capability: 'workflow' }, title: msg`Edit Document` },
  loader: ({ context, params }) => {
    const id = idOrNotFound(params.id)
    void context.queryClient.prefetchQuery(nodeQueryOptions(id))
    return id
  },
  component: function Node() {
    return <NodePage id={Route.useLoaderData()} />
  },
})
