import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'

export const Route = createFileRoute('/$company/_frame/pages/authoring/node_missing_translation')({
  staticData: { authorize: { capability: 'authoring' }, title: msg`Documents Missing a Translation` },
  component: NotAvailablePage,
})
