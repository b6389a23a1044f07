import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import busboy from 'busboy'
import type { Context } from 'hono'
import { HttpError } from '../lib/errors'
import { storedFileName } from '../lib/file-types'
import { blockMessages, httpMessages, uploadLimitMessages } from '../messages'

export interface ReceivedFile {
  field: string
  /** The client's name, kept as a label only (never a path), cut to the stored length. */
  filename: string
  /** A scratch file holding the bytes. */
  path: string
  size: number
}

export interface Received {
  fields: Record<string, string>
  files: ReceivedFile[]
  /** Removes the scratch files not adopted by storage. */
  cleanup(): Promise<void>
}

export interface UploadLimits {
  /** Largest file accepted: a file of exactly this size passes, one byte more answers 413. */
  maxFileBytes: number
  maxFiles: number
  /** Largest form field other than files (the wizard's params), in the same way. */
  maxFieldBytes: number
}

/**
 * Streams a multipart body to scratch files: a file over the cap stops being written and the upload
 * answers 413; the rest of the body is read and dropped (never kept), so the client gets the answer.
 * A body that is cut off or malformed answers 400. Whatever the outcome, every scratch file is either
 * handed over or removed, and no stream is left without an error listener.
 */
export async function receiveMultipart(c: Context, folder: string, limits: UploadLimits): Promise<Received> {
  const type = c.req.header('content-type') ?? ''
  const body = c.req.raw.body
  if (!type.toLowerCase().includes('multipart/form-data') || !body) {
    throw new HttpError(400, blockMessages.noFile, { code: 'VALIDATION' })
  }
  const fields: Record<string, string> = {}
  const scratch: string[] = []
  const cleanup = async () => {
    await Promise.all(scratch.map((path) => rm(path, { force: true })))
  }
  let failure: HttpError | undefined
  const fail = (error: HttpError) => {
    failure ??= error
  }
  const incomplete = () => new HttpError(400, uploadLimitMessages.incomplete, { code: 'UPLOAD_INCOMPLETE' })

  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': type },
      // Browsers send file names as UTF-8 bytes, not Latin-1.
      defParamCharset: 'utf8',
      limits: {
        // busboy cuts a file or field off when it reaches its limit, so one of exactly the cap would
        // count as over it: a byte more lets it through, and 'limit' (or a truncated value) then
        // means over the cap.
        fileSize: limits.maxFileBytes + 1,
        files: limits.maxFiles,
        fieldSize: limits.maxFieldBytes + 1,
        fields: 20,
      },
    })
  } catch {
    throw new HttpError(400, blockMessages.noFile, { code: 'VALIDATION' })
  }

  // Each file's write settles (never rejects) once its scratch file is closed, whatever happened.
  const writes: Promise<void>[] = []
  const arrived: ReceivedFile[] = []
  let order = 0
  // A file the form failed in the middle of; the form's own failure says how.
  let cutFile = false
  parser.on('field', (name, value, info) => {
    if (info.valueTruncated) fail(new HttpError(413, httpMessages.tooLarge, { code: 'BODY_TOO_LARGE' }))
    fields[name] = value
  })
  parser.on('file', (field, stream, info) => {
    // The form may end while this file is open: its stream then fails, and must be listened to.
    let cause: 'form' | 'disk' | undefined
    stream.once('error', () => {
      cause ??= 'form'
    })
    if (failure) {
      stream.resume()
      return
    }
    const path = join(folder, `upload-${randomUUID()}`)
    scratch.push(path)
    // Files keep the order they came in, whichever finishes writing first.
    const slot = order++
    const out = createWriteStream(path)
    out.once('error', () => {
      cause ??= 'disk'
    })
    let size = 0
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length
    })
    // busboy drops the bytes past the cap; the file is refused when the body has been read.
    stream.on('limit', () => fail(new HttpError(413, blockMessages.fileTooLarge, { code: 'FILE_TOO_LARGE' })))
    writes.push(
      pipeline(stream, out)
        .then(
          () => {
            arrived[slot] = { field, filename: storedFileName(info.filename || 'file'), path, size }
          },
          () => {
            if (cause === 'disk') fail(new HttpError(500, blockMessages.uploadFailed))
            else cutFile = true
          },
        )
        // A form that fails at once can fail before the file is even open: the file is created when the
        // open completes, so the write settles only once the file is closed, and a clean-up finds it.
        .then(async () => {
          if (!out.closed) await once(out, 'close').catch(() => undefined)
        }),
    )
  })
  parser.on('filesLimit', () =>
    fail(new HttpError(413, blockMessages.tooManyFiles, { code: 'TOO_MANY_FILES', values: { max: limits.maxFiles } })),
  )
  parser.on('fieldsLimit', () => fail(new HttpError(413, httpMessages.tooLarge, { code: 'BODY_TOO_LARGE' })))

  try {
    // A body cut off, malformed or aborted by the client fails here, and busboy fails the open file.
    await pipeline(Readable.fromWeb(body as never), parser)
  } catch (error) {
    fail(
      error instanceof Error && error.message.startsWith('Unexpected end')
        ? incomplete()
        : new HttpError(400, uploadLimitMessages.malformed, { code: 'VALIDATION' }),
    )
  }
  await Promise.all(writes)
  if (cutFile) fail(incomplete())
  if (failure) {
    await cleanup()
    throw failure
  }
  return { fields, files: arrived.filter(Boolean), cleanup }
}
