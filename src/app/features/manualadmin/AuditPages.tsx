import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import styled from 'styled-components'
import { DataGrid, type GridColumn, type GridRow } from '@app/grid'
import { afterLoginDestination, sessionKey, useSession, useSessionStore } from '@app/session'
import { EmptyState } from '@app/ui/EmptyState'
import { toast } from '@app/ui/Toast'
import { PageHeading } from '@app/shell/PageHeading'
import { adoptSwitchedSession } from '@app/features/audit/adoptSession'
import { auditApi, userSettingsQueryOptions, useManualSwitchUser } from './api'
import { refusal, useGridUser } from './ResourcePages'
import { rememberSwitch } from './switched'

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`

/** The columns of a list of readings (a person's, a document's, a group's). */
function useReadingColumns(): GridColumn[] {
  const { t } = useLingui()
  return useMemo(
    () => [
      { name: 'username', label: t`Username` },
      { name: 'name', label: t`Name` },
      { name: 'number', label: t`Number` },
      { name: 'title', label: t`Title` },
      {
        name: 'required_revision',
        label: t`Revision to read`,
        type: 'number',
        searchable: false,
      },
      {
        name: 'read_revision',
        label: t`Revision read`,
        type: 'number',
        searchable: false,
      },
      { name: 'read_at', label: t`Read`, type: 'datetime', searchable: false },
      { name: 'due_date', label: t`Due`, type: 'date', searchable: false },
      { name: 'status', label: t`Status` },
    ],
    [t],
  )
}

/** The compliance figures' columns, and the action that opens a row's readers. */
function useFigureColumns(): GridColumn[] {
  const { t } = useLingui()
  return [
    { name: 'required', label: t`Must read`, type: 'number', searchable: false },
    { name: 'acknowledged', label: t`Acknowledged`, type: 'number', searchable: false },
    { name: 'pending', label: t`Not yet`, type: 'number', searchable: false },
    { name: 'overdue', label: t`Overdue`, type: 'number', searchable: false },
    { name: 'percentage', label: t`% acknowledged`, type: 'number', searchable: false },
    { name: 'readers', label: t`Readers`, type: 'action', event: 'readers', action: t`Readers`, disable: true, searchable: false },
  ]
}

/**
 * The compliance view: per document and per group, how many must read, have read, have not, are late,
 * and the share read; each row opens its readers (who acknowledged which revision and when). Every list
 * exports through the grid's export.
 */
export function CompliancePage() {
  const { t } = useLingui()
  const user = useGridUser()
  const readingColumns = useReadingColumns()
  const figureColumns = useFigureColumns()
  const [open, setOpen] = useState<{
    kind: 'document' | 'group'
    id: number
    title: string
  } | null>(null)
  const documentColumns = useMemo<GridColumn[]>(
    () => [
      {
        name: 'id',
        label: t`ID`,
        type: 'number',
        visible: false,
        searchable: false,
      },
      { name: 'number', label: t`Number` },
      { name: 'title', label: t`Title` },
      {
        name: 'revision',
        label: t`Revision`,
        type: 'number',
        searchable: false,
      },
      ...figureColumns,
    ],
    [t, figureColumns],
  )
  const groupColumns = useMemo<GridColumn[]>(
    () => [
      {
        name: 'id',
        label: t`ID`,
        type: 'number',
        visible: false,
        searchable: false,
      },
      { name: 'code', label: t`Group ID` },
      { name: 'name', label: t`Group` },
      { name: 'members', label: t`Members`, type: 'number', searchable: false },
      ...figureColumns,
    ],
    [t, figureColumns],
  )
  const onEvent = (kind: 'document' | 'group') => (name: string, row?: GridRow) => {
    if (name === 'readers' && row)
      setOpen({
        kind,
        id: Number(row.id),
        title: String(row.title ?? row.name),
      })
  }
  return (
    <Stack>
      <PageHeading />
      <section aria-labelledby="compliance-documents">
        <h2 id="compliance-documents">
          <Trans>Per document</Trans>
        </h2>
        <DataGrid
          api={auditApi.documents}
          cmid="QPM-COMPLIANCE"
          title={t`Compliance per document`}
          columns={documentColumns}
          rowKey="id"
          exportable
          preferences
          user={user}
          onEvent={onEvent('document')}
        />
      </section>
      <section aria-labelledby="compliance-groups">
        <h2 id="compliance-groups">
          <Trans>Per group</Trans>
        </h2>
        <DataGrid
          api={auditApi.groups}
          cmid="QPM-COMPLIANCE"
          title={t`Compliance per group`}
          columns={groupColumns}
          rowKey="id"
          exportable
          preferences
          user={user}
          onEvent={onEvent('group')}
        />
      </section>
      {open && (
        <section aria-labelledby="compliance-readers">
          <h2 id="compliance-readers">
            <Trans>Readers of {open.title}</Trans>
          </h2>
          <DataGrid
            key={`${open.kind}-${open.id}`}
            api={open.kind === 'document' ? auditApi.document(open.id) : auditApi.group(open.id)}
            cmid="QPM-COMPLIANCE"
            title={t`Readers of ${open.title}`}
            columns={readingColumns}
            rowKey="key"
            exportable
            user={user}
          />
        </section>
      )}
    </Stack>
  )
}

/** audit/required_readings/{id}: one person's required readings, read or not. */
export function UserReadingsPage({ id }: { id: number }) {
  const { t } = useLingui()
  const user = useGridUser()
  const columns = useReadingColumns()
  return (
    <>
      <PageHeading />
      <DataGrid
        api={auditApi.readings(id)}
        cmid="QPM-AUDIT"
        title={t`Required readings`}
        columns={columns}
        rowKey="key"
        exportable
        user={user}
        emptyState={<EmptyState title={t`Nothing to read`} description={t`This person has no required reading.`} />}
      />
    </>
  )
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  dd {
    margin: 0;
  }
`

/** audit/settings/{id}: a person's manual settings. */
export function UserSettingsPage({ id }: { id: number }) {
  const { t } = useLingui()
  const settings = useQuery(userSettingsQueryOptions(id))
  if (settings.isError)
    return (
      <>
        <PageHeading />
        <EmptyState title={t`These settings could not be read`} description={refusal(settings.error, t`Try again later.`)} />
      </>
    )
  const data = settings.data
  return (
    <>
      <PageHeading />
      {data && (
        <Facts>
          <dt>{t`User`}</dt>
          <dd>{`${data.name} (${data.username})`}</dd>
          <dt>{t`Language of documents`}</dt>
          <dd>{data.language === 'fr' ? t`French` : t`English`}</dd>
          <dt>{t`Text size`}</dt>
          <dd>{t`${data.text_size} px`}</dd>
        </Facts>
      )}
    </>
  )
}

/** audit/trail: every change made in the manual's admin, authoring and audit screens, newest first; or one record's. */
export function TrailPage({ record }: { record?: { resource: string; id: string } }) {
  const { t } = useLingui()
  const user = useGridUser()
  const columns = useMemo<GridColumn[]>(
    () => [
      { name: 'at', label: t`When`, type: 'datetime' },
      { name: 'username', label: t`Who` },
      { name: 'impersonator', label: t`Switched from` },
      { name: 'resource', label: t`What` },
      { name: 'record_id', label: t`Record` },
      { name: 'action', label: t`Action` },
      { name: 'old_values', label: t`Before` },
      { name: 'new_values', label: t`After` },
      { name: 'ip', label: t`From` },
    ],
    [t],
  )
  return (
    <>
      <PageHeading title={record ? t`Audit trail of ${record.resource} ${record.id}` : undefined} />
      <DataGrid
        api={record ? auditApi.recordTrail(record.resource, record.id) : auditApi.trail}
        cmid="QPM-TRAIL"
        title={t`Audit Trail`}
        columns={columns}
        rowKey="id"
        exportable
        preferences
        keepHistory
        user={user}
      />
    </>
  )
}

/**
 * audit/switch_user: an auditor picks a person and views the portal as them, read-only, under a banner
 * naming both; the switch is recorded, and so is the switch back.
 */
export function ManualSwitchUserPage() {
  const { t } = useLingui()
  const user = useGridUser()
  const store = useSessionStore()
  const { auth, user: me } = useSession()
  const navigate = useNavigate()
  const switchUser = useManualSwitchUser()
  const columns = useMemo<GridColumn[]>(
    () => [
      { name: 'username', label: t`Username` },
      { name: 'fname', label: t`First name` },
      { name: 'lname', label: t`Last name` },
      { name: 'type', label: t`Type` },
      {
        name: 'switch',
        label: t`Switch`,
        type: 'action',
        event: 'switch',
        action: t`Switch to`,
        disable: true,
        searchable: false,
      },
    ],
    [t],
  )
  const switchTo = async (row: GridRow) => {
    const username = String(row.username)
    try {
      const answer = await switchUser.mutateAsync(username)
      const from = auth ? sessionKey(auth.userid, auth.company) : ''
      const fromName = me ? `${me.profile.MT_FNAME} ${me.profile.MT_LNAME}`.trim() : ''
      const toName = `${answer.profile.MT_FNAME} ${answer.profile.MT_LNAME}`.trim()
      const target = await adoptSwitchedSession(store, answer)
      rememberSwitch({
        from,
        fromName,
        to: sessionKey(answer.profile.MT_UID, target),
        toName,
      })
      await navigate({ href: afterLoginDestination(answer.status, target) })
    } catch (error) {
      toast.negative(refusal(error, t`Failed to switch user.`))
    }
  }
  return (
    <>
      <PageHeading />
      <DataGrid
        api={auditApi.switchUsers}
        cmid="QPM-AUDIT"
        title={t`Users you can switch to`}
        columns={columns}
        rowKey="username"
        user={user}
        onEvent={(name, row) => name === 'switch' && row && void switchTo(row)}
      />
    </>
  )
}
