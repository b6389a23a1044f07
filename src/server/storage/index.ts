import { randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/** Where attachment bytes live: a folder on disk by default, anything with these four calls later. */
export interface Storage {
  /** Stores bytes (or a stream) under a key; answers the size written. */
  put(key: string, data: Buffer | Uint8Array | Readable): Promise<number>
  /** Moves a file already on this machine (a finished upload) under a key. */
  adopt(key: string, path: string): Promise<number>
  get(key: string): Promise<Buffer>
  stream(key: string): Readable
  /** Whether bytes are stored under a key. */
  has(key: string): Promise<boolean>
  delete(key: string): Promise<void>
  /** A scratch folder for uploads in progress, on the same disk so adopting is a rename. */
  scratch(): Promise<string>
  /**
   * Removes scratch files untouched for `olderThanMs`: left by an upload the server stopped in the
   * middle of. Answers how many were removed.
   */
  sweepScratch(olderThanMs: number): Promise<number>
}

/** A new server-generated key; client file names never become paths. */
export const newStorageKey = (suffix = '') => `${randomUUID()}${suffix}`

const KEY = /^[0-9a-f-]{36}(?:\.[a-z0-9]{1,8})?$/

/** Files under root, spread over 256 folders by the key's first two characters. */
export function diskStorage(root: string): Storage {
  const scratch = join(root, 'tmp')
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`Invalid storage key ${key}`)
    return join(root, key.slice(0, 2), key)
  }
  const prepare = async (key: string) => {
    const path = pathOf(key)
    await mkdir(dirname(path), { recursive: true })
    return path
  }
  return {
    async put(key, data) {
      const path = await prepare(key)
      if (data instanceof Uint8Array) {
        await writeFile(path, data)
        return data.byteLength
      }
      await pipeline(data, createWriteStream(path))
      return (await stat(path)).size
    },
    async adopt(key, source) {
      const path = await prepare(key)
      await rename(source, path)
      return (await stat(path)).size
    },
    get: (key) => readFile(pathOf(key)),
    stream: (key) => createReadStream(pathOf(key)),
    has: (key) =>
      stat(pathOf(key)).then(
        (info) => info.isFile(),
        () => false,
      ),
    async delete(key) {
      await rm(pathOf(key), { force: true })
    },
    async scratch() {
      await mkdir(scratch, { recursive: true })
      return scratch
    },
    async sweepScratch(olderThanMs) {
      const names = await readdir(scratch).catch(() => [])
      const before = Date.now() - olderThanMs
      let removed = 0
      for (const name of names) {
        const path = join(scratch, name)
        // Another server on the same storage may be writing its own: only old files go.
        const info = await stat(path).catch(() => undefined)
        if (!info || info.mtimeMs > before) continue
        await rm(path, { recursive: true, force: true })
        removed++
      }
      return removed
    },
  }
}
