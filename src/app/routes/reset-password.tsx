import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { searchText } from '@app/shell/search'
import { defaultCompany, isCompanyCode } from '@shared/companies'
import { ResetPasswordPage } from '@app/features/account/ResetPasswordPage'

const searchSchema = v.object({
  company: searchText,
})

export const Route = createFileRoute('/reset-password')({
  staticData: { authorize: 'public', title: msg`Reset Password` },
  validateSearch: searchSchema,
  component: function ResetPassword() {
    const { company } = Route.useSearch()
    return <ResetPasswordPage company={isCompanyCode(company) ? company : defaultCompany} />
  },
})
