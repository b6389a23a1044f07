import { Check, Minus } from 'lucide-react'
import type { ReactNode, Ref } from 'react'
import {
  CheckboxButton as AriaCheckboxButton,
  CheckboxField as AriaCheckboxField,
  type CheckboxFieldProps as AriaCheckboxFieldProps,
} from 'react-aria-components'
import styled from 'styled-components'
import { requiredApplies, useFieldRules } from '../Field'
import { Description, ErrorText, RequiredMark } from '../Field/Field.styles'

export interface CheckboxProps
  extends Omit<AriaCheckboxFieldProps, 'children' | 'isRequired' | 'validate' | 'className' | 'style'> {
  /** The text beside the box; clicking it toggles the box. */
  label: ReactNode
  /** Whether the box must be ticked (e.g. accepting terms); every field declares it. */
  required: boolean
  /** Help text under the label. */
  description?: ReactNode
  /** An error to show instead of the field's own rule. */
  errorMessage?: ReactNode
  /** Class name for the field's root. */
  className?: string
  /** Keeps a ref on the native checkbox. */
  inputRef?: Ref<HTMLInputElement>
}

const Root = styled(AriaCheckboxField)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  font-family: ${({ theme }) => theme.font.family.body};
  color: ${({ theme }) => theme.color.text.default};
  ${Description}, ${ErrorText} {
    font-size: ${({ theme }) => theme.font.size.xs};
    padding-inline-start: calc(${({ theme }) => theme.size.icon.md} + ${({ theme }) => theme.space.sm});
  }
  ${Description} {
    color: ${({ theme }) => theme.color.text.muted};
  }
`

const Button = styled(AriaCheckboxButton)`
  /* The hidden input inside sits on its label, not on the nearest positioned ancestor (a dialog's overlay). */
  position: relative;
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  cursor: pointer;
  &[data-disabled] {
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
`

/** The square a checkbox draws; states arrive as data attributes from the button. */
export const Box = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.icon.md};
  height: ${({ theme }) => theme.size.icon.md};
  margin-block-start: calc((${({ theme }) => theme.font.lineHeight.normal} * 1em - ${({ theme }) => theme.size.icon.md}) / 2);
  border: ${({ theme }) => theme.border.width.thick} solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface.default};
  color: ${({ theme }) => theme.color.text.onAccent};
  svg {
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
    stroke-width: 3;
  }
  &[data-hovered] {
    border-color: ${({ theme }) => theme.color.accent.default};
  }
  &[data-selected] {
    background: ${({ theme }) => theme.color.accent.default};
    border-color: ${({ theme }) => theme.color.accent.default};
  }
  &[data-invalid] {
    border-color: ${({ theme }) => theme.color.border.danger};
  }
  &[data-focus-visible] {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: ${({ theme }) => theme.border.width.thin};
  }
  &[data-disabled] {
    background: ${({ theme }) => theme.color.surface.sunken};
    border-color: ${({ theme }) => theme.color.border.subtle};
    color: ${({ theme }) => theme.color.text.disabled};
  }
`

/** A checkbox with its label, optional description and error (Space toggles it). */
export function Checkbox({ label, required, description, errorMessage, isDisabled, isReadOnly, ...rest }: CheckboxProps) {
  const rules = useFieldRules({ kind: 'text', required, maxLength: 'none', readOnly: isReadOnly, disabled: isDisabled })
  const shows = requiredApplies(required, isReadOnly, isDisabled)
  return (
    <Root
      {...rest}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isRequired={shows}
      validate={(selected) => rules(selected ? 'checked' : '')}
    >
      <Button>
        {({ isSelected, isIndeterminate, isInvalid, isHovered, isFocusVisible, isDisabled: disabled }) => (
          <>
            <Box
              data-selected={isSelected || isIndeterminate || undefined}
              data-invalid={isInvalid || undefined}
              data-hovered={isHovered || undefined}
              data-focus-visible={isFocusVisible || undefined}
              data-disabled={disabled || undefined}
            >
              {isIndeterminate ? (
                <Minus aria-hidden="true" focusable="false" />
              ) : (
                isSelected && <Check aria-hidden="true" focusable="false" />
              )}
            </Box>
            <span>
              {label}
              {shows && <RequiredMark aria-hidden="true">*</RequiredMark>}
            </span>
          </>
        )}
      </Button>
      {description && <Description slot="description">{description}</Description>}
      <ErrorText>{errorMessage}</ErrorText>
    </Root>
  )
}
