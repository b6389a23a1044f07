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
export {
  apiSender,
  type UploadContext,
  Uploader,
  type UploaderProps,
  type UploadItem,
  type UploadSender,
  type UploadStatus,
} from './Uploader'
