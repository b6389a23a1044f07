import type { exportRequestSchema } from '@shared/contract'
import { formatInstant } from '@shared/format'
import type * as v from 'valibot'
import { type ListRegistry, resolveList } from '../../http/lists'
import { authed, type AuthedContext, type RequestContext } from '../../lib/context'
import { listBatches, listColumns, listPage } from '../../lib/list'
import { exportFormats, type ExportJob } from './formats'
import { exportToGoogleSheet } from './google-sheet'

type ExportRequest = v.InferOutput<typeof exportRequestSchema>

/** Rows read per query while exporting. */
export const EXPORT_BATCH = 1000

/** The list's query from the export request: a query string or an object; paging is the export's own. */
function listQuery(params: ExportRequest['query_params']): Record<string, string> {
  const entries =
    typeof params === 'string'
      ? [...new URLSearchParams(params.replace(/^\?/, '')).entries()]
      : Object.entries(params).map(([key, value]) => [key, String(value)] as const)
  return Object.fromEntries(entries.filter(([key]) => key !== 'limit' && key !== 'offset'))
}

/** A file name safe in a Content-Disposition header: ASCII, no path or quote characters. */
export function fileName(title: string): string {
  const ascii = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w .()-]+/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .slice(0, 100)
  return ascii || 'export'
}

function stamp(ctx: RequestContext, timezone: string): string {
  try {
    return `${formatInstant(ctx.now, 'YYYY-MM-DD HH:mm', timezone)} (${timezone})`
  } catch {
    return `${formatInstant(ctx.now, 'YYYY-MM-DD HH:mm', 'UTC')} (UTC)`
  }
}

/** POST export: the table's rows with its filters and sort, streamed in the asked format. */
export async function exportTable(ctx: RequestContext, lists: ListRegistry, body: ExportRequest) {
  const me: AuthedContext = authed(ctx)
  const { list, params } = await resolveList(ctx, lists, body.api_url, 'api_url')
  const query = listQuery(body.query_params)
  const view = await list.view(ctx, params)
  // Bad filters answer 400 here, before any byte of the file is sent.
  listPage(ctx, view.spec, query)
  const job: ExportJob = {
    title: body.title,
    stamp: stamp(ctx, body.timezone),
    columns: listColumns(ctx, view.spec).columns_details.map(({ name, label, type }) => ({ name, label, type })),
    batches: listBatches(ctx, view, query, EXPORT_BATCH),
  }
  if (body.output_type === 'Google Sheet') return exportToGoogleSheet(me, job)
  const format = exportFormats[body.output_type]
  const name = `${fileName(body.title)}.${format.extension}`
  return new Response(format.write(job), {
    headers: {
      'Content-Type': format.contentType,
      'Content-Disposition': `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(
        `${body.title.replace(/[\\/:*?"<>|\r\n]+/g, '_').trim() || 'export'}.${format.extension}`,
      )}`,
      'Cache-Control': 'no-store',
    },
  })
}
