import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Spinner, type SpinnerSize } from '../Spinner'
import { VisuallyHidden } from '../VisuallyHidden'

export interface LoadingOverlayProps {
  /** Cover the content and mark it busy. */
  isLoading: boolean
  /** What is loading, shown under the spinner and announced; 'Loading…' by default. */
  label?: string
  /** The spinner size; `page` is the 250 px page-loading spinner. */
  spinnerSize?: SpinnerSize
  /** Cover the whole viewport instead of the wrapped region. */
  isFullPage?: boolean
  /** The region the overlay covers. */
  children?: ReactNode
  /** A class name, for layout by the parent. */
  className?: string
}

const Region = styled.div`
  position: relative;
  min-height: ${({ theme }) => theme.size.control.lg};
`

const Veil = styled.div<{ $fullPage: boolean }>`
  position: ${({ $fullPage }) => ($fullPage ? 'fixed' : 'absolute')};
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  background: color-mix(in srgb, ${({ theme }) => theme.color.surface.default} 80%, transparent);
  color: ${({ theme }) => theme.color.text.default};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: progress;
`

/** Covers a region while it loads: the region is busy and inert, and the loading text is announced. */
export function LoadingOverlay({
  isLoading,
  label,
  spinnerSize = 'lg',
  isFullPage = false,
  children,
  className,
}: LoadingOverlayProps) {
  const { t } = useLingui()
  const text = label ?? t`Loading…`
  return (
    <Region className={className} aria-busy={isLoading}>
      <div inert={isLoading}>{children}</div>
      {/* The status region stays mounted so screen readers notice when its text appears. */}
      <VisuallyHidden elementType="div">
        <output>{isLoading ? text : ''}</output>
      </VisuallyHidden>
      {isLoading && (
        <Veil $fullPage={isFullPage}>
          <Spinner size={spinnerSize} isDecorative />
          <span aria-hidden="true">{text}</span>
        </Veil>
      )}
    </Region>
  )
}
