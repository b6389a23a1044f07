import type { QueryClient } from '@tanstack/react-query'
import { firstPageQueryOptions } from '@app/grid'
import { authoringOptionsQueryOptions, delegationsQueryOptions, WORK_LISTS, type WorkListName, workListApi } from './api'

/** A page that comes in a chunk of its own (`lazyRouteComponent`). */
interface LazyPage {
  preload?: () => Promise<void> | undefined
}

/**
 * Fetches a work list page's code and its first page side by side, so the page appears whole; a failed
 * first page is shown by the grid itself, with its Retry.
 */
export async function loadWorkList(queryClient: QueryClient, page: LazyPage, list: WorkListName) {
  await Promise.all([
    page.preload?.(),
    queryClient.ensureQueryData(firstPageQueryOptions(workListApi(list), WORK_LISTS[list].cmid)).catch(() => undefined),
  ])
}

/** The delegations page: its code, the approvers to choose from, and the delegations. */
export async function loadDelegations(queryClient: QueryClient, page: LazyPage) {
  await Promise.all([
    page.preload?.(),
    queryClient.ensureQueryData(authoringOptionsQueryOptions()),
    queryClient.ensureQueryData(delegationsQueryOptions()).catch(() => undefined),
  ])
}
