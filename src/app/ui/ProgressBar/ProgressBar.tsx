import { useLingui } from '@lingui/react/macro'
import { Label, ProgressBar as AriaProgressBar, type ProgressBarProps as AriaProgressBarProps } from 'react-aria-components'
import styled, { css, keyframes } from 'styled-components'

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'children' | 'className' | 'style'> {
  /** The visible label above the bar; give `aria-label` instead when there is no room for one. */
  label?: string
  /** Show the value text (a percentage by default) beside the label. */
  showValue?: boolean
  /** A class name, for layout by the parent. */
  className?: string
}

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`

const indeterminate = css`
  width: 40%;
  animation: ${slide} calc(${({ theme }) => theme.motion.duration.slow} * 4) ${({ theme }) => theme.motion.easing.standard}
    infinite;
`

const Root = styled(AriaProgressBar)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.font.size.sm};

  .value {
    grid-column: 2;
    color: ${({ theme }) => theme.color.text.muted};
    font-variant-numeric: tabular-nums;
  }
`

const Track = styled.div`
  grid-column: 1 / -1;
  height: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface.sunken};
  box-shadow: inset 0 0 0 ${({ theme }) => theme.border.width.thin} ${({ theme }) => theme.color.border.default};
  overflow: hidden;
`

const Fill = styled.div<{ $indeterminate: boolean }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.color.accent.default};
  transition: width ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};
  ${({ $indeterminate }) => $indeterminate && indeterminate}
`

/** A determinate or indeterminate progress bar with an optional visible label and value. */
export function ProgressBar({ label, showValue = false, ...props }: ProgressBarProps) {
  return (
    <Root {...props}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label && <Label>{label}</Label>}
          {showValue && !isIndeterminate && <span className="value">{valueText}</span>}
          <Track>
            <Fill $indeterminate={isIndeterminate} style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }} />
          </Track>
        </>
      )}
    </Root>
  )
}

export interface NavigationProgressProps {
  /** True while a route navigation is under way. */
  isActive: boolean
}

const NavBar = styled.div`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.zIndex.progress};
  height: ${({ theme }) => theme.size.progressBar};
  overflow: hidden;
  pointer-events: none;
  opacity: 0;
  transition: opacity ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.exit};

  &[data-active] {
    opacity: 1;
  }
`

const NavFill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.color.accent.default};
  ${indeterminate}
`

/** The thin bar fixed at the top of the page while the router navigates (document 1 section 2). */
export function NavigationProgress({ isActive }: NavigationProgressProps) {
  const { t } = useLingui()
  if (!isActive) return <NavBar aria-hidden="true" />
  return (
    <AriaProgressBar isIndeterminate aria-label={t`Loading page`}>
      <NavBar data-active="">
        <NavFill />
      </NavBar>
    </AriaProgressBar>
  )
}
