import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import busboy from 'busboy'
import type { Context } from 'hono'
import { blockMessages, httpMessages } from '../messages'
import { HttpError } from './errors'

export interface ReceivedFile {
  field: string
  /** The client's name, kept as a label only (never a path). */
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
 * Streams a multipart body to scratch files: a file over the cap stops being written at once and the
 * upload answers 413; the rest of the body is read and dropped (never kept), so the client gets the answer.
 */
export async function receiveMultipart(c: Context, folder: string, limits: UploadLimits): Promise<Received> {
  const type = c.req.header('content-type') ?? ''
  const body = c.req.raw.body
  if (!type.toLowerCase().includes('multipart/form-data') || !body) {
    throw new HttpError(400, blockMessages.noFile, { code: 'VALIDATION' })
  }
  const fields: Record<string, string> = {}
  const files: ReceivedFile[] = []
  const scratch: string[] = []
  const cleanup = async () => {
    await Promise.all(scratch.map((path) => rm(path, { force: true })))
  }
  let failure: HttpError | undefined
  const fail = (error: HttpError) => {
    failure ??= error
  }

  try {
    await new Promise<void>((resolve, reject) => {
      let parser: busboy.Busboy
      try {
        parser = busboy({
          headers: { 'content-type': type },
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
        reject(new HttpError(400, blockMessages.noFile, { code: 'VALIDATION' }))
        return
      }
      const writes: Promise<void>[] = []
      const arrived: ReceivedFile[] = []
      let order = 0
      parser.on('field', (name, value, info) => {
        if (info.valueTruncated) fail(new HttpError(413, httpMessages.tooLarge, { code: 'BODY_TOO_LARGE' }))
        fields[name] = value
      })
      parser.on('file', (field, stream, info) => {
        if (failure) {
          stream.resume()
          return
        }
        const path = join(folder, `upload-${randomUUID()}`)
        scratch.push(path)
        // Files keep the order they came in, whichever finishes writing first.
        const slot = order++
        const out = createWriteStream(path)
        let size = 0
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length
        })
        stream.on('limit', () => {
          fail(new HttpError(413, blockMessages.fileTooLarge, { code: 'FILE_TOO_LARGE' }))
          stream.unpipe(out)
          out.destroy()
          stream.resume()
        })
        writes.push(
          new Promise<void>((done) => {
            const finish = () => {
              if (!failure) arrived[slot] = { field, filename: info.filename || 'file', path, size }
              done()
            }
            out.on('close', finish)
            out.on('error', () => {
              fail(new HttpError(500, blockMessages.uploadFailed))
              done()
            })
          }),
        )
        stream.pipe(out)
      })
      parser.on('filesLimit', () =>
        fail(new HttpError(413, blockMessages.tooManyFiles, { code: 'TOO_MANY_FILES', values: { max: limits.maxFiles } })),
      )
      parser.on('fieldsLimit', () => fail(new HttpError(413, httpMessages.tooLarge, { code: 'BODY_TOO_LARGE' })))
      parser.on('error', () => reject(new HttpError(400, blockMessages.uploadFailed, { code: 'VALIDATION' })))
      parser.on('close', () => {
        Promise.all(writes).then(() => {
          files.push(...arrived.filter(Boolean))
          resolve()
        }, reject)
      })
      Readable.fromWeb(body as never)
        .on('error', reject)
        .pipe(parser)
    })
  } catch (error) {
    await cleanup()
    throw error
  }
  if (failure) {
    await cleanup()
    throw failure
  }
  return { fields, files, cleanup }
}
