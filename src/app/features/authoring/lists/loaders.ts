import type { QueryClient } from '@tanstack/react-query'
import { firstPageQueryOptions } from '@app/grid'
import { authoringOptionsQueryOptions, delegationsQueryOptions, WORK_LISTS, type WorkListName, workListApi } from './api'

/**
 * A work list's first page, so the page appears whole (the router loads the page's code beside it); a
 * failed first page is shown by the grid itself, with its Retry.
 */
export async function loadWorkList(queryClient: QueryClient, list: WorkListName) {
  await queryClient.ensureQueryData(firstPageQueryOptions(workListApi(list), WORK_LISTS[list].cmid)).catch(() => undefined)
}

/** The delegations page: the approvers to choose from, and the delegations. */
export async function loadDelegations(queryClient: QueryClient) {
  await Promise.all([
    queryClient.ensureQueryData(authoringOptionsQueryOptions()),
    queryClient.ensureQueryData(delegationsQueryOptions()).catch(() => undefined),
  ])
}
