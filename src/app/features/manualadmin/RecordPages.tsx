import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Inbox } from 'lucide-react'
import { useMemo, useState } from 'react'
import styled from 'styled-components'
import { DataGrid, type GridColumn, type GridRow } from '@app/grid'
import { useConfirm } from '@app/ui/AlertDialog'
import { Dialog } from '@app/ui/Dialog'
import { EmptyState } from '@app/ui/EmptyState'
import { toast } from '@app/ui/Toast'
import { PageHeading } from '@app/shell/PageHeading'
import { formatInstant } from '@shared/format'
import { emailQueryOptions, resourceApi, useRestoreNode } from './api'
import { refusal, useGridUser } from './ResourcePages'

/** admin/node_deleted: deleted sections and documents, each with Restore (asked first); they come back Offline. */
export function DeletedNodesPage() {
  const { t } = useLingui()
  const user = useGridUser()
  const restore = useRestoreNode()
  const { confirm, confirmDialog } = useConfirm()
  const columns = useMemo<GridColumn[]>(
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
      { name: 'kind', label: t`Kind` },
      { name: 'section', label: t`Section` },
      { name: 'deleted_at', label: t`Deleted`, type: 'datetime' },
      { name: 'deleted_by', label: t`Deleted by` },
      {
        name: 'restore',
        label: t`Restore`,
        type: 'action',
        event: 'restore',
        action: t`Restore`,
        disable: true,
        searchable: false,
      },
    ],
    [t],
  )
  const onEvent = async (name: string, row?: GridRow) => {
    if (name !== 'restore' || !row) return
    const title = String(row.title)
    const ok = await confirm({
      title: t`Restore ${title}?`,
      message: t`"${title}" and what was deleted with it come back Offline: publish them again to show them to readers.`,
      confirmLabel: t`Restore`,
    })
    if (!ok) return
    try {
      await restore.mutateAsync(Number(row.id))
      toast.positive(t`"${title}" restored, Offline.`)
    } catch (error) {
      toast.negative(refusal(error, t`"${title}" could not be restored.`))
    }
  }
  return (
    <>
      <PageHeading />
      <DataGrid
        api={resourceApi('node_deleted')}
        cmid="QPM-NODE-DELETED"
        title={t`Deleted Documents`}
        columns={columns}
        rowKey="id"
        exportable
        preferences
        keepHistory
        user={user}
        onEvent={(name, row) => void onEvent(name, row)}
        emptyState={
          <EmptyState
            icon={<Inbox />}
            title={t`Nothing deleted`}
            description={t`Deleted sections and documents are listed here.`}
          />
        }
      />
      {confirmDialog}
    </>
  )
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};

  dt {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`

const Body = styled.iframe`
  width: 100%;
  min-height: calc(${({ theme }) => theme.size.dialog.sm} * 0.75);
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};
`

/** One e-mail with its body, read when the dialog opens. The body is shown sandboxed: no script runs. */
export function EmailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useLingui()
  const email = useQuery(emailQueryOptions(id))
  return (
    <Dialog title={email.data?.subject ?? t`E-mail`} size="lg" isOpen onOpenChange={(open) => !open && onClose()}>
      {email.isError ? (
        <p role="alert">{refusal(email.error, t`This e-mail could not be read.`)}</p>
      ) : !email.data ? (
        <p>
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <>
          <Facts>
            <dt>{t`From`}</dt>
            <dd>{email.data.sender}</dd>
            <dt>{t`To`}</dt>
            <dd>{email.data.recipients}</dd>
            <dt>{t`When`}</dt>
            <dd>{formatInstant(email.data.sent_at, 'YYYY-MM-DD HH:mm:ss')}</dd>
            <dt>{t`Status`}</dt>
            <dd>{email.data.error ? `${email.data.delivery}: ${email.data.error}` : email.data.delivery}</dd>
          </Facts>
          <Body title={t`Body of the e-mail`} sandbox="" srcDoc={email.data.html} />
        </>
      )}
    </Dialog>
  )
}

/** admin/email_history: every e-mail recorded or sent, searchable; the body on demand. */
export function EmailHistoryPage() {
  const { t } = useLingui()
  const user = useGridUser()
  const [open, setOpen] = useState<number | null>(null)
  const columns = useMemo<GridColumn[]>(
    () => [
      {
        name: 'id',
        label: t`ID`,
        type: 'number',
        visible: false,
        searchable: false,
      },
      { name: 'sent_at', label: t`When`, type: 'datetime' },
      { name: 'subject', label: t`Subject` },
      { name: 'recipients', label: t`Recipients` },
      { name: 'sender', label: t`Sender` },
      { name: 'delivery', label: t`Status` },
      {
        name: 'attempts',
        label: t`Attempts`,
        type: 'number',
        searchable: false,
      },
      {
        name: 'body',
        label: t`Body`,
        type: 'action',
        event: 'body',
        action: t`Show`,
        disable: true,
        searchable: false,
      },
    ],
    [t],
  )
  return (
    <>
      <PageHeading />
      <DataGrid
        api={resourceApi('email_history')}
        cmid="QPM-EMAIL-HISTORY"
        title={t`Email History`}
        columns={columns}
        rowKey="id"
        exportable
        preferences
        keepHistory
        user={user}
        onEvent={(name, row) => name === 'body' && row && setOpen(Number(row.id))}
        emptyState={
          <EmptyState
            icon={<Inbox />}
            title={t`No e-mails`}
            description={t`E-mails the portal records or sends are listed here.`}
          />
        }
      />
      {open !== null && <EmailDialog id={open} onClose={() => setOpen(null)} />}
    </>
  )
}
