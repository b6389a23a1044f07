import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Send } from 'lucide-react'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import { isStaff } from '@shared/auth'
import { useGridUser, usePageCompany } from '@app/blocks/ResourcePages'
import { DataGrid, type GridRow } from '@app/grid'
import { findMenuPage, useSession } from '@app/session'
import { Button } from '@app/ui/Button'
import { EmptyState } from '@app/ui/EmptyState'
import { Link } from '@app/ui/Link'
import { toast } from '@app/ui/Toast'
import { ToggleButtonGroup } from '@app/ui/ToggleButtonGroup'
import { PageHeading } from '@app/shell/PageHeading'
import { usePageHeading } from '@app/shell/usePage'
import { pushReportListApi, useRunPushReport } from './api'
import { pushReportGridClient, pushReportListColumns } from './columns'
import { pushReportPaths } from './labels'
import { PUSH_REPORT_LISTS, type PushReportList } from './lists'
import { Intro } from './layout'


const LIST_LABELS: Record<PushReportList, MessageDescriptor> = {
  mine: msg({ message: 'My reports', context: 'push report list' }),
  all: msg({ message: 'All reports', context: 'push report list' }),
  customers: msg({ message: "Customers' reports", context: 'push report list' }),
}

/** The list's grid key of a menu id. */
export const PUSH_REPORT_LIST_CMID = 'PUSHREPORT'

/** Whether the signed-in account is staff (employee, sales or administrator). */
export function useIsStaff(): boolean {
  const { user } = useSession()
  return isStaff(user?.profile?.MT_TYPE)
}

export interface PushReportListPageProps {
  /** The menu id of the page whose reports are shown; all of them when left out. */
  cmid?: string
  /** Staff: which list; the reader's own for everyone else. */
  list: PushReportList
  onListChange: (list: PushReportList) => void
  /** Shows every report again, whatever page it runs on. */
  onShowAll: () => void
}

/**
 * PUSHREPORT?cmid=...: the reader's push reports in the data grid (for staff also every report and the
 * customers' ones), narrowed to one page's reports when the address names the page. The name opens the
 * report; each row opens its repository or runs the report at once.
 */
export function PushReportListPage({ cmid, list, onListChange, onShowAll }: PushReportListPageProps) {
  const { t, i18n } = useLingui()
  const { title } = usePageHeading()
  const company = usePageCompany()
  const user = useGridUser()
  const { user: session } = useSession()
  const staff = useIsStaff()
  const navigate = useNavigate()
  const run = useRunPushReport()
  const paths = pushReportPaths(company)
  const shown = staff ? list : 'mine'
  const columns = useMemo(() => pushReportListColumns(i18n, company), [i18n, company])
  const client = useMemo(() => pushReportGridClient(i18n), [i18n])
  const page = cmid ? (findMenuPage(session?.menus ?? [], cmid)?.title ?? cmid) : undefined

  const onEvent = useCallback(
    (name: string, row?: GridRow) => {
      const id = Number(row?.id)
      if (!row || !Number.isInteger(id)) return
      if (name === 'repository') void navigate({ href: paths.repository(id) })
      if (name === 'run') {
        const report = String(row.name ?? '')
        run.mutate(id, {
          onSuccess: (started) =>
            toast.positive(t`${report} is running. Its file appears in the repository when it is ready.`, {
              action: { label: t`Open the run`, onAction: () => void navigate({ href: paths.run(id, started.id) }) },
            }),
          onError: () => toast.negative(t`${report} could not be run. Try again.`),
        })
      }
    },
    [navigate, paths, run, t],
  )

  return (
    <>
      <PageHeading />
      <Intro>
        {staff && (
          <ToggleButtonGroup
            aria-label={t`Show`}
            options={PUSH_REPORT_LISTS.map((id) => ({ id, label: i18n._(LIST_LABELS[id]) }))}
            value={shown}
            onChange={onListChange}
          />
        )}
        {page ? (
          <>
            <p>{t`Reports that run the search of the page ${page}.`}</p>
            <Button size="sm" onPress={onShowAll}>
              {shown === 'mine' ? t`Show all my reports` : t`Show reports of every page`}
            </Button>
          </>
        ) : (
          <p>
            {shown === 'mine'
              ? t`Your reports on every page. To add one, search a table, then choose Push report in its toolbar.`
              : shown === 'all'
                ? t`Every report of the company.`
                : t`The reports of the company's customer accounts.`}
          </p>
        )}
      </Intro>
      <DataGrid
        key={`${shown}:${cmid ?? ''}`}
        api={pushReportListApi(shown, cmid)}
        cmid={PUSH_REPORT_LIST_CMID}
        title={title}
        columns={columns}
        rowKey="id"
        preferences
        keepHistory
        user={user}
        client={client}
        onEvent={onEvent}
        emptyState={
          <EmptyState
            icon={<Send />}
            title={t`No push report yet`}
            description={
              <>
                {t`Search a table, then choose Push report in its toolbar to have the search sent to you on a schedule.`}{' '}
                {page && <Link href={paths.list()}>{t`Show all my reports`}</Link>}
              </>
            }
          />
        }
      />
    </>
  )
}
