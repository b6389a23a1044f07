import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { homeAnnouncementsQueryOptions } from '@app/api/queries'
import { AnnouncementsPage } from '@app/features/announcements/AnnouncementsPage'

export const Route = createFileRoute('/$company/_frame/pages/ANO-SHOW')({
  staticData: { authorize: 'auth', menuId: 'ANO-SHOW', title: msg`Announcements` },
  loader: ({ context }) => context.queryClient.ensureQueryData(homeAnnouncementsQueryOptions()),
  component: AnnouncementsPage,
})
