import { createFileRoute, redirect } from '@tanstack/react-router'
import { defaultCompany } from '@shared/companies'

export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/$company/login', params: { company: defaultCompany } })
  },
})
