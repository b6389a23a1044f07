import { useLingui } from '@lingui/react/macro'
import { Download, Eye, FileText, Trash2 } from 'lucide-react'
import { useState } from 'react'
import styled from 'styled-components'
import { formatInstant } from '@shared/format'
import { ATTACHMENT_DELETING_STATUS } from '@shared/constants'
import { saveDownload } from '@app/api'
import { useConfirm } from '@app/ui/AlertDialog'
import { Button } from '@app/ui/Button'
import { Dialog } from '@app/ui/Dialog'
import { IconButton } from '@app/ui/IconButton'
import { Spinner } from '@app/ui/Spinner'
import { toast as appToaster, type Toaster } from '@app/ui/Toast'
import { FilePreview } from './FilePreview'

/** An attachment as the list calls return it (document 2 section 3). */
export interface Attachment {
  id: string | number
  filename: string
  uploadBy: string
  /** UTC; shown in local time as YYYY-MM-DD HH:mm:ss. */
  uploadDate: string
  /** A thumbnail address (or data URL), when the server made one. */
  thumbnails?: string | null
  /** 'deleting' while it is being removed. */
  current_status?: string | null
}

export interface AttachmentsListProps {
  attachments: readonly Attachment[]
  /** Names the list. */
  label?: string
  /** Hide the delete buttons. */
  readOnly?: boolean
  /** Hide the delete buttons and disable the others. */
  isDisabled?: boolean
  /** Reads a file, for the preview and the download. */
  loadFile: (attachment: Attachment) => Promise<Blob>
  /** Saves a file; by default the blob of `loadFile` is saved under its name. */
  onDownload?: (attachment: Attachment) => Promise<void>
  /** Removes an attachment on the server; without it there is no delete button. */
  onDelete?: (attachment: Attachment) => Promise<unknown>
  /** The time zone of the dates; the browser's by default. */
  timeZone?: string
  /** Open the preview of this attachment at first (stories). */
  defaultPreviewId?: string | number
  /** The notifications, the app's by default. */
  toaster?: Toaster
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.size.thumbnail.width}, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.raised};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  /* Marked by a dashed sunken card rather than faded text, which would lose contrast. */
  &[data-deleting] {
    border-style: dashed;
    background: ${({ theme }) => theme.color.surface.sunken};
    box-shadow: none;
  }
  .name {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    overflow-wrap: anywhere;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
    margin: 0;
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.text.default};
    font-variant-numeric: tabular-nums;
  }
  .actions {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    margin-top: auto;
  }
  .status {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`

const Thumb = styled(Button)`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  max-width: ${({ theme }) => theme.size.thumbnail.width};
  height: ${({ theme }) => theme.size.thumbnail.height};
  padding: 0;
  align-self: center;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface.sunken};

  img {
    max-width: ${({ theme }) => theme.size.thumbnail.width};
    max-height: ${({ theme }) => theme.size.thumbnail.height};
    object-fit: contain;
  }
  svg {
    width: ${({ theme }) => theme.size.control.md};
    height: ${({ theme }) => theme.size.control.md};
    color: ${({ theme }) => theme.color.text.muted};
  }
`

/** Attachment cards with thumbnail, name, uploader and date; preview, download and delete. */
export function AttachmentsList({
  attachments,
  label,
  readOnly = false,
  isDisabled = false,
  loadFile,
  onDownload,
  onDelete,
  timeZone,
  defaultPreviewId,
  toaster = appToaster,
}: AttachmentsListProps) {
  const { t } = useLingui()
  const { confirm, confirmDialog } = useConfirm()
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set())
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set())
  const [previewId, setPreviewId] = useState<string | undefined>(
    defaultPreviewId === undefined ? undefined : String(defaultPreviewId),
  )
  const canDelete = Boolean(onDelete) && !readOnly && !isDisabled
  const shown = attachments.filter((a) => !removed.has(String(a.id)))
  const previewing = shown.find((a) => String(a.id) === previewId)

  const download = async (attachment: Attachment) => {
    try {
      if (onDownload) await onDownload(attachment)
      else saveDownload({ blob: await loadFile(attachment), filename: attachment.filename, contentType: '' })
    } catch {
      toaster.negative(t`Failed to download the file.`)
    }
  }

  const remove = async (attachment: Attachment) => {
    const key = String(attachment.id)
    const yes = await confirm({
      title: t`Remove attachment`,
      message: t`Do you want to remove the attachment?`,
      variant: 'danger',
      confirmLabel: t`Remove`,
    })
    if (!yes || !onDelete) return
    setDeleting((set) => new Set(set).add(key))
    try {
      await onDelete(attachment)
      setRemoved((set) => new Set(set).add(key))
    } catch {
      // The failure dismisses the work in progress without a message (document 2 section 8).
    } finally {
      setDeleting((set) => {
        const next = new Set(set)
        next.delete(key)
        return next
      })
    }
  }

  return (
    <>
      <Grid aria-label={label ?? t`Attachments`}>
        {shown.map((attachment) => {
          const key = String(attachment.id)
          const isDeleting = deleting.has(key) || attachment.current_status === ATTACHMENT_DELETING_STATUS
          const date = formatInstant(attachment.uploadDate, 'YYYY-MM-DD HH:mm:ss', timeZone)
          return (
            <Item key={key} data-deleting={isDeleting || undefined} aria-busy={isDeleting || undefined}>
              <Thumb
                variant="ghost"
                aria-label={t`Preview ${attachment.filename}`}
                isDisabled={isDisabled || isDeleting}
                onPress={() => setPreviewId(key)}
              >
                {attachment.thumbnails ? <img src={attachment.thumbnails} alt="" /> : <FileText aria-hidden="true" />}
              </Thumb>
              <h3 className="name">{attachment.filename}</h3>
              <dl>
                <dt>{t`Uploaded by`}</dt>
                <dd>{attachment.uploadBy}</dd>
                <dt>{t`Uploaded on`}</dt>
                <dd>
                  <time dateTime={attachment.uploadDate}>{date}</time>
                </dd>
              </dl>
              <div className="actions">
                {isDeleting ? (
                  <span className="status">
                    <Spinner size="sm" isDecorative />
                    {t`Deleting`}
                  </span>
                ) : (
                  <>
                    <IconButton
                      size="sm"
                      label={t`Preview ${attachment.filename}`}
                      icon={<Eye />}
                      isDisabled={isDisabled}
                      onPress={() => setPreviewId(key)}
                    />
                    <IconButton
                      size="sm"
                      label={t`Download ${attachment.filename}`}
                      icon={<Download />}
                      isDisabled={isDisabled}
                      onPress={() => void download(attachment)}
                    />
                    {canDelete && (
                      <IconButton
                        size="sm"
                        label={t`Delete ${attachment.filename}`}
                        icon={<Trash2 />}
                        onPress={() => void remove(attachment)}
                      />
                    )}
                  </>
                )}
              </div>
            </Item>
          )
        })}
      </Grid>
      {shown.length === 0 && <p>{t`No attachments`}</p>}
      <Dialog
        size="full"
        title={previewing?.filename ?? ''}
        isOpen={previewing !== undefined}
        onOpenChange={(open) => {
          if (!open) setPreviewId(undefined)
        }}
        actions={
          previewing && (
            <Button icon={<Download />} onPress={() => void download(previewing)}>
              {t`Download`}
            </Button>
          )
        }
      >
        {previewing && <FilePreview filename={previewing.filename} load={() => loadFile(previewing)} />}
      </Dialog>
      {confirmDialog}
    </>
  )
}
