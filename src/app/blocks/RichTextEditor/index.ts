export { DocumentEditor } from './DocumentEditorLoader'
export type { DocumentEditorProps, UploadedFile } from './DocumentEditor'
