import { msg } from '@lingui/core/macro'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { manualConfigQueryOptions, tableOfContentsQueryOptions } from '@app/features/manual/api'
import { prefetch } from '@app/features/manual/loaders'
import { tocSearchSchema } from '@app/features/manual/searchParams'

// The page comes with the manual's screens, in a chunk of their own that the loader asks for.
const TocPage = lazyRouteComponent(() => import('@app/features/manual/TocPage'), 'TocPage')

/** The manual's menu entry and /toc: the table of contents. */
export const Route = createFileRoute('/$company/_frame/pages/QPM-DOC')({
  staticData: { authorize: { cmid: 'QPM-DOC' }, title: msg`Table of Contents` },
  validateSearch: tocSearchSchema,
  loader: ({ context }) => prefetch(context.queryClient, TocPage, tableOfContentsQueryOptions(), manualConfigQueryOptions()),
  component: function Contents() {
    return <TocPage section={Route.useSearch().section} />
  },
})
