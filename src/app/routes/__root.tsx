import { createRootRouteWithContext, Outlet, useParams } from '@tanstack/react-router'
import { companies, defaultCompany, isCompanyCode } from '@shared/companies'
import { SkinProvider } from '@app/theme'
import type { RouterContext } from '../router'

function Root() {
  const { company } = useParams({ strict: false })
  const code = isCompanyCode(company) ? company : defaultCompany
  return (
    <SkinProvider skin={companies[code].skin} mode="light">
      <Outlet />
    </SkinProvider>
  )
}

export const Route = createRootRouteWithContext<RouterContext>()({ component: Root })
