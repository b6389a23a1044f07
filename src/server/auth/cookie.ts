import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { ServerConfig } from '../config'

const SUFFIX = '-access-token'

/** Document 1 section 9: the cookie is named by company plus -access-token. */
export function cookieName(company: string): string {
  return `${company}${SUFFIX}`
}

export function isHttps(c: Context, config: ServerConfig): boolean {
  if (config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim()
    if (forwarded) return forwarded === 'https'
  }
  return new URL(c.req.url).protocol === 'https:'
}

function options(c: Context, config: ServerConfig) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax' as const,
    secure: isHttps(c, config),
    ...(config.cookieDomain ? { domain: config.cookieDomain } : {}),
  }
}

export function setAccessCookie(
  c: Context,
  config: ServerConfig,
  company: string,
  token: string,
  expiresAt: Date,
  now: Date,
) {
  setCookie(c, cookieName(company), token, {
    ...options(c, config),
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
  })
}

export function clearAccessCookie(c: Context, config: ServerConfig, company: string) {
  deleteCookie(c, cookieName(company), options(c, config))
}

/** Company access cookies sent with the request, the hinted company first. */
export function accessCookies(c: Context, hint?: string | null): { company: string; token: string }[] {
  const found = Object.entries(getCookie(c))
    .filter(([name, value]) => name.endsWith(SUFFIX) && value)
    .map(([name, token]) => ({ company: name.slice(0, -SUFFIX.length), token }))
  return hint ? found.sort((a, b) => Number(b.company === hint) - Number(a.company === hint)) : found
}
