import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/fullscreen/user/required_readings')({
  staticData: { authorize: 'auth', title: msg`Required Readings` },
  component: NotAvailablePage,
})
