export {
  type DateMask,
  formatInstant,
  formatPlain,
  parseDate,
  parseDateTime,
  parseTime,
  toInstant,
} from './dates'
export { formatFileSize } from './fileSize'
export { type PageRangeError, type PageRangeResult, parsePageRange } from './pageRange'
export { formatPhone, phoneDigits, telHref } from './phone'
