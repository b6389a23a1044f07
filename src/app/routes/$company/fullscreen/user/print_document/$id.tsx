import { msg } from '@lingui/core/macro'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { manualConfigQueryOptions, settingsQueryOptions } from '@app/features/manual/api'
import { loadDocument, prefetch } from '@app/features/manual/loaders'

// The page comes with the manual's screens, in a chunk of their own that the loader asks for.
const PrintDocumentPage = lazyRouteComponent(() => import('@app/features/manual/PrintDocumentPage'), 'PrintDocumentPage')

export const Route = createFileRoute('/$company/fullscreen/user/print_document/$id')({
  staticData: { authorize: 'auth', menuId: 'QPM-DOC', title: msg`Print Document` },
  loader: async ({ context, params, location }) => {
    const [id] = await Promise.all([
      loadDocument(context.queryClient, params.id, location),
      prefetch(context.queryClient, PrintDocumentPage, settingsQueryOptions(), manualConfigQueryOptions()),
    ])
    return id
  },
  component: function PrintDocument() {
    return <PrintDocumentPage id={Route.useLoaderData()} />
  },
})
