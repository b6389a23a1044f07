import { redirect } from '@tanstack/react-router'
import { MAX_ID } from '@shared/contract/schemas'
import { paths } from '@app/shell/paths'

/** An id of the address, or the 404 page when it cannot be one. */
export function idOrNotFound(text: string): number {
  const id = /^\d{1,10}$/.test(text) ? Number(text) : 0
  if (id < 1 || id > MAX_ID) throw redirect({ href: paths.notFound, replace: true })
  return id
}
