import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { searchText } from '@app/shell/search'
import { toContent } from '@app/shell/redirects'

const searchSchema = v.object({ id: searchText })

export const Route = createFileRoute('/load-content')({
  staticData: { authorize: 'public' },
  validateSearch: searchSchema,
  beforeLoad: ({ context, location, search }) => toContent({ context, location, id: search.id }),
})
