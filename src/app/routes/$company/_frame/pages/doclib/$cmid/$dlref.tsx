import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { libraryConfigQueryOptions } from '@app/features/doclib/api'
import { EntryPage } from '@app/features/doclib/EntryPage'

export const Route = createFileRoute('/$company/_frame/pages/doclib/$cmid/$dlref')({
  staticData: { authorize: { cmid: true }, title: msg`Document Library` },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(libraryConfigQueryOptions(params.cmid)),
  component: EntryPage,
})
