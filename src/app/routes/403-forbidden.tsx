import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { searchText } from '@app/shell/search'
import { ForbiddenPage } from '@app/features/errors/ErrorPages'

const searchSchema = v.object({ redirect: searchText })

export const Route = createFileRoute('/403-forbidden')({
  staticData: { authorize: 'auth', pending: true, title: msg`Access forbidden` },
  validateSearch: searchSchema,
  component: function Forbidden() {
    const { redirect } = Route.useSearch()
    return <ForbiddenPage redirect={redirect} />
  },
})
