import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/_frame/pages/authoring/publish_ready')({
  staticData: { authorize: { capability: 'admin' }, title: msg`Ready to Publish` },
  component: NotAvailablePage,
})
