import { msg } from '@lingui/core/macro'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { manualConfigQueryOptions, settingsQueryOptions, tableOfContentsQueryOptions } from '@app/features/manual/api'
import { loadDocument, prefetch } from '@app/features/manual/loaders'

const DocumentPage = lazyRouteComponent(() => import('@app/features/manual/DocumentPage'), 'DocumentPage')

// Open to every signed-in reader: the server answers 403 for a staff-only document, 404 for an unknown one.
export const Route = createFileRoute('/$company/_frame/pages/user/document/$id')({
  staticData: { authorize: 'auth', menuId: 'QPM-DOC', title: msg`Document` },
  loader: async ({ context, params, location }) => {
    const [id] = await Promise.all([
      loadDocument(context.queryClient, params.id, location),
      prefetch(context.queryClient, DocumentPage, settingsQueryOptions(), manualConfigQueryOptions()),
    ])
    // The contents beside the document are asked for once the document is in, so that they do not
    // keep the server from the document's own answer; the panel shows them when they come.
    void context.queryClient.prefetchQuery(tableOfContentsQueryOptions())
    return id
  },
  component: function Document() {
    return <DocumentPage id={Route.useLoaderData()} />
  },
})
