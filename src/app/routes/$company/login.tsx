import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { searchText } from '@app/shell/search'
import { LoginPage } from '@app/features/auth/LoginPage'

const searchSchema = v.object({ redirect: searchText })

export const Route = createFileRoute('/$company/login')({
  staticData: { authorize: 'public', light: true, title: msg`Sign in`, firstMessages: true },
  validateSearch: searchSchema,
  component: function Login() {
    const { company } = Route.useParams()
    const { redirect } = Route.useSearch()
    return <LoginPage company={company} redirect={redirect} />
  },
})
