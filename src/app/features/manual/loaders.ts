import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { MAX_ID } from '@shared/contract/schemas'
import { isApiError } from '@app/api/errors'
import { paths } from '@app/shell/paths'
import { documentQueryOptions, tableOfContentsQueryOptions } from './api'
import { documentFromPath } from './toc'

// What the manual's routes load before their page is drawn, and where an unknown or refused document
// sends the reader: the 404 page for a document that does not exist or is not published, the 403 page
// (with the way back) for a staff-only document opened by a customer.

/** A document id of the address, or undefined when it cannot be one. */
export function documentId(text: string): number | undefined {
  if (!/^\d{1,10}$/.test(text)) return undefined
  const id = Number(text)
  return id >= 1 && id <= MAX_ID ? id : undefined
}

function notFound(): never {
  throw redirect({ href: paths.notFound, replace: true })
}

/** Loads a document for its page; other failures are left to the page, which offers to try again. */
export async function loadDocument(queryClient: QueryClient, idText: string, location: { href: string }): Promise<number> {
  const id = documentId(idText)
  if (id === undefined) notFound()
  try {
    await queryClient.ensureQueryData(documentQueryOptions(id))
  } catch (error) {
    if (isApiError(error) && error.status === 404) notFound()
    if (isApiError(error) && error.status === 403) throw redirect({ href: paths.forbidden(location.href), replace: true })
  }
  return id
}

/**
 * The catch-all address of a document (menu id QPM-DOC): its id or its controlled number as the last part
 * of the path, found in the reader's table of contents.
 */
export async function loadDocumentAt(queryClient: QueryClient, splat: string, location: { href: string }): Promise<number> {
  const toc = await queryClient.ensureQueryData(tableOfContentsQueryOptions())
  const found = documentFromPath(toc.nodes, splat)
  if (found) return loadDocument(queryClient, String(found.id), location)
  // A staff-only document is not in a customer's contents: a bare id still gets the server's answer (403).
  const last = splat.split('/').filter(Boolean).at(-1) ?? ''
  if (documentId(last) !== undefined) return loadDocument(queryClient, last, location)
  return notFound()
}

/** A page that comes in a chunk of its own (`lazyRouteComponent`). */
interface LazyPage {
  preload?: () => Promise<void> | undefined
}

/**
 * Fetches a page's code and the reads it needs before it is drawn, side by side, so the page appears
 * whole (and focus finds its heading); a failed read is left to the page, which shows it with a retry.
 */
export async function prefetch(queryClient: QueryClient, page: LazyPage, ...reads: { queryKey: QueryKey }[]) {
  await Promise.all([
    page.preload?.(),
    ...reads.map((read) => queryClient.ensureQueryData(read as EnsureQueryDataOptions).catch(() => undefined)),
  ])
}
