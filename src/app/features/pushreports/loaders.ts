import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { MAX_ID } from '@shared/contract/schemas'
import { isApiError } from '@app/api/errors'
import { paths } from '@app/shell/paths'
import { pushReportQueryOptions, pushReportRunQueryOptions } from './api'

// What the area's routes load before their page is drawn, and where an unknown or refused report sends
// the reader: the 404 page for a report or run that does not exist, the 403 page (with the way back) for
// another user's. Other failures are left to the page, which offers to try again.

function notFound(): never {
  throw redirect({ href: paths.notFound, replace: true })
}

/** An id of the address, or the 404 page when it cannot be one. */
export function idOf(text: string): number {
  const id = /^\d{1,10}$/.test(text) ? Number(text) : 0
  if (id < 1 || id > MAX_ID) notFound()
  return id
}

async function load(read: () => Promise<unknown>, location: { href: string }) {
  try {
    await read()
  } catch (error) {
    if (isApiError(error) && error.status === 404) notFound()
    if (isApiError(error) && error.status === 403) throw redirect({ href: paths.forbidden(location.href), replace: true })
  }
}

/** A report for its form or its repository. */
export async function loadPushReport(queryClient: QueryClient, idText: string, location: { href: string }): Promise<number> {
  const id = idOf(idText)
  await load(() => queryClient.ensureQueryData(pushReportQueryOptions(id)), location)
  return id
}

/** A run for its details page. */
export async function loadPushReportRun(
  queryClient: QueryClient,
  params: { pushreport_id: string; id: string },
  location: { href: string },
): Promise<{ reportId: number; id: number }> {
  const reportId = idOf(params.pushreport_id)
  const id = idOf(params.id)
  await load(() => queryClient.ensureQueryData(pushReportRunQueryOptions(reportId, id)), location)
  return { reportId, id }
}
