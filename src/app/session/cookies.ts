import { ACCESS_COOKIE_SUFFIX } from '@shared/constants'

/** `{company}-access-token` (document 1 section 9). */
export function accessCookieName(company: string): string {
  return `${company}${ACCESS_COOKIE_SUFFIX}`
}

export interface CookieJar {
  /** A readable cookie's value; an HttpOnly cookie reads as undefined. */
  get(name: string): string | undefined
  remove(name: string): void
}

/** `portal.example.com` -> `example.com`; hosts without a parent (localhost, addresses) give undefined. */
export function parentDomain(hostname: string): string | undefined {
  if (!hostname || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return undefined
  const labels = hostname.split('.')
  return labels.length > 2 ? labels.slice(1).join('.') : undefined
}

export function documentCookies(doc: Document = document): CookieJar {
  return {
    get(name) {
      for (const part of doc.cookie.split(';')) {
        const eq = part.indexOf('=')
        if (eq < 0) continue
        if (part.slice(0, eq).trim() !== name) continue
        try {
          return decodeURIComponent(part.slice(eq + 1).trim())
        } catch {
          return part.slice(eq + 1).trim()
        }
      }
      return undefined
    },
    remove(name) {
      const expired = `${name}=; Max-Age=0; Path=/`
      doc.cookie = expired
      // The access cookie spans the parent domain, so it is cleared there as well.
      const parent = parentDomain(doc.location?.hostname ?? '')
      if (parent) doc.cookie = `${expired}; Domain=${parent}`
    },
  }
}
