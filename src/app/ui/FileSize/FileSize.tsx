import { useLingui } from '@lingui/react'
import { formatFileSize } from '@shared/format'
import { toLocale } from '@shared/i18n'

export interface FileSizeProps {
  /** The size in bytes. */
  bytes: number
  /** A class name, for layout by the parent. */
  className?: string
}

/** A file size in Bytes, KB, MB, GB or TB, in the active language (document 1 section 5). */
export function FileSize({ bytes, className }: FileSizeProps) {
  const { i18n } = useLingui()
  return (
    <data value={bytes} className={className}>
      {formatFileSize(bytes, toLocale(i18n.locale))}
    </data>
  )
}
