import { useParams } from '@tanstack/react-router'
import { isApiError, refusalOf } from '@app/api/errors'
import { useSession } from '@app/session'

/** The company of the page's address. */
export function usePageCompany() {
  const { company } = useParams({ strict: false }) as { company?: string }
  return company ?? ''
}

/** Where a screen's pages are: its list, its add form, a record's edit form. */
export function screenPath(company: string, page: string, what: { add?: true; edit?: number } = {}) {
  const base = `/${company}/pages/${page}`
  if (what.add) return `${base}/add`
  if (what.edit !== undefined) return `${base}/edit/${what.edit}`
  return base
}

/** A record id from the address: a positive whole number, or 0 (which no record has, so the server answers 404). */
export function recordId(text: string): number {
  const id = Number(text)
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 0
}

/** The message of a refused call: the server's own, or `fallback`. */
export function refusal(error: unknown, fallback: string): string {
  return refusalOf(error) ?? fallback
}

/** The field errors a 400 or 409 answer names. */
export function fieldErrors(error: unknown): Record<string, string> | undefined {
  return isApiError(error) ? ((error.data as { errors?: Record<string, string> } | null)?.errors ?? undefined) : undefined
}

/** The signed-in user as the data grid needs them: preferences and push reports are per user and group. */
export function useGridUser() {
  const { auth, user } = useSession()
  return auth ? { signedIn: true, company: auth.company, group: user?.group ?? undefined } : null
}
