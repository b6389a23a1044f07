import { useLingui } from '@lingui/react/macro'
import { CircleAlert, CircleCheck, X } from 'lucide-react'
import { useRef, useState } from 'react'
import styled from 'styled-components'
import { isApiError, serverMessage, type UploadTarget } from '@app/api'
import { FileSize } from '@app/ui/FileSize'
import { IconButton } from '@app/ui/IconButton'
import { ProgressBar } from '@app/ui/ProgressBar'
import { toast as appToaster, type Toaster } from '@app/ui/Toast'
import { apiSender, type UploadSender } from './api'
import { FilePicker } from './FilePicker'
import { checkLimits, downscaleImage, matchesAccept, type MaxDimensions, type UploadLimits } from './rules'

export type UploadStatus = 'uploading' | 'done' | 'error' | 'cancelled' | 'rejected'

/** One file of the uploader's list. */
export interface UploadItem {
  id: string
  name: string
  size: number
  status: UploadStatus
  /** 0 to 1 while uploading. */
  progress: number
  /** Why it failed or was refused. */
  message?: string
}

export interface UploaderProps extends UploadLimits {
  /** Where files go: a contract entry declared `upload: true` and its path parameters; ignored when `send` is given. */
  target?: UploadTarget
  /** The form field holding the file; 'file' by default. */
  fieldName?: string
  /** Extra form fields sent with each file. */
  fields?: Record<string, string>
  /** The menu id sent as the cmid header, instead of the route's. */
  cmid?: string
  /** A custom transport (stories, tests, or another API). */
  send?: UploadSender
  /** The accept filter of the file button and drops. */
  accept?: string
  /** Allow several files at once (default true). */
  multiple?: boolean
  /** Downscale images to fit these (TIFF never resized). */
  resize?: MaxDimensions
  /** Do not show the 'Upload failed' notification. */
  hideErrorNotification?: boolean
  /** Called with each uploaded file and the server's answer. */
  onUploaded?: (file: File, response: unknown) => void
  /** Disable the picker. */
  isDisabled?: boolean
  /** Items to show at first (stories show the uploading and error states with them). */
  defaultItems?: UploadItem[]
  /** The notifications, the app's by default. */
  toaster?: Toaster
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};

  .name {
    min-width: 0;
    overflow-wrap: anywhere;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  .meta {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    grid-column: 1;
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .meta svg {
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
  }
  &[data-status='error'] .meta,
  &[data-status='rejected'] .meta {
    color: ${({ theme }) => theme.color.text.danger};
  }
  &[data-status='done'] .meta {
    color: ${({ theme }) => theme.color.text.success};
  }
  > [role='progressbar'] {
    grid-column: 1 / -1;
  }
`

let counter = 0
const nextId = () => `upload-${(counter += 1)}`

/** Drag and drop or a file button; per-file progress and cancel, size limits, image downscaling. */
export function Uploader({
  target,
  fieldName,
  fields,
  cmid,
  send,
  accept,
  multiple = true,
  resize,
  maxFileSize,
  maxTotalSize,
  hideErrorNotification = false,
  onUploaded,
  isDisabled,
  defaultItems = [],
  toaster = appToaster,
}: UploaderProps) {
  const { t } = useLingui()
  const [items, setItems] = useState<UploadItem[]>(defaultItems)
  const controllers = useRef(new Map<string, AbortController>())
  const update = (id: string, patch: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...patch } : item)))

  const sender = send ?? (target ? apiSender(target, { fieldName, fields, cmid }) : undefined)

  async function start(file: File, id: string) {
    const controller = new AbortController()
    controllers.current.set(id, controller)
    try {
      const ready = await downscaleImage(file, resize)
      const response = await sender!(ready, {
        signal: controller.signal,
        onProgress: (fraction) => update(id, { progress: Math.min(1, Math.max(0, fraction)) }),
      })
      update(id, { status: 'done', progress: 1 })
      toaster.positive(t`Uploaded successfully`)
      onUploaded?.(ready, response)
    } catch (error) {
      if (controller.signal.aborted || (isApiError(error) && error.aborted)) {
        update(id, { status: 'cancelled' })
        return
      }
      const detail = isApiError(error) ? serverMessage(error.data) : undefined
      update(id, { status: 'error', message: detail ?? t`Upload failed` })
      if (!hideErrorNotification) toaster.negative(detail ?? t`Upload failed`, detail ? { title: t`Upload failed` } : undefined)
    } finally {
      controllers.current.delete(id)
    }
  }

  function addFiles(picked: File[]) {
    if (!sender) return
    const wrongType = picked.filter((file) => !matchesAccept(file, accept))
    const queued = items.filter((item) => item.status === 'uploading').reduce((sum, item) => sum + item.size, 0)
    const { accepted, rejected } = checkLimits(
      picked.filter((file) => matchesAccept(file, accept)),
      { maxFileSize, maxTotalSize },
      queued,
    )
    const refused = [
      ...wrongType.map((file) => ({ file, message: t`This file type is not accepted` })),
      ...rejected.map((file) => ({ file, message: t`File size is over limit` })),
    ]
    const started = accepted.map((file) => ({ file, id: nextId() }))
    setItems((list) => [
      ...list.filter((item) => item.status === 'uploading'),
      ...refused.map(({ file, message }) => ({
        id: nextId(),
        name: file.name,
        size: file.size,
        status: 'rejected' as const,
        progress: 0,
        message,
      })),
      ...started.map(({ file, id }) => ({ id, name: file.name, size: file.size, status: 'uploading' as const, progress: 0 })),
    ])
    if (rejected.length) toaster.negative(t`File size is over limit`)
    for (const { file, id } of started) void start(file, id)
  }

  const statusText = (item: UploadItem) => {
    switch (item.status) {
      case 'done':
        return t`Uploaded`
      case 'cancelled':
        return t`Cancelled`
      case 'error':
      case 'rejected':
        return item.message ?? t`Upload failed`
      default:
        return t`Uploading`
    }
  }

  return (
    <Root>
      <FilePicker onFiles={addFiles} accept={accept} multiple={multiple} isDisabled={isDisabled || !sender} />
      {items.length > 0 && (
        <List aria-label={t`Files`}>
          {items.map((item) => (
            <Row key={item.id} data-status={item.status}>
              <span className="name">{item.name}</span>
              {item.status === 'uploading' ? (
                <IconButton
                  size="sm"
                  label={t`Cancel the upload of ${item.name}`}
                  icon={<X />}
                  onPress={() => controllers.current.get(item.id)?.abort()}
                />
              ) : (
                <span />
              )}
              <span className="meta">
                {item.status === 'done' && <CircleCheck aria-hidden="true" />}
                {(item.status === 'error' || item.status === 'rejected') && <CircleAlert aria-hidden="true" />}
                <FileSize bytes={item.size} />
                <span aria-hidden="true">·</span>
                <span>{statusText(item)}</span>
              </span>
              {item.status === 'uploading' && (
                <ProgressBar aria-label={t`Upload of ${item.name}`} value={Math.round(item.progress * 100)} />
              )}
            </Row>
          ))}
        </List>
      )}
    </Root>
  )
}
