import { useLingui } from '@lingui/react/macro'
import {
  ChevronLeft,
  ChevronRight,
  Printer,
  RotateCcw,
  RotateCw,
  Save,
  ZoomIn,
  ZoomOut,
} from 'lucide-react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Group, Input, Label, TextField } from 'react-aria-components'
import styled from 'styled-components'
import { saveDownload } from '@app/api'
import { ErrorState } from '@app/ui/ErrorState'
import { IconButton } from '@app/ui/IconButton'
import { Spinner } from '@app/ui/Spinner'
import { toast as appToaster, type Toaster } from '@app/ui/Toast'
import { VisuallyHidden } from '@app/ui/VisuallyHidden'
import { applyAction, clampPage, parsePageInput, shortcutAction, type ViewerAction } from './viewer'

/** What the viewer needs of a page of pdf.js. */
export interface PdfPageLike {
  getViewport(options: { scale: number; rotation: number }): { width: number; height: number }
  render(options: {
    canvas: HTMLCanvasElement
    canvasContext: CanvasRenderingContext2D
    viewport: { width: number; height: number }
  }): { promise: Promise<unknown>; cancel(): void }
}

/** What the viewer needs of a pdf.js document. */
export interface PdfDocumentLike {
  numPages: number
  getPage(page: number): Promise<PdfPageLike>
  destroy(): Promise<unknown> | void
}

export type PdfOpener = (data: Uint8Array) => Promise<PdfDocumentLike>

export interface PdfViewerProps {
  /** The PDF's bytes. */
  source: Blob | ArrayBuffer | Uint8Array
  /** The name used by Save, and in the viewer's label. */
  fileName: string
  /** Called when the PDF cannot be opened (the wizard then disables Complete). */
  onLoadError?: (error: unknown) => void
  /** Called with the page count once the PDF is open. */
  onLoaded?: (pageCount: number) => void
  /** Opens the document; pdf.js, loaded on first use, by default. */
  open?: PdfOpener
  /** The notifications, the app's by default. */
  toaster?: Toaster
}

// pdf.js sizes pages in points (1/72 inch); 100% shows them at CSS size (1/96 inch).
const CSS_UNITS = 96 / 72

const defaultOpen: PdfOpener = async (data) => {
  const { openPdf } = await import('./pdfjs')
  return openPdf(data) as unknown as Promise<PdfDocumentLike>
}

async function toBytes(source: PdfViewerProps['source']): Promise<Uint8Array> {
  if (source instanceof Uint8Array) return source.slice()
  if (source instanceof ArrayBuffer) return new Uint8Array(source.slice(0))
  return new Uint8Array(await source.arrayBuffer())
}

function toBlob(source: PdfViewerProps['source']): Blob {
  if (source instanceof Blob) return source
  const bytes = source instanceof Uint8Array ? source.slice() : new Uint8Array(source)
  return new Blob([bytes], { type: 'application/pdf' })
}

/** Prints the PDF through a hidden frame with the browser's own PDF viewer. */
function printPdf(blob: Blob) {
  const url = URL.createObjectURL(blob)
  const frame = document.createElement('iframe')
  frame.hidden = true
  frame.src = url
  frame.addEventListener('load', () => {
    frame.contentWindow?.focus()
    frame.contentWindow?.print()
    setTimeout(() => {
      frame.remove()
      URL.revokeObjectURL(url)
    }, 60_000)
  })
  document.body.append(frame)
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 0;
  width: 100%;
`

// Every tool is in the Tab order: the page box takes arrow keys, so the bar does not use them.
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};
`

const Cluster = styled(Group)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;

  .zoom {
    min-width: ${({ theme }) => theme.space.xxxl};
    text-align: center;
  }
`

const PageBox = styled(TextField)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};

  input {
    width: ${({ theme }) => theme.space.xxxl};
    height: ${({ theme }) => theme.size.control.sm};
    padding: 0 ${({ theme }) => theme.space.xs};
    border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.strong};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface.default};
    color: ${({ theme }) => theme.color.text.default};
    font: inherit;
    text-align: center;
  }
  input[data-focus-visible] {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.border.danger};
  }
`

// A page wider than the view scrolls from its left edge: centred by its margins, never by
// justify-content, which would push the overflow out of reach on the left.
const Pages = styled.section`
  display: flex;
  align-items: flex-start;
  min-height: 0;
  max-height: 75vh;
  overflow: auto;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surface.sunken};
  border-radius: ${({ theme }) => theme.radius.md};
  outline: none;

  &:focus-visible {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
  }
  canvas {
    display: block;
    flex: none;
    margin-inline: auto;
    background: ${({ theme }) => theme.color.surface.default};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
`

type Status = { state: 'loading' } | { state: 'ready'; doc: PdfDocumentLike } | { state: 'error'; message: string }

/** A PDF on pdf.js: pages, zoom, rotation, print and save, with keyboard shortcuts. */
export function PdfViewer({ source, fileName, onLoadError, onLoaded, open = defaultOpen, toaster = appToaster }: PdfViewerProps) {
  const { t, i18n } = useLingui()
  const shortcutsId = useId()
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const pagesRef = useRef<HTMLElement>(null)
  const [status, setStatus] = useState<Status>({ state: 'loading' })
  const [view, setView] = useState({ page: 1, zoom: 1, rotation: 0 })
  const [pageText, setPageText] = useState('1')
  const [pageInvalid, setPageInvalid] = useState(false)
  const count = status.state === 'ready' ? status.doc.numPages : 0

  // Open the document once per source.
  useEffect(() => {
    let active = true
    let doc: PdfDocumentLike | undefined
    setStatus({ state: 'loading' })
    setView({ page: 1, zoom: 1, rotation: 0 })
    setPageText('1')
    toBytes(source)
      .then(open)
      .then(
        (opened) => {
          doc = opened
          if (!active) return void opened.destroy()
          setStatus({ state: 'ready', doc: opened })
          onLoaded?.(opened.numPages)
        },
        (error: unknown) => {
          if (!active) return
          const message = error instanceof Error ? error.message : String(error)
          setStatus({ state: 'error', message })
          toaster.negative(message, { title: t`The PDF could not be loaded` })
          onLoadError?.(error)
        },
      )
    return () => {
      active = false
      void doc?.destroy()
    }
    // The callbacks may change on every render of the parent; the document depends on the source.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [source, open])

  // Draw the current page at the current zoom and rotation.
  useEffect(() => {
    if (status.state !== 'ready') return
    let task: { promise: Promise<unknown>; cancel(): void } | undefined
    let active = true
    void status.doc.getPage(view.page).then((page) => {
      const canvas = canvasRef.current
      const context = canvas?.getContext('2d')
      if (!active || !canvas || !context) return
      const ratio = window.devicePixelRatio || 1
      const cssViewport = page.getViewport({ scale: view.zoom * CSS_UNITS, rotation: view.rotation })
      const viewport = page.getViewport({ scale: view.zoom * CSS_UNITS * ratio, rotation: view.rotation })
      canvas.width = Math.floor(viewport.width)
      canvas.height = Math.floor(viewport.height)
      canvas.style.width = `${Math.floor(cssViewport.width)}px`
      canvas.style.height = `${Math.floor(cssViewport.height)}px`
      task = page.render({ canvas, canvasContext: context, viewport })
      task.promise.catch(() => {
        // A render replaced by the next one is cancelled on purpose.
      })
    }, (error: unknown) => {
      // A page asked of a document closed meanwhile (the viewer left or changed) is not wanted any more;
      // any other failure to read the page is said where the page would be.
      if (!active) return
      setStatus({ state: 'error', message: error instanceof Error ? error.message : String(error) })
    })
    return () => {
      active = false
      task?.cancel()
    }
  }, [status, view])

  const act = (action: ViewerAction) => {
    const next = applyAction(view, action, count)
    setView(next)
    setPageText(String(next.page))
    setPageInvalid(false)
    return next
  }

  // A page button that becomes disabled would drop focus to the body (where Escape no longer reaches
  // the dialog around the viewer): focus moves to the page area instead.
  const turn = (action: 'previous' | 'next') => {
    const next = act(action)
    if (next.page <= 1 || next.page >= count) pagesRef.current?.focus()
  }

  const goTo = () => {
    const page = parsePageInput(pageText, count)
    if (page === null) {
      setPageInvalid(true)
      return
    }
    setPageInvalid(false)
    setView((v) => ({ ...v, page: clampPage(page, count) }))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = shortcutAction(event.nativeEvent)
    if (!action || count === 0) return
    event.preventDefault()
    act(action)
  }

  if (status.state === 'error') {
    return <ErrorState title={t`The PDF could not be loaded`} message={status.message} />
  }
  if (status.state === 'loading') {
    return <Spinner label={t`Loading the PDF`} />
  }

  const zoomText = i18n.number(view.zoom, { style: 'percent', maximumFractionDigits: 0 })
  return (
    <Root>
      <Bar role="toolbar" aria-label={t`PDF tools`}>
        <Cluster aria-label={t`Pages`}>
          <IconButton
            size="sm"
            label={t`Previous page`}
            icon={<ChevronLeft />}
            aria-keyshortcuts="PageUp"
            isDisabled={view.page <= 1}
            onPress={() => turn('previous')}
          />
          <PageBox
            value={pageText}
            onChange={(value) => setPageText(value)}
            onBlur={goTo}
            onKeyDown={(event) => {
              if (event.key === 'Enter') goTo()
            }}
            isInvalid={pageInvalid}
          >
            <VisuallyHidden>
              <Label>{t`Page`}</Label>
            </VisuallyHidden>
            <Input inputMode="numeric" />
            <span>{t`of ${count}`}</span>
          </PageBox>
          <IconButton
            size="sm"
            label={t`Next page`}
            icon={<ChevronRight />}
            aria-keyshortcuts="PageDown"
            isDisabled={view.page >= count}
            onPress={() => turn('next')}
          />
        </Cluster>
        <Cluster aria-label={t`Zoom`}>
          <IconButton size="sm" label={t`Zoom out`} icon={<ZoomOut />} aria-keyshortcuts="-" onPress={() => act('zoomOut')} />
          <output className="zoom" aria-live="polite" aria-label={t`Zoom level`}>
            {zoomText}
          </output>
          <IconButton size="sm" label={t`Zoom in`} icon={<ZoomIn />} aria-keyshortcuts="+" onPress={() => act('zoomIn')} />
        </Cluster>
        <Cluster aria-label={t`Rotate`}>
          <IconButton size="sm" label={t`Rotate left`} icon={<RotateCcw />} aria-keyshortcuts="L" onPress={() => act('rotateLeft')} />
          <IconButton size="sm" label={t`Rotate right`} icon={<RotateCw />} aria-keyshortcuts="R" onPress={() => act('rotateRight')} />
        </Cluster>
        <Cluster aria-label={t`File`}>
          <IconButton size="sm" label={t`Print`} icon={<Printer />} onPress={() => printPdf(toBlob(source))} />
          <IconButton
            size="sm"
            label={t`Save`}
            icon={<Save />}
            onPress={() => saveDownload({ blob: toBlob(source), filename: fileName, contentType: 'application/pdf' })}
          />
        </Cluster>
      </Bar>
      <VisuallyHidden id={shortcutsId}>
        {t`Keyboard shortcuts: Page Down or N for the next page, Page Up or P for the previous page, Home and End for the first and last page, plus and minus to zoom, R to rotate right, L to rotate left.`}
      </VisuallyHidden>
      {/* The page area takes focus so its shortcuts work and a long page can be scrolled by keyboard. */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex, jsx-a11y/no-noninteractive-element-interactions -- the page area scrolls and takes the viewer's shortcuts */}
      <Pages ref={pagesRef} aria-label={t`${fileName}, page ${view.page} of ${count}`} aria-describedby={shortcutsId} tabIndex={0} onKeyDown={onKeyDown}>
        {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- the page is drawn on a canvas, named as an image */}
        <canvas role="img"
          ref={canvasRef}
          aria-label={t`Page ${view.page} of ${count}, zoom ${zoomText}, rotated ${view.rotation} degrees`}
          data-page={view.page}
          data-zoom={view.zoom}
          data-rotation={view.rotation}
        />
      </Pages>
    </Root>
  )
}
