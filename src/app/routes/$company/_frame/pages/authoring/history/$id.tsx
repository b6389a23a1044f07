import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { historyQueryOptions } from '@app/features/authoring/api'
import { idOrNotFound } from '@app/features/authoring/loaders'
import { HistoryPage } from '@app/features/authoring/HistoryPage'

export const Route = createFileRoute('/$company/_frame/pages/authoring/history/$id')({
  staticData: { authorize: { capability: 'workflow' }, title: msg`Document History` },
  loader: ({ context, params }) => {
    const id = idOrNotFound(params.id)
    void context.queryClient.prefetchQuery(historyQueryOptions(id))
    return id
  },
  component: function History() {
    return <HistoryPage id={Route.useLoaderData()} />
  },
})
