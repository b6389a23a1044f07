import { msg } from '@lingui/core/macro'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { manualConfigQueryOptions, settingsQueryOptions } from '@app/features/manual/api'
import { loadDocumentAt, prefetch } from '@app/features/manual/loaders'

// The page comes with the manual's screens, in a chunk of their own that the loader asks for.
const DocumentPage = lazyRouteComponent(() => import('@app/features/manual/DocumentPage'), 'DocumentPage')

/** Any other address of a company is a document of the manual, named by its id or its number. */
export const Route = createFileRoute('/$company/_frame/$')({
  staticData: { authorize: { cmid: 'QPM-DOC' }, title: msg`Document` },
  loader: async ({ context, params: { _splat }, location }) => {
    const [id] = await Promise.all([
      loadDocumentAt(context.queryClient, _splat ?? '', location),
      prefetch(context.queryClient, DocumentPage, settingsQueryOptions(), manualConfigQueryOptions()),
    ])
    return id
  },
  component: function DocumentAt() {
    return <DocumentPage id={Route.useLoaderData()} />
  },
})
