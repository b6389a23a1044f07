// The only module that imports pdf.js: it is reached through a dynamic import, so the library and
// its worker load with the first PDF shown, never with a page that shows none.
import { getDocument, GlobalWorkerOptions, type PDFPageProxy } from 'pdfjs-dist'
import type { DocumentInitParameters } from 'pdfjs-dist/types/src/display/api'
// oxlint-disable-next-line import/default -- Vite's ?url import gives the bundled file's address
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'

GlobalWorkerOptions.workerSrc = workerUrl

/** Opens a PDF with scripting off and no code evaluation; `destroy` ends its loading task and worker. */
export async function openPdf(
  data: Uint8Array,
): Promise<{ numPages: number; getPage(page: number): Promise<PDFPageProxy>; destroy(): Promise<void> }> {
  // pdf.js 6 no longer evaluates code, but the flags stay explicit so a downgrade cannot turn it on.
  const options: DocumentInitParameters & { isEvalSupported: false; enableScripting: false } = {
    data,
    isEvalSupported: false,
    enableScripting: false,
  }
  const task = getDocument(options)
  const doc = await task.promise
  return { numPages: doc.numPages, getPage: (page) => doc.getPage(page), destroy: () => task.destroy() }
}
