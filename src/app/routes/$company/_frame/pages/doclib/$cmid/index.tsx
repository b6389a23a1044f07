import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { searchText } from '@app/shell/search'
import { DoclibPage } from '@app/features/doclib/DoclibPage'
import { libraryConfigQueryOptions } from '@app/features/doclib/api'

const searchSchema = v.object({ DCCMD: searchText })

export const Route = createFileRoute('/$company/_frame/pages/doclib/$cmid/')({
  staticData: { authorize: { cmid: true }, title: msg`Document Library` },
  validateSearch: searchSchema,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(libraryConfigQueryOptions(params.cmid)),
  component: () => <DoclibPage mode="list" />,
})
