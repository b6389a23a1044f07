import { companies, isCompanyCode } from '@shared/companies'

export interface TitleSource {
  /** The route's own title (already translated). */
  routeTitle?: string | null
  /** The menu entry of a menu-id page: CMTITLE and subtitle CMVNAM. */
  menuEntry?: { CMTITLE?: string | null; CMVNAM?: string | null } | null
  /** The user's company (MT_COMP, or the route's company when signed out). */
  company?: string | null
  /** The skin's short product code. */
  productCode: string
}

/** A company code as its display name; unknown codes stay as they are. */
export function companyName(company: string | null | undefined): string | undefined {
  if (!company) return undefined
  const code = company.toLowerCase()
  return isCompanyCode(code) ? companies[code].name : company
}

/**
 * Document 1 section 1: a menu-id page is titled by its menu entry (CMTITLE, subtitle CMVNAM),
 * any other page by its route, and the default is the user's company. 'Title – Subtitle | NWF'.
 */
export function pageTitle({ routeTitle, menuEntry, company, productCode }: TitleSource): string {
  const menuTitle = menuEntry?.CMTITLE?.trim()
  let title = menuTitle || routeTitle?.trim() || companyName(company) || ''
  const subtitle = menuTitle ? menuEntry?.CMVNAM?.trim() : undefined
  if (subtitle && subtitle !== title) title = `${title} – ${subtitle}`
  return title ? `${title} | ${productCode}` : productCode
}
