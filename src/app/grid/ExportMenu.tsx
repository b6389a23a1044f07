import { useLingui } from '@lingui/react/macro'
import { Download } from 'lucide-react'
import { GRID_DOWNLOAD_FORMATS, type GridDownloadFormat } from '@shared/constants'
import { saveDownload } from '@app/api/download'
import { serverMessage } from '@app/api/errors'
import { useConfirm } from '@app/ui/AlertDialog'
import { Menu } from '@app/ui/Menu'
import { toast } from '@app/ui/Toast'
import type { ExportRequest, GridClient } from './client'
import { wasCancelled } from './errors'
import { formatLabels } from './labels'

export interface ExportMenuProps {
  client: GridClient
  cmid: string
  /** The table's API path. */
  path: string
  title: string
  /** Rows the current search finds. */
  count: number
  /** The current search parameters without paging. */
  params: () => Record<string, string>
  /** Offer the Google Sheet export: the list answer's `exports.google_sheet`, true where the server has one. */
  googleSheet?: boolean
  /** Open the menu on first render (screenshots). */
  defaultOpen?: boolean
}

/** The export request of the current search (document 2 section 3). */
export function exportRequest(input: {
  path: string
  format: GridDownloadFormat
  params: Record<string, string>
  title: string
}): ExportRequest {
  return {
    api_url: input.path,
    output_type: input.format,
    query_params: input.params,
    title: input.title,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    browser_url: typeof window === 'undefined' ? '' : window.location.href,
  }
}

/**
 * The server's words on a failed export: its JSON error body, which a file download receives as a Blob.
 * Undefined when there is none, or when no answer came back (status 0).
 */
export async function exportFailure(error: unknown): Promise<{ status: number; message: string | undefined }> {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: unknown }
  let body = data
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    try {
      body = JSON.parse(await data.text()) as unknown
    } catch {
      body = undefined
    }
  }
  const code = typeof status === 'number' ? status : 0
  return { status: code, message: code > 0 ? serverMessage(body) : undefined }
}

/** The download menu: confirm, then a cancellable export with a notification for each outcome. */
export function ExportMenu({ client, cmid, path, title, count, params, googleSheet = false, defaultOpen }: ExportMenuProps) {
  const { t, i18n } = useLingui()
  const { confirm, confirmDialog } = useConfirm()
  const formats = googleSheet ? GRID_DOWNLOAD_FORMATS : GRID_DOWNLOAD_FORMATS.filter((format) => format !== 'Google Sheet')

  const run = async (format: GridDownloadFormat) => {
    const name = i18n._(formatLabels[format])
    const rows = i18n.number(count)
    const ok = await confirm({ title: t`Export`, message: t`Do you want to export ${rows} rows to ${name}?`, confirmLabel: t`Export` })
    if (!ok) return
    const request = exportRequest({ path, format, params: params(), title })
    const controller = new AbortController()
    const progress = toast.info(t`Exporting to ${name}...`, {
      timeout: 0,
      action: { label: t`Cancel`, onAction: () => controller.abort() },
    })
    try {
      if (format === 'Google Sheet') {
        const url = await client.exportSheet(request, { signal: controller.signal, cmid })
        window.open(url, '_blank', 'noopener')
        toast.positive(t`Google Sheet sent`)
      } else {
        saveDownload(await client.exportFile(request, { signal: controller.signal, cmid }))
        toast.positive(t`${name} Complete`)
      }
    } catch (error) {
      if (controller.signal.aborted || wasCancelled(error)) {
        toast.info(t`${name} Cancelled`)
      } else {
        // What failed and what to do, in the server's words where it gave them.
        const failure = await exportFailure(error)
        const message =
          failure.message ??
          (failure.status === 0
            ? t`The connection to the server was lost before the export was complete. Please try again.`
            : t`The export could not be completed. Please try again later.`)
        toast.negative(message, { title: t`${name} Error` })
      }
    } finally {
      toast.close(progress)
    }
  }

  return (
    <>
      <Menu
        label={t`Export`}
        icon={<Download />}
        defaultOpen={defaultOpen}
        onAction={(key) => void run(key as GridDownloadFormat)}
      >
        {formats.map((format) => (
          <Menu.Item key={format} id={format}>
            {i18n._(formatLabels[format])}
          </Menu.Item>
        ))}
      </Menu>
      {confirmDialog}
    </>
  )
}
