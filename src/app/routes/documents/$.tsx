import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ApiDocumentsPage } from '@app/features/apidocs/ApiDocumentsPage'
import { apiDocumentsQueryOptions } from '@app/features/apidocs/api'

export const Route = createFileRoute('/documents/$')({
  staticData: { authorize: 'public', title: msg`API Documents` },
  loader: ({ context }) =>
    context.queryClient.prefetchQuery(apiDocumentsQueryOptions(context.runtime.store.getState().lang)),
  component: function ApiDocuments() {
    const { _splat } = Route.useParams()
    return <ApiDocumentsPage path={_splat ?? ''} />
  },
})
