import { useLingui } from '@lingui/react/macro'
import { X } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button as AriaButton } from 'react-aria-components'
import styled from 'styled-components'
import { toneByVariant, type Tone } from '../Badge/Badge.styles'

export interface ChipProps {
  /** The chip's text, also used to name its remove button. */
  label: string
  /** The colour: neutral, accent, info, success, warning or danger. */
  variant?: Tone
  /** A decorative icon before the label. */
  icon?: ReactNode
  /** Shows a remove button that calls this. */
  onRemove?: () => void
  /** A class name, for layout by the parent. */
  className?: string
}

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.control.sm};
  padding: 0 ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.border.width.thin} solid;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  ${toneByVariant}

  svg {
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
    flex: none;
  }
`

const Remove = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  margin-inline-end: calc(-1 * ${({ theme }) => theme.space.xs});
  padding: ${({ theme }) => theme.space.xxs};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &[data-hovered] {
    background: ${({ theme }) => theme.color.surface.hover};
    color: ${({ theme }) => theme.color.text.default};
  }
  &[data-focus-visible] {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
  }
`

/** A compact label such as 'Authorized', optionally removable. */
export function Chip({ label, variant = 'neutral', icon, onRemove, className }: ChipProps) {
  const { t } = useLingui()
  return (
    <Root data-variant={variant} className={className}>
      {icon && <span aria-hidden="true">{icon}</span>}
      <span>{label}</span>
      {onRemove && (
        <Remove aria-label={t`Remove ${label}`} onPress={onRemove}>
          <X aria-hidden="true" />
        </Remove>
      )}
    </Root>
  )
}
