import { companies as demoCompanies, defaultCompany } from '@shared/companies'
import * as t from '../schema'
import type { IdOf, Tx } from './context'

/** The demo companies, their app settings and the master configuration; answers a company's id by code. */
export async function seedCompanies(tx: Tx): Promise<IdOf> {
  const companyRows = await tx
    .insert(t.companies)
    .values(
      Object.values(demoCompanies).map((company) => ({
        code: company.code,
        name: company.name,
        skin: company.skin,
        isDefault: company.code === defaultCompany,
      })),
    )
    .returning()
  const companyId = (code: string) => {
    const row = companyRows.find((company) => company.code === code)
    if (!row) throw new Error(`Unknown company ${code}`)
    return row.id
  }

  await tx.insert(t.appConfig).values([
    { companyId: companyId('freight'), logo: 'transport', manual: 'MULTIMODAL', carEnabled: 'true' },
    { companyId: companyId('benefits'), logo: 'benefits', manual: 'BENEFITS', carEnabled: 'false' },
  ])

  const mc = (
    category: string,
    key: string,
    mcValue: string,
    extra: Partial<typeof t.masterConfig.$inferInsert> = {},
  ) => ({
    category,
    key,
    mcValue,
    ...extra,
  })
  await tx
    .insert(t.masterConfig)
    .values([
      mc('FRAMEWORK', 'LANGUAGE', 'en-us', { mcDescription: 'English', mcV1: 'Y', mcV2: 'en-us', sequence: 1 }),
      mc('FRAMEWORK', 'LANGUAGE', 'fr', { mcDescription: 'Français', mcV1: 'Y', mcV2: 'fr', sequence: 2 }),
      mc('FRAMEWORK', 'GOOGLE_ANALYTICS_OPTION', 'CMID'),
      mc('FRAMEWORK', 'GOOGLE_ANALYTICS_ID', 'G-NWSTAFF01', { mcDescription: 'Staff (ADMIN, EMPLOYEE, SALES)' }),
      mc('FRAMEWORK', 'GOOGLE_ANALYTICS_ID_CUSTOMER', 'G-NWCUST01', { mcDescription: 'Customers and visitors' }),
      mc('HTTPCLUSTER', 'PUBLIC_SITE', 'https://www.northwayfreight.example'),
      mc('HTTPCLUSTER', 'PUBLIC_SITE_MTD2', 'https://portal.northwayfreight.example'),
      mc('HTTPCLUSTER', 'APS_PUBLIC_SITE_MTD2', 'https://benefits.northway.example'),
      // Systems a signed-in user can authorize with single sign-on; mc_v1 is the French name.
      mc('OIDC', 'SOURCE', 'IMAGING', {
        mcDescription: 'Document imaging system',
        mcV1: "Système d'imagerie des documents",
        sequence: 1,
      }),
      mc('OIDC', 'SOURCE', 'CLAIMS', {
        mcDescription: 'Claims management system',
        mcV1: 'Système de gestion des réclamations',
        sequence: 2,
      }),
    ])
  return companyId
}
