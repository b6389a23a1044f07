export { FilePicker, type FilePickerProps } from './FilePicker'
export {
  checkLimits,
  downscaleImage,
  fitWithin,
  isImage,
  isPdf,
  isTiff,
  type LimitCheck,
  matchesAccept,
  type MaxDimensions,
  shouldDownscale,
  type UploadLimits,
} from './rules'
export { apiSender, type SenderOptions, type UploadContext, type UploadSender } from './api'
export { Uploader, type UploaderProps, type UploadItem, type UploadStatus } from './Uploader'
