import { Button as AriaButton } from 'react-aria-components'
import styled, { css, keyframes } from 'styled-components'

const spin = keyframes`
  to { transform: rotate(360deg); }
`

/** Variants and sizes read like a table of states through `data-variant` and `data-size`. */
export const buttonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.control.md};
  padding: 0 ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.border.width.thin} solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: ${({ theme }) => theme.font.family.body};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard},
    border-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
  }

  &[data-size='sm'] {
    min-height: ${({ theme }) => theme.size.control.sm};
    padding: 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  &[data-size='lg'] {
    min-height: ${({ theme }) => theme.size.control.lg};
    padding: 0 ${({ theme }) => theme.space.xl};
    font-size: ${({ theme }) => theme.font.size.lg};
    svg {
      width: ${({ theme }) => theme.size.icon.md};
      height: ${({ theme }) => theme.size.icon.md};
    }
  }

  &[data-variant='primary'] {
    background: ${({ theme }) => theme.color.accent.default};
    color: ${({ theme }) => theme.color.text.onAccent};
    &[data-hovered] {
      background: ${({ theme }) => theme.color.accent.hover};
    }
    &[data-pressed] {
      background: ${({ theme }) => theme.color.accent.pressed};
    }
  }
  &[data-variant='secondary'] {
    background: ${({ theme }) => theme.color.surface.default};
    border-color: ${({ theme }) => theme.color.border.strong};
    color: ${({ theme }) => theme.color.text.default};
    &[data-hovered] {
      background: ${({ theme }) => theme.color.surface.hover};
    }
    &[data-pressed] {
      background: ${({ theme }) => theme.color.surface.selected};
    }
  }
  &[data-variant='danger'] {
    background: ${({ theme }) => theme.color.danger.default};
    color: ${({ theme }) => theme.color.text.onDanger};
    &[data-hovered],
    &[data-pressed] {
      background: ${({ theme }) => theme.color.danger.hover};
    }
  }
  &[data-variant='ghost'] {
    background: transparent;
    color: ${({ theme }) => theme.color.accent.text};
    &[data-hovered] {
      background: ${({ theme }) => theme.color.surface.hover};
    }
    &[data-pressed] {
      background: ${({ theme }) => theme.color.surface.selected};
    }
  }

  &[data-focus-visible] {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: ${({ theme }) => theme.border.width.thick};
  }
  &[data-disabled] {
    background: ${({ theme }) => theme.color.surface.sunken};
    border-color: ${({ theme }) => theme.color.border.subtle};
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
  &[data-pending] {
    cursor: progress;
  }
`

export const StyledButton = styled(AriaButton)`
  ${buttonStyles}
`

export const IconSlot = styled.span`
  display: inline-flex;
`

export const Spinner = styled.span`
  display: inline-flex;
  svg {
    animation: ${spin} calc(${({ theme }) => theme.motion.duration.slow} * 3) linear infinite;
  }
`
