import { doclib } from '@shared/contract/doclib'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createToaster } from '@app/ui/Toast'
import { checkLimits, fitWithin, isTiff, matchesAccept, shouldDownscale, Uploader } from '@app/blocks/Uploader'
import { createApiClient } from '@app/api'
import { renderWithProviders } from '../render'

const file = (name: string, size: number, type = 'application/pdf') => new File([new Uint8Array(size)], name, { type })

describe('upload limits', () => {
  it('has no limit by default', () => {
    expect(checkLimits([{ size: 10 ** 9 }]).rejected).toHaveLength(0)
  })
  it('refuses a file over the per-file limit', () => {
    const result = checkLimits([{ size: 5 }, { size: 11 }], { maxFileSize: 10 })
    expect(result.accepted).toEqual([{ size: 5 }])
    expect(result.rejected).toEqual([{ size: 11 }])
  })
  it('refuses files that take the total over its limit, counting files already queued', () => {
    const result = checkLimits([{ size: 4 }, { size: 4 }, { size: 1 }], { maxTotalSize: 10 }, 3)
    expect(result.accepted.map((f) => f.size)).toEqual([4, 1])
    expect(result.rejected.map((f) => f.size)).toEqual([4])
  })
})

describe('image rules', () => {
  it.each([
    ['scan.tif', '', true],
    ['scan.TIFF', '', true],
    ['x', 'image/tiff', true],
    ['photo.png', 'image/png', false],
  ])('isTiff(%s, %s) is %s', (name, type, expected) => {
    expect(isTiff({ name, type })).toBe(expected)
  })
  it('fits within the maximum keeping proportions, never enlarging', () => {
    expect(fitWithin(4000, 2000, { maxWidth: 1000, maxHeight: 1000 })).toEqual({ width: 1000, height: 500 })
    expect(fitWithin(400, 200, { maxWidth: 1000 })).toEqual({ width: 400, height: 200 })
  })
  it('downscales only configured, resizable, oversized images and never TIFF', () => {
    const big = { width: 3000, height: 2000 }
    expect(shouldDownscale({ name: 'a.jpg', type: 'image/jpeg' }, { maxWidth: 1024 }, big)).toBe(true)
    expect(shouldDownscale({ name: 'a.jpg', type: 'image/jpeg' }, undefined, big)).toBe(false)
    expect(shouldDownscale({ name: 'a.tif', type: 'image/tiff' }, { maxWidth: 1024 }, big)).toBe(false)
    expect(shouldDownscale({ name: 'a.jpg', type: 'image/jpeg' }, { maxWidth: 4000 }, big)).toBe(false)
    expect(shouldDownscale({ name: 'a.gif', type: 'image/gif' }, { maxWidth: 10 }, big)).toBe(false)
  })
  it('matches the accept filter by extension and type', () => {
    expect(matchesAccept({ name: 'a.PDF', type: '' }, '.pdf, image/*')).toBe(true)
    expect(matchesAccept({ name: 'a.png', type: 'image/png' }, '.pdf, image/*')).toBe(true)
    expect(matchesAccept({ name: 'a.doc', type: 'application/msword' }, '.pdf, image/*')).toBe(false)
  })
})

describe('Uploader', () => {
  it('uploads a chosen file with progress and says so', async () => {
    const toaster = createToaster()
    const positive = vi.spyOn(toaster, 'positive')
    let finish!: (value: unknown) => void
    const send = vi.fn((_file: File, { onProgress }: { onProgress: (f: number) => void }) => {
      onProgress(0.4)
      return new Promise((resolve) => (finish = resolve))
    })
    const onUploaded = vi.fn()
    const { user, container } = renderWithProviders(<Uploader send={send} toaster={toaster} onUploaded={onUploaded} />)
    const input = container.querySelector('input[type=file]') as HTMLInputElement
    await user.upload(input, file('a.pdf', 10))
    const bar = await screen.findByRole('progressbar', { name: 'Upload of a.pdf' })
    expect(bar).toHaveAttribute('aria-valuenow', '40')
    finish({ ok: true })
    await screen.findByText('Uploaded')
    expect(positive).toHaveBeenCalledWith('Uploaded successfully')
    expect(onUploaded).toHaveBeenCalledWith(expect.any(File), { ok: true })
  })

  it("refuses a file over the limit with 'File size is over limit'", async () => {
    const toaster = createToaster()
    const negative = vi.spyOn(toaster, 'negative')
    const send = vi.fn()
    const { user, container } = renderWithProviders(<Uploader send={send} maxFileSize={5} toaster={toaster} />)
    await user.upload(container.querySelector('input[type=file]') as HTMLInputElement, file('big.pdf', 6))
    expect(await screen.findByText('File size is over limit')).toBeInTheDocument()
    expect(negative).toHaveBeenCalledWith('File size is over limit')
    expect(send).not.toHaveBeenCalled()
  })

  it('cancels an upload from the keyboard', async () => {
    const send = vi.fn(
      (_file: File, { signal }: { signal: AbortSignal }) =>
        new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new DOMException('x', 'AbortError')))),
    )
    const { user, container } = renderWithProviders(<Uploader send={send} toaster={createToaster()} />)
    await user.upload(container.querySelector('input[type=file]') as HTMLInputElement, file('a.pdf', 3))
    const cancel = await screen.findByRole('button', { name: 'Cancel the upload of a.pdf' })
    cancel.focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByText('Cancelled')).toBeInTheDocument()
  })

  it("shows 'Upload failed' unless hidden", async () => {
    const toaster = createToaster()
    const negative = vi.spyOn(toaster, 'negative')
    const send = vi.fn(() => Promise.reject(new Error('boom')))
    const { user, container, unmount } = renderWithProviders(<Uploader send={send} toaster={toaster} />)
    await user.upload(container.querySelector('input[type=file]') as HTMLInputElement, file('a.pdf', 3))
    await waitFor(() => expect(negative).toHaveBeenCalledWith('Upload failed', undefined))
    unmount()
    negative.mockClear()
    const second = renderWithProviders(<Uploader send={send} toaster={toaster} hideErrorNotification />)
    await second.user.upload(second.container.querySelector('input[type=file]') as HTMLInputElement, file('b.pdf', 3))
    expect(await screen.findByText('Upload failed')).toBeInTheDocument()
    expect(negative).not.toHaveBeenCalled()
  })

  it('Tab reaches the drop target (paste) and then the choose button', async () => {
    const { user } = renderWithProviders(<Uploader send={vi.fn()} toaster={createToaster()} />)
    await user.tab()
    expect(document.activeElement).toHaveAccessibleName(expect.stringContaining('Drop files here, or'))
    await user.tab()
    expect(screen.getByRole('button', { name: 'Choose files' })).toHaveFocus()
  })
})

describe('api client upload', () => {
  it('sends the multipart form with the Authorization and cmid headers and reports progress', async () => {
    const sent: { headers: Record<string, string>; url?: string; method?: string; body?: unknown } = { headers: {} }
    class FakeXhr extends EventTarget {
      status = 200
      statusText = 'OK'
      responseText = '{"id":1}'
      upload = new EventTarget()
      open(method: string, url: string) {
        sent.method = method
        sent.url = url
      }
      setRequestHeader(name: string, value: string) {
        sent.headers[name] = value
      }
      getResponseHeader() {
        return 'application/json'
      }
      getAllResponseHeaders() {
        return 'content-type: application/json\r\n'
      }
      abort() {}
      send(body: unknown) {
        sent.body = body
        const progress = Object.assign(new Event('progress'), { loaded: 5, total: 10, lengthComputable: true })
        this.upload.dispatchEvent(progress)
        this.dispatchEvent(new Event('load'))
      }
    }
    const client = createApiClient({
      createRequest: () => new FakeXhr() as unknown as XMLHttpRequest,
      context: {
        token: () => 'abc',
        cmid: () => 'DOCS',
        group: () => undefined,
        locale: () => 'en',
        secondaryAuth: () => undefined,
        receiveSecondaryAuth: () => {},
        errorContact: () => ({ phone: '', email: '' }) as never,
      },
    })
    const onProgress = vi.fn()
    const body = new FormData()
    const answer = await client.upload(doclib.documentsCreate, { body, onProgress })
    expect(answer).toEqual({ id: 1 })
    expect(sent.method).toBe('POST')
    expect(sent.url).toBe('/api/doclib/documents')
    expect(sent.headers.Authorization).toBe('Token abc')
    expect(sent.headers.cmid).toBe('DOCS')
    expect(sent.body).toBe(body)
    expect(onProgress).toHaveBeenCalledWith({ loaded: 5, total: 10 })
  })
})
