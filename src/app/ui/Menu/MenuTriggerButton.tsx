import { ChevronDown } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button as AriaButton } from 'react-aria-components'
import styled from 'styled-components'

const Trigger = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.control.md};
  padding: 0 ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.default};
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;

  svg {
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
    flex: none;
  }
  &[data-variant='ghost'] {
    border-color: transparent;
    background: transparent;
    color: inherit;
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.color.surface.hover};
    color: ${({ theme }) => theme.color.text.default};
  }
  &[data-pressed] {
    background: ${({ theme }) => theme.color.surface.selected};
    color: ${({ theme }) => theme.color.text.default};
  }
  &[data-focus-visible] {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: ${({ theme }) => theme.border.width.thin};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: default;
  }
`

export interface MenuTriggerButtonProps {
  /** The button's visible content. */
  label: ReactNode
  /** The button's accessible name when `label` is only an icon. */
  'aria-label'?: string
  /** A decorative icon before the label. */
  icon?: ReactNode
  /** outline (default) or ghost, for buttons on coloured bars such as the header. */
  variant?: 'outline' | 'ghost'
  /** Hide the chevron after the label. */
  hideChevron?: boolean
  /** Disable the button. */
  isDisabled?: boolean
  /** Called when the pointer comes over the button or it takes focus: the moment to fetch the menu's code. */
  onApproach?: () => void
}

/**
 * The button of a menu. Inside react-aria's `MenuTrigger` it gets its press handling and ARIA
 * attributes (aria-haspopup, aria-expanded, aria-controls) from the trigger.
 */
export function MenuTriggerButton({
  label,
  'aria-label': ariaLabel,
  icon,
  variant = 'outline',
  hideChevron = false,
  isDisabled,
  onApproach,
}: MenuTriggerButtonProps) {
  return (
    <Trigger
      aria-label={ariaLabel}
      isDisabled={isDisabled}
      data-variant={variant}
      onHoverStart={onApproach}
      onFocus={onApproach}
    >
      {icon && <span aria-hidden="true">{icon}</span>}
      {label}
      {!hideChevron && <ChevronDown aria-hidden="true" />}
    </Trigger>
  )
}
