export { PdfViewer, type PdfDocumentLike, type PdfOpener, type PdfPageLike, type PdfViewerProps } from './PdfViewer'
export {
  applyAction,
  clampPage,
  MAX_ZOOM,
  MIN_ZOOM,
  parsePageInput,
  rotate,
  SHORTCUTS,
  shortcutAction,
  type ViewerAction,
  zoomIn,
  zoomOut,
} from './viewer'
