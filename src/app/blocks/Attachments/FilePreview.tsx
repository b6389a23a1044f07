import { Trans, useLingui } from '@lingui/react/macro'
import { FileQuestion, ImageOff } from 'lucide-react'
import { useEffect, useState } from 'react'
import styled from 'styled-components'
import { EmptyState } from '@app/ui/EmptyState'
import { Spinner } from '@app/ui/Spinner'
import { type PdfOpener, PdfViewer } from '../PdfViewer'
import { isImage, isPdf, isTiff } from '../Uploader/rules'

export interface FilePreviewProps {
  /** The file's name, which also decides how it is shown. */
  filename: string
  /** Reads the file's content. */
  load: () => Promise<Blob>
  /** Called when the file cannot be shown (read failure or a PDF that does not open). */
  onError?: (error: unknown) => void
  /** Called with a PDF's page count once it is open. */
  onPdfLoaded?: (pageCount: number) => void
  /** Opens PDFs (tests); pdf.js by default. */
  pdfOpen?: PdfOpener
}

const Frame = styled.div`
  display: flex;
  justify-content: safe center;
  min-height: 0;
  min-width: 0;

  > * {
    min-width: 0;
    max-width: 100%;
  }

  img {
    max-width: 100%;
    height: auto;
    border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  }
`

type Loaded = { state: 'loading' } | { state: 'ready'; blob: Blob; url: string } | { state: 'error' }

/** Shows an image or a PDF; TIFF and other types say they cannot be previewed. */
export function FilePreview({ filename, load, onError, onPdfLoaded, pdfOpen }: FilePreviewProps) {
  const { t } = useLingui()
  const tiff = isTiff({ name: filename })
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' })

  useEffect(() => {
    if (tiff) return
    let url: string | undefined
    let active = true
    load().then(
      (blob) => {
        if (!active) return
        url = URL.createObjectURL(blob)
        setLoaded({ state: 'ready', blob, url })
      },
      (error: unknown) => {
        if (!active) return
        setLoaded({ state: 'error' })
        onError?.(error)
      },
    )
    return () => {
      active = false
      if (url) URL.revokeObjectURL(url)
    }
    // The file is read once per name; a new `load` closure for the same file must not reload it.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [filename, tiff])

  if (tiff) {
    return <EmptyState icon={<ImageOff />} title={t`Preview for TIFF/TIF file format is not supported`} />
  }
  if (loaded.state === 'loading') {
    return (
      <Frame>
        <Spinner label={t`Loading preview`} />
      </Frame>
    )
  }
  if (loaded.state === 'error') {
    return <EmptyState icon={<FileQuestion />} title={t`The file could not be loaded`} />
  }
  if (isPdf({ name: filename, type: loaded.blob.type })) {
    return <PdfViewer source={loaded.blob} fileName={filename} onLoadError={onError} onLoaded={onPdfLoaded} open={pdfOpen} />
  }
  if (isImage({ name: filename, type: loaded.blob.type })) {
    return (
      <Frame>
        <img src={loaded.url} alt={filename} />
      </Frame>
    )
  }
  return (
    <EmptyState
      icon={<FileQuestion />}
      title={t`No preview for this file type`}
      description={<Trans>Download the file to open it.</Trans>}
    />
  )
}
