import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { DoclibPage } from '@app/features/doclib/DoclibPage'
import { libraryConfigQueryOptions } from '@app/features/doclib/api'

export const Route = createFileRoute('/$company/_frame/pages/doclib/$cmid/add')({
  staticData: { authorize: { cmid: true }, title: msg`Add to the Document Library` },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(libraryConfigQueryOptions(params.cmid)),
  component: () => <DoclibPage mode="add" />,
})
