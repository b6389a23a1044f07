import { describe, expect, it, vi } from 'vitest'
import { DownloadError, filenameDownload, filenameFromDisposition } from '@app/api'

describe('file name of content-disposition', () => {
  it.each([
    ['attachment; filename="Quality Manual.pdf"', 'Quality Manual.pdf'],
    ['attachment; filename=report.csv', 'report.csv'],
    ['inline; filename="a;b.txt"', 'a;b.txt'],
    ['attachment; filename="say \\"hi\\".txt"', 'say "hi".txt'],
    ["attachment; filename*=UTF-8''R%C3%A9sum%C3%A9%20fran%C3%A7ais.pdf", 'Résumé français.pdf'],
    ['attachment; filename="fallback.pdf"; filename*=UTF-8\'\'pr%C3%A9f%C3%A9r%C3%A9.pdf', 'préféré.pdf'],
    ['attachment; FILENAME="upper.txt"', 'upper.txt'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="C:\\\\temp\\\\x.txt"', 'x.txt'],
    ["attachment; filename*=UTF-8''%E0%A4%A; filename=\"plain.txt\"", 'plain.txt'],
  ])('%s -> %s', (header, expected) => {
    expect(filenameFromDisposition(header)).toBe(expected)
  })

  it.each([[null], [undefined], [''], ['attachment'], ['inline'], ['attachment; filename=""'], ['attachment; filename="/"']])(
    '%o has no file name',
    (header) => {
      expect(filenameFromDisposition(header)).toBeUndefined()
    },
  )

  it('builds a download with the content type, and refuses one without a name', () => {
    const headers = new Headers({ 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="rows.csv"' })
    const file = filenameDownload(headers, new Blob(['a,b']))
    expect(file).toMatchObject({ filename: 'rows.csv', contentType: 'text/csv' })
    expect(file.blob.type).toBe('text/csv')
    expect(() => filenameDownload(new Headers({ 'content-type': 'text/csv' }), new Blob(['a']))).toThrow(DownloadError)
    expect(() => filenameDownload(new Headers(), new Blob(['a']))).toThrow('The download has no file name.')
  })
})

describe('saving a download', () => {
  it('hands the file to the browser under its name and releases the address', async () => {
    const { saveDownload } = await import('@app/api')
    const created = vi.fn(() => 'blob:portal/1')
    const revoked = vi.fn()
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked })
    const clicks: { href: string; download: string }[] = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.getAttribute('href') ?? '', download: this.download })
    })
    vi.useFakeTimers()
    saveDownload({ blob: new Blob(['x']), filename: 'rows.csv', contentType: 'text/csv' })
    expect(clicks).toEqual([{ href: 'blob:portal/1', download: 'rows.csv' }])
    expect(document.querySelector('a[download]')).toBeNull()
    vi.runAllTimers()
    expect(revoked).toHaveBeenCalledWith('blob:portal/1')
    vi.useRealTimers()
    click.mockRestore()
  })
})
