import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { searchText } from '@app/shell/search'
import { MaintenancePage } from '@app/features/errors/MaintenancePage'

const searchSchema = v.object({ from: searchText })

export const Route = createFileRoute('/maintenance')({
  staticData: { authorize: 'public', title: msg`Down For Maintenance` },
  validateSearch: searchSchema,
  component: function Maintenance() {
    const { from } = Route.useSearch()
    return <MaintenancePage from={from} />
  },
})
