import type { Context } from 'hono'
import { and, desc, gt, lte } from 'drizzle-orm'
import { maintenanceNotices } from '../db/schema'
import { requestLocale, translateTo } from '../i18n'
import type { Deps } from '../lib/context'
import { httpMessages } from '../messages'

/** `GET /?_=1700000000000`: a query value (or bare key) made of digits is the maintenance ping. */
export function isMaintenancePing(c: Context): boolean {
  const search = new URL(c.req.url).searchParams
  for (const [key, value] of search) if (/^\d+$/.test(value) || (value === '' && /^\d+$/.test(key))) return true
  return false
}

/** 503 with the notice while a maintenance notice is active, else 200 `{maintenance: false}`. */
export async function maintenanceStatus(c: Context, deps: Deps): Promise<Response> {
  const now = deps.clock.now()
  const [notice] = await deps.db
    .select()
    .from(maintenanceNotices)
    .where(and(lte(maintenanceNotices.startsAt, now), gt(maintenanceNotices.endsAt, now)))
    .orderBy(desc(maintenanceNotices.endsAt))
    .limit(1)
  c.header('Cache-Control', 'no-store')
  if (!notice) return c.json({ maintenance: false })
  const locale = requestLocale(c.req.header('accept-language'))
  const message = (locale === 'fr' ? notice.messageFr : notice.message) || translateTo(locale, httpMessages.maintenance)
  const seconds = Math.max(1, Math.ceil((notice.endsAt.getTime() - now.getTime()) / 1000))
  c.header('Retry-After', String(seconds))
  return c.json({ maintenance: true, message, until: notice.endsAt.toISOString() }, 503)
}
