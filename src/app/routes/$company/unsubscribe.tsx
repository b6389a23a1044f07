import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { UnsubscribePage } from '@app/features/pushreports/UnsubscribePage'

// The token is kept as it came: the server judges it when the button is pressed.
const searchSchema = v.object({ token: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(500))), undefined) })

export const Route = createFileRoute('/$company/unsubscribe')({
  staticData: { authorize: 'public', title: msg`Unsubscribe` },
  validateSearch: searchSchema,
  component: function Unsubscribe() {
    const { company } = Route.useParams()
    const { token } = Route.useSearch()
    return <UnsubscribePage company={company} token={token} />
  },
})
