/** The demo companies and their skins; the server seeds them and the app skins signed-out pages with them. */
export const companies = {
  freight: { code: 'freight', name: 'Northway Freight', skin: 'transport' },
  benefits: { code: 'benefits', name: 'Northway Workplace Benefits', skin: 'benefits' },
} as const

export type CompanyCode = keyof typeof companies

/** The first (default) transport company. */
export const defaultCompany: CompanyCode = 'freight'

export function isCompanyCode(value: unknown): value is CompanyCode {
  return typeof value === 'string' && Object.hasOwn(companies, value)
}
