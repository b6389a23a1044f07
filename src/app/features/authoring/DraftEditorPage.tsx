import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import styled from 'styled-components'
import { AUTHORING_LIMITS } from '@shared/contract/qpm-authoring'
import { DocumentEditor } from '@app/blocks/RichTextEditor'
import { Badge } from '@app/ui/Badge'
import { Breadcrumbs } from '@app/ui/Breadcrumbs'
import { Button } from '@app/ui/Button'
import { ErrorState } from '@app/ui/ErrorState'
import { Spinner } from '@app/ui/Spinner'
import { TextField } from '@app/ui/TextField'
import { toast } from '@app/ui/Toast'
import { PageHeading } from '@app/shell/PageHeading'
import { usePageCompany } from '@app/shell/usePage'
import {
  authoringKeys,
  authoringOptionsQueryOptions,
  nodeFileUrl,
  nodeUploadTarget,
  type Staging,
  stagingQueryOptions,
} from './api'
import { type Autosave, type AutosaveOptions, type SaveStatus, useAutosave } from './autosave'
import { LANGUAGE_LABEL, STAGING_STATUS_LABEL, STAGING_STATUS_TONE } from './labels'
import { refusal } from './NodeDialogs'
import { ButtonLink, PageBody, StagingActions } from './NodePage'

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.warning.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.warning.subtle};
  color: ${({ theme }) => theme.color.text.default};

  h2 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
  }
  .theirs {
    max-height: 12rem;
    overflow: auto;
    padding: ${({ theme }) => theme.space.sm};
    border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
    background: ${({ theme }) => theme.color.surface.default};
    white-space: pre-wrap;
  }
`

const StatusLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.color.text.muted};

  &[data-status='retrying'],
  &[data-status='conflict'] {
    color: ${({ theme }) => theme.color.text.danger};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`

/** The words of an HTML text, for showing the other person's version. */
function plainText(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html')
  return document.body.textContent ?? ''
}

const STATUS_TEXT: Record<SaveStatus, MessageDescriptor> = {
  saved: msg`Saved`,
  pending: msg`Saving…`,
  saving: msg`Saving…`,
  retrying: msg`Not saved, retrying`,
  conflict: msg`Not saved: someone else changed this draft`,
}

/** The save status, read politely by screen readers as it changes. */
export function SaveStatusLine({ status, onRetry }: { status: SaveStatus; onRetry?: () => void }) {
  const { t, i18n } = useLingui()
  return (
    <StatusLine data-status={status}>
      <output aria-live="polite">{i18n._(STATUS_TEXT[status])}</output>
      {status === 'retrying' && onRetry && (
        <Button size="sm" onPress={onRetry}>
          {t`Try again now`}
        </Button>
      )}
    </StatusLine>
  )
}

/** A conflict: the other person's text beside mine, and the choice between them. */
export function ConflictNotice({ draft }: { draft: Autosave }) {
  const { t, i18n } = useLingui()
  const headingId = useId()
  if (!draft.theirs) return null
  const who = draft.theirs.author?.name || draft.theirs.author?.username || t`someone else`
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(draft.theirs.updated_at))
  return (
    <Notice role="alert" aria-labelledby={headingId}>
      <h2 id={headingId}>{t`This draft was changed by someone else`}</h2>
      <p>
        {t`A newer version (${draft.theirs.version}) was saved on ${when}; the draft's author is ${who}. Your text is still in the editor and kept in this browser.`}
      </p>
      <p>{t`Their text:`}</p>
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls when long: focusable so the keyboard can scroll it */}
      <section className="theirs" lang={draft.theirs.lang} tabIndex={0} aria-label={t`Their text`}>
        <strong>{draft.theirs.title}</strong>
        {'\n'}
        {plainText(draft.theirs.body)}
      </section>
      <div>
        <Button variant="primary" onPress={draft.keepMine}>
          {t`Keep mine (save over theirs)`}
        </Button>{' '}
        <Button onPress={draft.takeTheirs}>{t`Take theirs (mine stays restorable)`}</Button>
      </div>
    </Notice>
  )
}

export interface DraftFormProps {
  staging: Staging
  allowSource: boolean
  /** The page of the node. */
  nodeHref: string
  autosave?: AutosaveOptions
}

/** The draft's title and text, saved as they are typed, with its status, conflicts and restorable copies. */
export function DraftForm({ staging, allowSource, nodeHref, autosave }: DraftFormProps) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const draft = useAutosave(staging, {
    ...autosave,
    onSaved: (saved) => {
      queryClient.setQueryData(authoringKeys.staging(saved.node_id, saved.id), saved)
      autosave?.onSaved?.(saved)
    },
  })
  const current = queryClient.getQueryData<Staging>(authoringKeys.staging(staging.node_id, staging.id)) ?? staging
  const language = i18n._(LANGUAGE_LABEL[staging.lang])
  const unsavedAt = draft.unsaved
    ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(draft.unsaved.at))
    : ''
  return (
    <>
      {draft.unsaved && (
        <Notice as="section" aria-label={t`Unsaved text`}>
          <p>{t`Text you typed on ${unsavedAt} was not saved. Restore it?`}</p>
          <div>
            <Button variant="primary" onPress={draft.restore}>
              {t`Restore my text`}
            </Button>{' '}
            <Button onPress={draft.discard}>{t`Discard it`}</Button>
          </div>
        </Notice>
      )}
      <ConflictNotice draft={draft} />
      <SaveStatusLine status={draft.status} onRetry={draft.saveNow} />
      <TextField
        label={t`Title (${language})`}
        required
        maxLength={AUTHORING_LIMITS.titleMaxLength}
        value={draft.title}
        onChange={draft.setTitle}
        lang={staging.lang}
      />
      <DocumentEditor
        label={t`Text (${language})`}
        value={draft.body}
        onChange={draft.setBody}
        lang={staging.lang}
        allowSource={allowSource}
        upload={{ target: nodeUploadTarget(staging.node_id), urlOf: (file) => nodeFileUrl(staging.node_id, file.id) }}
        onUploadError={(error) => toast.negative(refusal(error) ?? t`The file could not be uploaded.`)}
      />
      {draft.status === 'saved' ? (
        <StagingActions staging={{ ...current, version: draft.version }} />
      ) : (
        <p className="note">{t`The workflow actions come back once the draft is saved.`}</p>
      )}
      <div>
        <ButtonLink href={nodeHref} data-variant="secondary" data-size="md">
          {t`Back to the document`}
        </ButtonLink>
      </div>
    </>
  )
}

/** authoring/document/{id}/{staging_id}: the draft editor. */
export function DraftEditorPage({ id, stagingId }: { id: number; stagingId: number }) {
  const { t, i18n } = useLingui()
  const company = usePageCompany().code
  const query = useQuery(stagingQueryOptions(id, stagingId))
  const options = useQuery(authoringOptionsQueryOptions())
  const nodeHref = `/${company}/pages/authoring/document/${id}`
  if (query.isPending) return <Spinner label={t`Loading the draft`} />
  if (query.isError)
    return (
      <div>
        <PageHeading />
        <ErrorState message={refusal(query.error) ?? t`The draft could not be loaded.`} onRetry={() => void query.refetch()} />
      </div>
    )
  const staging = query.data
  return (
    <PageBody>
      <Breadcrumbs
        items={[
          { id: 'tree', label: t`Document Authoring`, href: `/${company}/pages/authoring/document` },
          { id: 'node', label: staging.number ?? t`Document`, href: nodeHref },
          { id: 'draft', label: t`Draft in ${i18n._(LANGUAGE_LABEL[staging.lang])}` },
        ]}
      />
      <PageHeading
        title={
          <>
            <span lang={staging.lang}>{staging.title}</span>{' '}
            <Badge variant={STAGING_STATUS_TONE[staging.status]}>{i18n._(STAGING_STATUS_LABEL[staging.status])}</Badge>
          </>
        }
      />
      {staging.can.edit ? (
        <DraftForm key={staging.id} staging={staging} allowSource={options.data?.me.admin ?? false} nodeHref={nodeHref} />
      ) : (
        <>
          <p className="note">{t`This draft cannot be edited in its state.`}</p>
          <StagingActions staging={staging} />
          <div>
            <ButtonLink href={nodeHref} data-variant="secondary" data-size="md">
              {t`Back to the document`}
            </ButtonLink>
          </div>
        </>
      )}
    </PageBody>
  )
}
