import { isAbort } from '@app/api/errors'

/** A request the grid cancelled itself is not a failure. */
export function wasCancelled(error: unknown): boolean {
  return isAbort(error) || Boolean((error as { aborted?: boolean } | null)?.aborted)
}
