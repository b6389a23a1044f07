/** What the maintenance check saw. */
export type MaintenanceProbe =
  | { kind: 'answered'; status: number; maintenance: boolean; message?: string }
  | { kind: 'unreachable' }

/**
 * The maintenance check: a plain GET on the site root with a timestamp query (document 1 section 7).
 * The server answers JSON `{ maintenance, message? }` (503 while a notice is active); any other
 * answer, such as the app's own page, means no maintenance.
 */
export async function probeMaintenance(
  fetchFn: typeof fetch = (...args) => globalThis.fetch(...args),
  now: number = Date.now(),
): Promise<MaintenanceProbe> {
  let response: Response
  try {
    response = await fetchFn(`/?_=${now}`, {
      method: 'GET',
      headers: { Accept: 'application/json' },
      cache: 'no-store',
      credentials: 'same-origin',
    })
  } catch {
    return { kind: 'unreachable' }
  }
  let maintenance = false
  let message: string | undefined
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      const body = (await response.json()) as { maintenance?: unknown; message?: unknown }
      maintenance = body.maintenance === true
      if (typeof body.message === 'string') message = body.message
    } catch {
      // An unreadable body still has its status to go by.
    }
  }
  return { kind: 'answered', status: response.status, maintenance, ...(message ? { message } : {}) }
}
