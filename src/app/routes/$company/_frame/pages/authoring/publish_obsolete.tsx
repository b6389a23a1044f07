import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/_frame/pages/authoring/publish_obsolete')({
  staticData: { authorize: { capability: 'admin' }, title: msg`Mark Obsolete` },
  component: NotAvailablePage,
})
