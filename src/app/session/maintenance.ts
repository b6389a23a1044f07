import type { MaintenanceProbe } from '@app/api/maintenance'

/** The app's own maintenance page, unless the deployment names another site. */
export const DEFAULT_MAINTENANCE_URL = '/maintenance'

/** VITE_MAINTENANCE_URL at build time, else the app's own page. */
export function configuredMaintenanceUrl(
  configured: string | undefined = import.meta.env.VITE_MAINTENANCE_URL as string | undefined,
): string {
  return configured?.trim() || DEFAULT_MAINTENANCE_URL
}

/** Redirect when the answer marks maintenance, or when the check failed with a server response. */
export function maintenanceRedirect(probe: MaintenanceProbe): boolean {
  if (probe.kind === 'unreachable') return false
  return probe.maintenance || probe.status >= 400
}

/** The maintenance address with the page the user came from (document 1 section 8). */
export function maintenanceUrl(from: string, base: string = configuredMaintenanceUrl()): string {
  const hashAt = base.indexOf('#')
  const path = hashAt < 0 ? base : base.slice(0, hashAt)
  const hash = hashAt < 0 ? '' : base.slice(hashAt)
  const separator = path.includes('?') ? '&' : '?'
  return `${path}${separator}from=${encodeURIComponent(from)}${hash}`
}

/** Whether a path is the maintenance page itself, which must not send to itself again. */
export function isMaintenancePage(pathname: string, base: string = configuredMaintenanceUrl()): boolean {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(base)) return false
  const trim = (path: string) => path.split(/[?#]/)[0]!.replace(/\/+$/, '')
  return trim(pathname) === trim(base)
}

/**
 * The ping on every route change. Resolves with the address to send the user to, or undefined
 * to stay; the router decides how to go there (another site needs a full page load).
 */
export async function maintenanceCheck({
  probe,
  pathname,
  from,
  base = configuredMaintenanceUrl(),
}: {
  probe: () => Promise<MaintenanceProbe>
  /** The path being opened. */
  pathname: string
  /** The full address to come back to. */
  from: string
  base?: string
}): Promise<string | undefined> {
  if (isMaintenancePage(pathname, base)) return undefined
  return maintenanceRedirect(await probe()) ? maintenanceUrl(from, base) : undefined
}
