export { type Attachment, AttachmentsList, type AttachmentsListProps } from './AttachmentsList'
export { FilePreview, type FilePreviewProps } from './FilePreview'
