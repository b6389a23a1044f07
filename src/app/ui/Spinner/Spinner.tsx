import { useLingui } from '@lingui/react/macro'
import { ProgressBar as AriaProgressBar } from 'react-aria-components'
import styled, { keyframes } from 'styled-components'

export type SpinnerSize = 'sm' | 'md' | 'lg' | 'page'

export interface SpinnerProps {
  /** sm, md and lg match the icon sizes for inline use; page is the large page-loading spinner. */
  size?: SpinnerSize
  /** What is loading, read by screen readers; 'Loading' by default. */
  label?: string
  /** Hide from assistive technology when something else already announces the busy state. */
  isDecorative?: boolean
  /** A class name, for layout by the parent. */
  className?: string
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: 100%;
  animation: ${spin} calc(${({ theme }) => theme.motion.duration.slow} * 3) linear infinite;
`

const Box = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  flex: none;
  color: ${({ theme }) => theme.color.accent.default};
  width: ${({ theme, $size }) => ($size === 'page' ? theme.size.spinner : theme.size.icon[$size])};
  height: ${({ theme, $size }) => ($size === 'page' ? theme.size.spinner : theme.size.icon[$size])};
  max-width: 100%;

  circle:first-child {
    stroke: ${({ theme }) => theme.color.border.subtle};
  }
`

function Wheel({ size }: { size: SpinnerSize }) {
  // Thinner stroke on the large spinner: the viewBox scales it with the size.
  const stroke = size === 'page' ? 2 : 4
  return (
    <Svg viewBox="0 0 40 40" fill="none" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r={20 - stroke} strokeWidth={stroke} />
      <circle
        cx="20"
        cy="20"
        r={20 - stroke}
        strokeWidth={stroke}
        stroke="currentColor"
        strokeLinecap="round"
        strokeDasharray={`${(20 - stroke) * 1.5} ${(20 - stroke) * 6.3}`}
      />
    </Svg>
  )
}

/** An indeterminate spinner: a progressbar role with a label, or decorative inside a busy control. */
export function Spinner({ size = 'md', label, isDecorative = false, className }: SpinnerProps) {
  const { t } = useLingui()
  if (isDecorative) {
    return (
      <Box $size={size} className={className} aria-hidden="true" data-size={size}>
        <Wheel size={size} />
      </Box>
    )
  }
  return (
    <AriaProgressBar isIndeterminate aria-label={label ?? t`Loading`} className={className}>
      <Box $size={size} data-size={size}>
        <Wheel size={size} />
      </Box>
    </AriaProgressBar>
  )
}
