import { FieldError as AriaFieldError, Label as AriaLabel, Text as AriaText } from 'react-aria-components'
import styled, { css } from 'styled-components'

/** The column every field lays out: label, control, help line, error. */
export const fieldRoot = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  font-family: ${({ theme }) => theme.font.family.body};
  color: ${({ theme }) => theme.color.text.default};
`

export const FieldRoot = styled.div`
  ${fieldRoot}
`

export const Label = styled(AriaLabel)`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme }) => theme.color.text.default};
`

export const RequiredMark = styled.span`
  color: ${({ theme }) => theme.color.text.danger};
  margin-inline-start: ${({ theme }) => theme.space.xxs};
`

export const HelpRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.text.muted};
  &:empty {
    display: none;
  }
`

export const Description = styled(AriaText)`
  flex: 1;
`

export const Counter = styled.span`
  margin-inline-start: auto;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  &[data-over] {
    color: ${({ theme }) => theme.color.text.danger};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`

export const ErrorText = styled(AriaFieldError)`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.text.danger};
`

/** The box of a text-like control: an `Input`, a `TextArea` or a `Group` holding one. */
export const controlBox = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.control.md};
  width: 100%;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.default};
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  transition: border-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  &[data-hovered],
  &:hover:not([data-disabled]) {
    border-color: ${({ theme }) => theme.color.accent.default};
  }
  &[data-focused],
  &[data-focus-within],
  &:focus-within {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: 0;
    border-color: ${({ theme }) => theme.color.accent.default};
  }
  &[data-invalid] {
    border-color: ${({ theme }) => theme.color.border.danger};
  }
  &[data-disabled] {
    background: ${({ theme }) => theme.color.surface.sunken};
    border-color: ${({ theme }) => theme.color.border.subtle};
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
  &[data-readonly] {
    background: ${({ theme }) => theme.color.surface.sunken};
  }
`

/** A plain box around an input and its affixes; state comes in as data attributes. */
export const ControlBox = styled.div`
  ${controlBox}
`

/** An input inside a `Group`: the group draws the box. */
export const bareInput = css`
  flex: 1;
  min-width: 0;
  align-self: stretch;
  border: 0;
  padding: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  outline: none;
  &::placeholder {
    color: ${({ theme }) => theme.color.text.muted};
  }
`

/** A small square button inside a control box (clear, show password, open calendar). */
export const inlineButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme }) => theme.size.control.sm};
  height: ${({ theme }) => theme.size.control.sm};
  margin-inline-end: calc(-1 * ${({ theme }) => theme.space.xs});
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text.muted};
  cursor: pointer;
  svg {
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.color.surface.hover};
    color: ${({ theme }) => theme.color.text.default};
  }
  &[data-pressed] {
    background: ${({ theme }) => theme.color.surface.selected};
  }
  &[data-focus-visible] {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: 0;
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
`

/** A short affix inside a control box, such as a currency sign. */
export const Affix = styled.span`
  flex: none;
  color: ${({ theme }) => theme.color.text.muted};
`
