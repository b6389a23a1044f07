import { msg } from '@lingui/core/macro'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { searchOptionsQueryOptions } from '@app/features/manual/api'
import { prefetch } from '@app/features/manual/loaders'
import { manualSearchSchema } from '@app/features/manual/searchParams'

// The page comes with the manual's screens, in a chunk of their own that the loader asks for.
const SearchPage = lazyRouteComponent(() => import('@app/features/manual/SearchPage'), 'SearchPage')

export const Route = createFileRoute('/$company/fullscreen/user/search')({
  staticData: { authorize: 'auth', title: msg`Manual Search` },
  validateSearch: manualSearchSchema,
  loader: ({ context }) => prefetch(context.queryClient, SearchPage, searchOptionsQueryOptions()),
  component: function Search() {
    const navigate = Route.useNavigate()
    return (
      <SearchPage
        search={Route.useSearch()}
        onSearch={(next) => void navigate({ search: (previous) => ({ ...previous, ...next }) })}
      />
    )
  },
})
