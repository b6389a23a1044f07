import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useParams } from '@tanstack/react-router'
import { Archive, Inbox, Send } from 'lucide-react'
import { useCallback, useMemo, useState } from 'react'
import styled from 'styled-components'
import { Temporal } from 'temporal-polyfill'
import { DataGrid, type GridRow } from '@app/grid'
import { useSession } from '@app/session'
import { Button } from '@app/ui/Button'
import { EmptyState } from '@app/ui/EmptyState'
import { Link } from '@app/ui/Link'
import { PageHeading } from '@app/shell/PageHeading'
import { usePageHeading } from '@app/shell/usePage'
import { ObsoleteDialog, PublishDialog } from './ActionDialogs'
import { WORK_LISTS, type WorkListName, workListApi } from './api'
import { ROW_ACTIONS, workListColumns } from './columns'

/** What each list's empty state says. */
const EMPTY: Record<WorkListName, { title: MessageDescriptor; description: MessageDescriptor }> = {
  workflow: { title: msg`Nothing waits for you`, description: msg`Drafts sent to you for approval are listed here.` },
  draft: { title: msg`No drafts`, description: msg`Drafts being written, and those sent back with a comment, are listed here.` },
  publish_ready: { title: msg`Nothing to publish`, description: msg`Drafts approved by their whole chain are listed here.` },
  publish_obsolete: {
    title: msg`No document to withdraw`,
    description: msg`Approved requests to mark a document obsolete are listed here.`,
  },
  staging_missing_translation: {
    title: msg`Every draft has its translation`,
    description: msg`Drafts whose other language is neither written nor published are listed here.`,
  },
  node_missing_translation: {
    title: msg`Every document has its translation`,
    description: msg`Documents published in one language only are listed here.`,
  },
  review_due: { title: msg`No review due`, description: msg`Documents due for their periodic review within 30 days are listed here.` },
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-end: ${({ theme }) => theme.space.md};

  output {
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`

/** Today in the user's time zone, YYYY-MM-DD. */
export const todayText = () => Temporal.Now.plainDateISO().toString()

export interface WorkListPageProps {
  list: WorkListName
  /** Today, YYYY-MM-DD: the effective date offered when publishing (stories fix it). */
  today?: string
}

/**
 * An authoring work list (document 1 section 7) in the data grid: search, sort, paging, export and
 * column preferences come with the grid. Each row opens its draft or document; Publish Ready and the
 * approved withdrawals are acted on here, a row at a time or the selected ones together.
 */
export function WorkListPage({ list, today }: WorkListPageProps) {
  const { t, i18n } = useLingui()
  const { title } = usePageHeading()
  const { auth, user } = useSession()
  const { company } = useParams({ strict: false }) as { company?: string }
  const { cmid } = WORK_LISTS[list]
  const action = ROW_ACTIONS[list]
  const adaptColumns = useMemo(() => workListColumns(list, i18n, company ?? ''), [list, i18n, company])
  const [selected, setSelected] = useState<readonly GridRow[]>([])
  const [acting, setActing] = useState<readonly GridRow[] | null>(null)
  const onEvent = useCallback((_name: string, row?: GridRow) => row && setActing([row]), [])
  // Rows done leave the selection; those refused stay selected, as the grid still shows them.
  const keepUndone = useCallback(
    (done: readonly GridRow[]) => setSelected((current) => current.filter((row) => !done.some((item) => item.id === row.id))),
    [],
  )
  const empty = EMPTY[list]
  const gridUser = useMemo(
    () => (auth ? { signedIn: true, company: auth.company, group: user?.group ?? undefined } : null),
    [auth, user?.group],
  )

  return (
    <>
      <PageHeading
        actions={
          list === 'workflow' ? (
            <Link href={`/${company ?? ''}/pages/authoring/delegation`} variant="standalone">
              {t`Delegate my approvals…`}
            </Link>
          ) : undefined
        }
      />
      {action && (
        <Bar>
          <Button
            icon={list === 'publish_ready' ? <Send /> : <Archive />}
            isDisabled={selected.length === 0}
            onPress={() => setActing(selected)}
          >
            {list === 'publish_ready' ? t`Publish the selected drafts…` : t`Mark the selected documents obsolete…`}
          </Button>
          <output aria-live="polite">{t`${selected.length} selected`}</output>
        </Bar>
      )}
      <DataGrid
        api={workListApi(list)}
        cmid={cmid}
        title={title}
        rowKey="id"
        searchMode="basic"
        exportable
        keepHistory
        user={gridUser}
        adaptColumns={adaptColumns}
        selectionMode={action ? 'multiple' : 'none'}
        onSelectionChange={action ? setSelected : undefined}
        onEvent={action ? onEvent : undefined}
        emptyState={<EmptyState icon={<Inbox />} title={i18n._(empty.title)} description={i18n._(empty.description)} />}
      />
      {acting && list === 'publish_ready' && (
        <PublishDialog
          rows={acting}
          isOpen
          onOpenChange={(open) => !open && setActing(null)}
          onDone={keepUndone}
          today={today ?? todayText()}
        />
      )}
      {acting && list === 'publish_obsolete' && (
        <ObsoleteDialog rows={acting} isOpen onOpenChange={(open) => !open && setActing(null)} onDone={keepUndone} />
      )}
    </>
  )
}
