import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from '@tanstack/react-router'
import { Download, FileDown, Mail, Trash2 } from 'lucide-react'
import { useState } from 'react'
import styled from 'styled-components'
import { formatInstant } from '@shared/format'
import { saveDownload } from '@app/api'
import { useSession } from '@app/session'
import { useConfirm } from '@app/ui/AlertDialog'
import { AttachmentsList } from '@app/blocks/Attachments'
import { Button } from '@app/ui/Button'
import { Card } from '@app/ui/Card'
import { Dialog } from '@app/ui/Dialog'
import { EmailForm } from '@app/blocks/EmailForm'
import { ErrorState } from '@app/ui/ErrorState'
import { Link } from '@app/ui/Link'
import { Spinner } from '@app/ui/Spinner'
import { toast } from '@app/ui/Toast'
import { Uploader } from '@app/blocks/Uploader'
import { PageHeading } from '@app/shell/PageHeading'
import { useLibraryParams } from './DoclibPage'
import {
  documentDownload,
  documentFile,
  documentsQueryOptions,
  documentsTarget,
  entryEmailEndpoint,
  entryEmailQueryOptions,
  invalidateLibrary,
  libraryConfigQueryOptions,
  libraryEntryQueryOptions,
  type LibraryConfig,
  saveEntryDocuments,
  useDeleteDocument,
  useDeleteEntry,
} from './api'

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};

  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.color.text.muted};
  }
  dd {
    margin: 0;
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
`

function Documents({ config, dlref }: { config: LibraryConfig; dlref: number }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const documents = useQuery(documentsQueryOptions(config.cmid, dlref))
  const deleteDocument = useDeleteDocument(config, dlref)
  const refresh = () => void invalidateLibrary(queryClient, config)
  if (documents.isPending) return <Spinner label={t`Loading the documents`} />
  if (documents.isError) return <ErrorState message={t`The documents could not be loaded.`} onRetry={() => void documents.refetch()} />
  return (
    <>
      <AttachmentsList
        label={t`Documents`}
        attachments={documents.data}
        loadFile={(attachment) => documentFile(config, dlref, attachment.id)}
        onDownload={async (attachment) => saveDownload(await documentDownload(config, dlref, attachment.id))}
        onDelete={
          config.actions.delete
            ? async (attachment) => {
                await deleteDocument.mutateAsync(attachment.id)
              }
            : undefined
        }
        readOnly={!config.actions.delete}
      />
      {config.actions.upload && (
        <Uploader
          target={documentsTarget}
          cmid={config.cmid}
          fields={{ dlref: String(dlref) }}
          maxFileSize={config.wizard.maxFileSize}
          onUploaded={refresh}
        />
      )}
    </>
  )
}

/** The 'New Message' form for an entry's documents, prefilled with what the server proposes. */
function EntryEmail({ cmid, dlref, title, allowSource, onDone }: { cmid: string; dlref: number; title: string; allowSource: boolean; onDone: () => void }) {
  const { t } = useLingui()
  const proposed = useQuery(entryEmailQueryOptions(cmid, dlref))
  if (proposed.isPending) return <Spinner label={t`Loading the message`} />
  // Without the server's proposal the form still opens, with the entry's title as its subject.
  const values = proposed.data ?? { subject: title }
  return (
    <EmailForm
      title={title}
      endpoint={entryEmailEndpoint}
      extra={{ dlref }}
      defaultValues={values}
      allowSource={allowSource}
      onSent={onDone}
      onCancel={onDone}
    />
  )
}

/** One library entry: its details and metadata, its documents, downloads, e-mail and delete. */
export function EntryPage() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { user } = useSession()
  const { cmid, base } = useLibraryParams()
  const { dlref: dlrefText } = useParams({ strict: false }) as { dlref?: string }
  const dlref = Number(dlrefText)
  const { data: config } = useSuspenseQuery(libraryConfigQueryOptions(cmid))
  const entry = useQuery(libraryEntryQueryOptions(config.conn, cmid, dlref))
  const deleteEntry = useDeleteEntry(config)
  const [emailing, setEmailing] = useState(false)
  const { confirm, confirmDialog } = useConfirm()

  const download = async (which: 'first' | 'all') => {
    try {
      await saveEntryDocuments(config, dlref, which)
    } catch {
      toast.negative(t`Failed to download the file.`)
    }
  }

  const remove = async () => {
    const yes = await confirm({
      title: t`Delete entry`,
      message: t`Do you want to delete this entry and its documents?`,
      variant: 'danger',
      confirmLabel: t`Delete`,
    })
    if (!yes) return
    await deleteEntry.mutateAsync(dlref)
    toast.positive(t`The entry was deleted.`)
    void navigate({ to: base })
  }

  if (entry.isPending) return <Spinner label={t`Loading the entry`} />
  if (entry.isError) return <ErrorState message={t`The entry could not be loaded.`} onRetry={() => void entry.refetch()} />
  const data = entry.data
  const labels = new Map(config.metadata.map((field) => [field.tag, field.label]))
  return (
    <Stack>
      <PageHeading
        title={data.title}
        actions={
          <Link href={base} variant="standalone">
            {t`Back to the library`}
          </Link>
        }
      />
      <div className="toolbar">
        {config.actions.download && (
          <>
            <Button icon={<FileDown />} onPress={() => void download('first')} isDisabled={data.documents === 0}>
              {t`Download first document`}
            </Button>
            <Button icon={<Download />} onPress={() => void download('all')} isDisabled={data.documents === 0}>
              {t`Download all documents`}
            </Button>
          </>
        )}
        {config.actions.email && (
          <Button icon={<Mail />} onPress={() => setEmailing(true)}>
            {t`E-mail documents`}
          </Button>
        )}
        {config.actions.delete && (
          <Button variant="danger" icon={<Trash2 />} onPress={() => void remove()}>
            {t`Delete entry`}
          </Button>
        )}
      </div>
      <Card title={t`Details`}>
        <dl>
          <dt>{t`Reference`}</dt>
          <dd>{data.reference ?? '—'}</dd>
          <dt>{t`Description`}</dt>
          <dd>{data.description ?? '—'}</dd>
          <dt>{t`Created by`}</dt>
          <dd>{data.created_by}</dd>
          <dt>{t`Created`}</dt>
          <dd>{formatInstant(data.created_at, 'YYYY-MM-DD HH:mm:ss')}</dd>
          {Object.entries(data.metadata).map(([tag, value]) => (
            <div key={tag} style={{ display: 'contents' }}>
              <dt>{labels.get(tag) ?? tag}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card title={t`Documents`}>
        <Documents config={config} dlref={dlref} />
      </Card>
      <Dialog title={t`New Message`} size="lg" isOpen={emailing} onOpenChange={setEmailing}>
        {({ close }) => (
          <EntryEmail
            cmid={cmid}
            dlref={dlref}
            title={data.title}
            allowSource={user?.profile.MT_TYPE === 'ADMIN'}
            onDone={close}
          />
        )}
      </Dialog>
      {confirmDialog}
    </Stack>
  )
}
