import { companies, isCompanyCode } from '@shared/companies'

export interface TitleSource {
  /** The route's own title (already translated). */
  routeTitle?: string | null
  /** A menu-id page's menu entry: its title and subtitle (`menuPageOf`). */
  menuEntry?: { title?: string | null; subtitle?: string | null } | null
  /** The user's company (MT_COMP, or the route's company when signed out). */
  company?: string | null
  /** The skin's short product code. */
  productCode: string
}

export interface PageHeadingText {
  title: string
  subtitle: string | undefined
}

/** A company code as its display name; unknown codes stay as they are. */
export function companyName(company: string | null | undefined): string | undefined {
  if (!company) return undefined
  const code = company.toLowerCase()
  return isCompanyCode(code) ? companies[code].name : company
}

/**
 * Document 1 section 1: a menu-id page is headed by its menu entry (title and subtitle), any other
 * page by its route's title, and the default is the user's company. The subtitle is left out when it
 * repeats the title.
 */
export function pageHeading({ routeTitle, menuEntry, company }: Omit<TitleSource, 'productCode'>): PageHeadingText {
  const menuTitle = menuEntry?.title?.trim()
  if (menuTitle) {
    const subtitle = menuEntry?.subtitle?.trim()
    return { title: menuTitle, subtitle: subtitle && subtitle !== menuTitle ? subtitle : undefined }
  }
  return { title: routeTitle?.trim() || companyName(company) || '', subtitle: undefined }
}

/** The document title of a page: 'Title – Subtitle | NWF' (document 1 section 1). */
export function pageTitle(source: TitleSource): string {
  const { title, subtitle } = pageHeading(source)
  const text = subtitle ? `${title} – ${subtitle}` : title
  return text ? `${text} | ${source.productCode}` : source.productCode
}
