import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Check, FileDown, FilePlus, Pencil, Send, Trash2, Upload, X } from 'lucide-react'
import { useId, useState } from 'react'
import styled from 'styled-components'
import { Badge } from '@app/ui/Badge'
import { Breadcrumbs, type BreadcrumbItem } from '@app/ui/Breadcrumbs'
import { Button, buttonStyles } from '@app/ui/Button'
import { ErrorState } from '@app/ui/ErrorState'
import { LinkBase } from '@app/ui/Link'
import { Spinner } from '@app/ui/Spinner'
import { toast } from '@app/ui/Toast'
import { useConfirm } from '@app/ui/AlertDialog'
import { PageHeading } from '@app/shell/PageHeading'
import { usePageCompany } from '@app/shell/usePage'
import {
  type AuthoringNode,
  downloadStaging,
  nodeQueryOptions,
  type Staging,
  type StagingAction,
  stagingQueryOptions,
  useCreateStaging,
  useDeleteStaging,
} from './api'
import { DiffPanel } from './DiffView'
import { HistoryPanel } from './HistoryPanel'
import { LANGUAGE_LABEL, NODE_STATUS_LABEL, STAGING_STATUS_LABEL, STAGING_STATUS_TONE } from './labels'
import { refusal } from './NodeDialogs'
import { ActionDialog, PublishDialog } from './WorkflowDialogs'

export const PageBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  section {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.md};
    min-width: 0;
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.color.text.muted};
  }
  dd {
    margin: 0;
  }
  .note {
    margin: 0;
    color: ${({ theme }) => theme.color.text.muted};
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
`

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};
  min-width: 0;

  h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
  }
`

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
    text-align: start;
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.color.text.muted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`

const Scroll = styled.section`
  overflow-x: auto;
`

/** A link drawn as a button (the draft editor is a page of its own). */
export const ButtonLink = styled(LinkBase)`
  ${buttonStyles}
  text-decoration: none;
`

type Open = { kind: 'action'; action: StagingAction } | { kind: 'publish' } | null

/** The workflow buttons open to the caller on a staging, with their dialogs. */
export function StagingActions({ staging, editHref }: { staging: Staging; editHref?: string }) {
  const { t } = useLingui()
  const [open, setOpen] = useState<Open>(null)
  const [downloading, setDownloading] = useState(false)
  const remove = useDeleteStaging(staging.node_id, staging.id)
  const { confirm, confirmDialog } = useConfirm()
  const obsolete = staging.kind === 'obsolete'
  const close = (isOpen: boolean) => !isOpen && setOpen(null)

  const askDelete = async () => {
    const yes = await confirm({
      title: t`Delete this draft?`,
      message: t`The draft “${staging.title}” is dropped; its history stays.`,
      variant: 'danger',
      confirmLabel: t`Delete the draft`,
    })
    if (!yes) return
    remove.mutate(undefined, {
      onSuccess: () => toast.positive(t`Draft deleted.`),
      onError: (error) => toast.negative(refusal(error) ?? t`The draft could not be deleted.`),
    })
  }
  const download = async () => {
    setDownloading(true)
    try {
      await downloadStaging(staging.id)
    } catch {
      toast.negative(t`Failed to download the file.`)
    } finally {
      setDownloading(false)
    }
  }

  return (
    <div className="toolbar">
      {staging.can.edit && editHref && (
        <ButtonLink href={editHref} data-variant="primary" data-size="md">
          <Pencil aria-hidden="true" focusable="false" />
          {t`Edit the draft`}
        </ButtonLink>
      )}
      {staging.can.submit && (
        <Button icon={<Send />} onPress={() => setOpen({ kind: 'action', action: 'submit' })}>
          {t`Submit`}
        </Button>
      )}
      {staging.can.approve && (
        <Button
          variant="primary"
          icon={<Check />}
          onPress={() => setOpen({ kind: 'action', action: obsolete ? 'approve_obsolete' : 'approve' })}
        >
          {obsolete ? t`Approve the withdrawal` : t`Approve`}
        </Button>
      )}
      {staging.can.reject && (
        <Button icon={<X />} onPress={() => setOpen({ kind: 'action', action: obsolete ? 'reject_obsolete' : 'reject' })}>
          {obsolete ? t`Reject the withdrawal` : t`Reject`}
        </Button>
      )}
      {staging.can.publish && (
        <Button variant="primary" icon={<Upload />} onPress={() => setOpen({ kind: 'publish' })}>
          {t`Publish`}
        </Button>
      )}
      <Button icon={<FileDown />} isPending={downloading} onPress={() => void download()}>
        {t`Download PDF`}
      </Button>
      {staging.can.delete && (
        <Button variant="danger" icon={<Trash2 />} isPending={remove.isPending} onPress={() => void askDelete()}>
          {t`Delete the draft`}
        </Button>
      )}
      {open?.kind === 'action' && <ActionDialog staging={staging} action={open.action} isOpen onOpenChange={close} />}
      {open?.kind === 'publish' && <PublishDialog staging={staging} isOpen onOpenChange={close} />}
      {confirmDialog}
    </div>
  )
}

/** One open staging: its state, step, author, the caller's actions, and for a reviewer what changed. */
function StagingCard({ nodeId, stagingId, editHref }: { nodeId: number; stagingId: number; editHref: string }) {
  const { t, i18n } = useLingui()
  const headingId = useId()
  const diffId = useId()
  const query = useQuery(stagingQueryOptions(nodeId, stagingId))
  const [showDiff, setShowDiff] = useState(false)
  if (query.isPending) return <Spinner label={t`Loading the draft`} />
  if (query.isError)
    return <ErrorState headingLevel={3} message={t`The draft could not be loaded.`} onRetry={() => void query.refetch()} />
  const staging = query.data
  const reviewing = staging.can.approve || staging.can.reject || staging.can.publish
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(staging.updated_at))
  return (
    <Card aria-labelledby={headingId}>
      <h3 id={headingId}>
        <span lang={staging.lang}>{staging.title}</span>
        <Badge variant={STAGING_STATUS_TONE[staging.status]}>{i18n._(STAGING_STATUS_LABEL[staging.status])}</Badge>
        {staging.kind === 'obsolete' && <Badge variant="warning">{t`Request to withdraw`}</Badge>}
      </h3>
      <dl>
        <dt>{t`Language`}</dt>
        <dd>{i18n._(LANGUAGE_LABEL[staging.lang])}</dd>
        {staging.step !== null && staging.steps !== null && (
          <>
            <dt>{t`Approval`}</dt>
            <dd>
              {t`Step ${staging.step} of ${staging.steps}`}
              {staging.current_approvers.length > 0 &&
                ` · ${t`waiting for ${staging.current_approvers.map((person) => person.name || person.username).join(', ')}`}`}
            </dd>
          </>
        )}
        <dt>{t`Written by`}</dt>
        <dd>{staging.author?.name || staging.author?.username || '—'}</dd>
        <dt>{t`Last saved`}</dt>
        <dd>{when}</dd>
        <dt>{t`Based on`}</dt>
        <dd>{staging.base_revision ? t`Revision ${staging.base_revision.number}` : t`Nothing published yet`}</dd>
      </dl>
      <StagingActions staging={staging} editHref={editHref} />
      {(reviewing || staging.status === 'review' || staging.status === 'publish_ready') && (
        <div>
          <Button aria-expanded={showDiff} aria-controls={diffId} onPress={() => setShowDiff((shown) => !shown)}>
            {showDiff ? t`Hide what changed` : t`What changed`}
          </Button>
        </div>
      )}
      <div id={diffId}>{showDiff && <DiffPanel nodeId={nodeId} stagingId={stagingId} headingId={`${diffId}-heading`} />}</div>
    </Card>
  )
}

function Revisions({ node }: { node: AuthoringNode }) {
  const { t, i18n } = useLingui()
  if (node.revisions.length === 0) return <p className="note">{t`No revision published yet.`}</p>
  return (
    <Scroll tabIndex={0} aria-label={t`Published revisions`}>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t`Language`}</th>
            <th scope="col">{t`Revision`}</th>
            <th scope="col">{t`Title`}</th>
            <th scope="col">{t`State`}</th>
            <th scope="col">{t`Effective date`}</th>
          </tr>
        </thead>
        <tbody>
          {node.revisions.map((revision) => (
            <tr key={revision.id}>
              <td>{i18n._(LANGUAGE_LABEL[revision.lang])}</td>
              <td>
                {revision.number}
                {revision.significant && (
                  <>
                    {' '}
                    <Badge variant="info">{t`Significant change`}</Badge>
                  </>
                )}
              </td>
              <td lang={revision.lang}>{revision.title}</td>
              <td>{revision.status === 'published' ? t`Published` : t`Obsolete`}</td>
              <td>{revision.effective_date ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  )
}

/** The drafts of one language: those open, or a button to start one. */
function LanguageDrafts({ node, lang, base }: { node: AuthoringNode; lang: 'en' | 'fr'; base: string }) {
  const { t, i18n } = useLingui()
  const create = useCreateStaging(node.id)
  const open = node.stagings.filter((staging) => staging.lang === lang)
  const language = i18n._(LANGUAGE_LABEL[lang])
  const headingId = useId()
  const start = () =>
    create.mutate(
      { lang },
      {
        onSuccess: () => toast.positive(t`Draft in ${language} started.`),
        onError: (error) => toast.negative(refusal(error) ?? t`The draft could not be started.`),
      },
    )
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t`Draft in ${language}`}</h2>
      {node.missing_translation.includes(lang) && <p className="note">{t`This document is not published in ${language}.`}</p>}
      {open.map((staging) => (
        <StagingCard key={staging.id} nodeId={node.id} stagingId={staging.id} editHref={`${base}/${staging.id}`} />
      ))}
      {!open.some((staging) => staging.kind === 'revision') && node.kind === 'document' && (
        <div>
          <Button icon={<FilePlus />} isPending={create.isPending} onPress={start}>
            {t`Start a draft in ${language}`}
          </Button>
        </div>
      )}
    </section>
  )
}

export function NodeView({ node }: { node: AuthoringNode }) {
  const { t, i18n } = useLingui()
  const company = usePageCompany().code
  const base = `/${company}/pages/authoring/document/${node.id}`
  const historyId = useId()
  const crumbs: BreadcrumbItem[] = [
    { id: 'tree', label: t`Document Authoring`, href: `/${company}/pages/authoring/document` },
    ...node.path.map((section) => ({ id: `section-${section.id}`, label: section.title })),
    { id: 'node', label: node.title },
  ]
  return (
    <PageBody>
      <Breadcrumbs items={crumbs} />
      <PageHeading title={[node.number, node.title].filter(Boolean).join(' ')} />
      <dl>
        <dt>{t`State`}</dt>
        <dd>{i18n._(NODE_STATUS_LABEL[node.status])}</dd>
        <dt>{t`Owner`}</dt>
        <dd>{node.owner?.name || node.owner?.username || '—'}</dd>
        <dt>{t`Process category`}</dt>
        <dd>{node.process_category?.name ?? '—'}</dd>
        <dt>{t`Next review`}</dt>
        <dd>
          {node.review ? node.review.review_date : '—'}
          {node.review?.overdue && (
            <>
              {' '}
              <Badge variant="danger">{t`Review overdue`}</Badge>
            </>
          )}
        </dd>
      </dl>
      <div className="toolbar">
        <ButtonLink href={`/${company}/pages/authoring/history/${node.id}`} data-variant="secondary" data-size="md">
          {t`Full history`}
        </ButtonLink>
      </div>
      {node.kind === 'document' && (
        <section aria-label={t`Published revisions`}>
          <h2>{t`Published revisions`}</h2>
          <Revisions node={node} />
        </section>
      )}
      {node.kind === 'document' && (['en', 'fr'] as const).map((lang) => <LanguageDrafts key={lang} node={node} lang={lang} base={base} />)}
      <section aria-labelledby={historyId}>
        <h2 id={historyId}>{t`History`}</h2>
        <HistoryPanel nodeId={node.id} />
      </section>
    </PageBody>
  )
}

/** authoring/document/{id}: a node's revisions, drafts per language, workflow actions and history. */
export function NodePage({ id }: { id: number }) {
  const { t } = useLingui()
  const query = useQuery(nodeQueryOptions(id))
  if (query.isPending) return <Spinner label={t`Loading the document`} />
  if (query.isError)
    return (
      <div>
        <PageHeading />
        <ErrorState
          message={refusal(query.error) ?? t`The document could not be loaded.`}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      </div>
    )
  return <NodeView node={query.data} />
}
