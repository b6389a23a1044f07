import type { ReactNode } from 'react'
import { VisuallyHidden as AriaVisuallyHidden } from 'react-aria-components'

export interface VisuallyHiddenProps {
  /** Text or elements read by screen readers but not shown. */
  children: ReactNode
  /** The element to render; a span by default so it fits inside inline content. */
  elementType?: 'span' | 'div' | 'p' | 'h1' | 'h2' | 'h3'
  /** Show the content again while it (or something inside it) has focus, as skip links need. */
  isFocusable?: boolean
  /** An id, for `aria-describedby` and `aria-labelledby` references. */
  id?: string
}

/** Content for assistive technology only: hidden visually, kept in the accessibility tree. */
export function VisuallyHidden({ elementType = 'span', ...props }: VisuallyHiddenProps) {
  return <AriaVisuallyHidden elementType={elementType} {...props} />
}
