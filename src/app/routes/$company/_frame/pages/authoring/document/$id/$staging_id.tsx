import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { authoringOptionsQueryOptions, stagingQueryOptions } from '@app/features/authoring/api'
import { idOrNotFound } from '@app/features/authoring/loaders'
import { DraftEditorPage } from '@app/features/authoring/DraftEditorPage'

export const Route = createFileRoute('/$company/_frame/pages/authoring/document/$id/$staging_id')({
  staticData: { authorize: { capability: 'workflow' }, title: msg`Edit Draft` },
  loader: ({ context, params }) => {
    const ids = { id: idOrNotFound(params.id), stagingId: idOrNotFound(params.staging_id) }
    void context.queryClient.prefetchQuery(stagingQueryOptions(ids.id, ids.stagingId))
    void context.queryClient.prefetchQuery(authoringOptionsQueryOptions())
    return ids
  },
  component: function Draft() {
    const { id, stagingId } = Route.useLoaderData()
    return <DraftEditorPage id={id} stagingId={stagingId} />
  },
})
