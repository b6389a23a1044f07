import { apiClient, type UploadTarget } from '@app/api'

export interface UploadContext {
  /** Report how much is sent, from 0 to 1. */
  onProgress: (fraction: number) => void
  /** Aborted when the user cancels the file. */
  signal: AbortSignal
}

/** Sends one file; resolves with the server's answer. */
export type UploadSender = (file: File, context: UploadContext) => Promise<unknown>

/** The fields of an upload besides the file. */
export interface SenderOptions {
  /** The form field holding the file; 'file' by default. */
  fieldName?: string
  /** Extra form fields sent with each file. */
  fields?: Record<string, string>
  /** The menu id sent as the cmid header, instead of the route's. */
  cmid?: string
}

/** The app's transport: a multipart POST through the api client (Authorization and cmid headers). */
export function apiSender(
  target: UploadTarget,
  { fieldName = 'file', fields, cmid }: SenderOptions = {},
): UploadSender {
  return (file, { onProgress, signal }) => {
    const body = new FormData()
    for (const [name, value] of Object.entries(fields ?? {})) body.append(name, value)
    body.append(fieldName, file, file.name)
    return apiClient.upload(target.entry, {
      params: target.params,
      body,
      cmid,
      signal,
      // The uploader reports its own failure ('Upload failed').
      silent: true,
      onProgress: ({ loaded, total }) => onProgress(total ? loaded / total : 0),
    })
  }
}
