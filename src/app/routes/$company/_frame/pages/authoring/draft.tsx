import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/_frame/pages/authoring/draft')({
  staticData: { authorize: { capability: 'workflow' }, title: msg`Drafts` },
  component: NotAvailablePage,
})
