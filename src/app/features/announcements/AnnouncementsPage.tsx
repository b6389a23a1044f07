import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import DOMPurify from 'dompurify'
import { Megaphone } from 'lucide-react'
import styled from 'styled-components'
import { formatInstant } from '@shared/format'
import { homeAnnouncementsQueryOptions } from '@app/api/queries'
import { Card } from '@app/ui/Card'
import { EmptyState } from '@app/ui/EmptyState'
import { PageHeading } from '@app/shell/PageHeading'

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`

const Body = styled.div`
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.color.text.link};
  }
  p:first-child {
    margin-top: 0;
  }
  p:last-child {
    margin-bottom: 0;
  }
`

/** ANO-SHOW: the company's current announcements (`GET announcements/home`). */
export function AnnouncementsPage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(homeAnnouncementsQueryOptions())
  return (
    <>
      <PageHeading />
      {data.results.length === 0 ? (
        <EmptyState
          icon={<Megaphone />}
          title={t`No announcements`}
          description={t`News from your carrier will be posted here.`}
        />
      ) : (
        <Stack>
          {data.results.map((announcement) => {
            const date = formatInstant(announcement.starts_at, 'YYYY-MM-DD')
            return (
              <Card key={announcement.id} title={announcement.title} description={t`Posted ${date}`}>
                {/* The server sanitises the HTML; it is cleaned again before it reaches the page. */}
                <Body dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(announcement.html) }} />
              </Card>
            )
          })}
        </Stack>
      )}
    </>
  )
}
