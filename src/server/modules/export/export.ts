import type { exportRequestSchema } from '@shared/contract'
import { formatInstant } from '@shared/format'
import type * as v from 'valibot'
import { type ListRegistry, resolveList } from '../../http/lists'
import { authed, type AuthedContext, type RequestContext } from '../../lib/context'
import { listBatches, listColumns, listPage } from '../../lib/list'
import { exportFormats, type ExportJob } from './formats'
import { exportToGoogleSheet, refuseUnconfiguredSheet } from './google-sheet'

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

/**
 * The batches of a source, the next one read while the last is written: the database and the writer
 * work at the same time, and no more than two batches are held. Stopped early (the client left, or the
 * writer failed), it lets the batch being read settle and closes the source.
 */
export async function* readAhead<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]()
  let next = iterator.next()
  try {
    for (;;) {
      const result = await next
      if (result.done) return
      next = iterator.next()
      // A failed read ahead is thrown where it is awaited; until then it is not an unhandled rejection.
      next.catch(() => {})
      yield result.value
    }
  } finally {
    await next.catch(() => {})
    await iterator.return?.()
  }
}

/** The Node answer under a request, where the Node server hands it in: the way to cut its connection. */
function nodeAnswer(ctx: RequestContext): { destroy(error?: Error): unknown } | undefined {
  const outgoing = (ctx.c.env as { outgoing?: { destroy?: unknown } } | undefined)?.outgoing
  return typeof outgoing?.destroy === 'function' ? (outgoing as { destroy(error?: Error): unknown }) : undefined
}

/**
 * A file's bytes as the answer's body, read only as the connection takes them. A failure once the file
 * is on its way is logged and cuts the connection: the status has gone out as a success, and an answer
 * that ended in order would look like a whole file.
 */
function sentOrCut(ctx: RequestContext, file: ReadableStream<Uint8Array>, what: string): ReadableStream<Uint8Array> {
  const reader = file.getReader()
  // The client left: what the file still gives is dropped, and its end is no failure.
  let left = false
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { value, done } = await reader.read()
          if (left) return
          if (done) controller.close()
          else controller.enqueue(value)
        } catch (error) {
          if (left) return
          console.error(`export: the ${what} file failed while it was sent:`, error)
          nodeAnswer(ctx)?.destroy(error instanceof Error ? error : new Error(String(error)))
          controller.error(error)
        }
      },
      async cancel(reason) {
        left = true
        await reader.cancel(reason)
      },
    },
    { highWaterMark: 0 },
  )
}

/** POST export: the table's rows with its filters and sort, streamed in the asked format. */
export async function exportTable(ctx: RequestContext, lists: ListRegistry, body: ExportRequest) {
  const me: AuthedContext = authed(ctx)
  // Without a spreadsheet service the answer is at once, before any list is read.
  if (body.output_type === 'Google Sheet') refuseUnconfiguredSheet(me)
  const { list, params } = await resolveList(ctx, lists, body.api_url, 'api_url')
  const query = listQuery(body.query_params)
  const view = await list.view(ctx, params)
  // Bad filters answer 400 here, before any byte of the file is sent.
  listPage(ctx, view.spec, query)
  const job: ExportJob = {
    title: body.title,
    stamp: stamp(ctx, body.timezone),
    columns: listColumns(ctx, view.spec).columns_details.map(({ name, label, type }) => ({ name, label, type })),
    batches: readAhead(listBatches(ctx, view, query, EXPORT_BATCH)),
  }
  if (body.output_type === 'Google Sheet') return exportToGoogleSheet(me, job)
  const format = exportFormats[body.output_type]
  const name = `${fileName(body.title)}.${format.extension}`
  return new Response(sentOrCut(ctx, format.write(job), body.output_type), {
    headers: {
      'Content-Type': format.contentType,
      'Content-Disposition': `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(
        `${body.title.replace(/[\\/:*?"<>|\r\n]+/g, '_').trim() || 'export'}.${format.extension}`,
      )}`,
      'Cache-Control': 'no-store',
    },
  })
}
