import type { ReactNode, Ref } from 'react'
import {
  SwitchButton as AriaSwitchButton,
  SwitchField as AriaSwitchField,
  type SwitchFieldProps as AriaSwitchFieldProps,
} from 'react-aria-components'
import styled from 'styled-components'
import { Description } from '../Field/Field.styles'

export interface SwitchProps extends Omit<AriaSwitchFieldProps, 'children' | 'className' | 'style'> {
  /** What the switch turns on; clicking it toggles the switch. */
  label: ReactNode
  /** Help text under the label. */
  description?: ReactNode
  /** Class name for the field's root. */
  className?: string
  /** Keeps a ref on the native input. */
  inputRef?: Ref<HTMLInputElement>
}

const Root = styled(AriaSwitchField)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  font-family: ${({ theme }) => theme.font.family.body};
  color: ${({ theme }) => theme.color.text.default};
  ${Description} {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.text.muted};
    padding-inline-start: calc(2 * ${({ theme }) => theme.size.icon.md} + ${({ theme }) => theme.space.sm});
  }
`

const Button = styled(AriaSwitchButton)`
  /* The hidden input inside sits on its label, not on the nearest positioned ancestor (a dialog's overlay). */
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.md};
  cursor: pointer;
  &[data-disabled] {
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
`

const Track = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  width: calc(2 * ${({ theme }) => theme.size.icon.md});
  height: ${({ theme }) => theme.size.icon.md};
  padding: ${({ theme }) => theme.space.xxs};
  border: ${({ theme }) => theme.border.width.thick} solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface.default};
  transition: background-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};
  &::before {
    content: '';
    display: block;
    width: calc(${({ theme }) => theme.size.icon.md} - 2 * ${({ theme }) => theme.space.xxs} - 2 * ${({ theme }) => theme.border.width.thick});
    aspect-ratio: 1;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.border.strong};
    transition: transform ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};
  }
  &[data-selected] {
    background: ${({ theme }) => theme.color.accent.default};
    border-color: ${({ theme }) => theme.color.accent.default};
    &::before {
      background: ${({ theme }) => theme.color.text.onAccent};
      transform: translateX(${({ theme }) => theme.size.icon.md});
    }
  }
  &[data-hovered]:not([data-selected]) {
    border-color: ${({ theme }) => theme.color.accent.default};
  }
  &[data-focus-visible] {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: ${({ theme }) => theme.border.width.thin};
  }
  &[data-disabled] {
    background: ${({ theme }) => theme.color.surface.sunken};
    border-color: ${({ theme }) => theme.color.border.subtle};
    &::before {
      background: ${({ theme }) => theme.color.border.subtle};
    }
  }
  [dir='rtl'] &[data-selected]::before {
    transform: translateX(calc(-1 * ${({ theme }) => theme.size.icon.md}));
  }
`

/** An on/off switch for a setting that applies at once (Space toggles it). */
export function Switch({ label, description, ...rest }: SwitchProps) {
  return (
    <Root {...rest}>
      <Button>
        {({ isSelected, isHovered, isFocusVisible, isDisabled }) => (
          <>
            <Track
              data-selected={isSelected || undefined}
              data-hovered={isHovered || undefined}
              data-focus-visible={isFocusVisible || undefined}
              data-disabled={isDisabled || undefined}
            />
            <span>{label}</span>
          </>
        )}
      </Button>
      {description && <Description slot="description">{description}</Description>}
    </Root>
  )
}
