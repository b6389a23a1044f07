import type { ReactNode } from 'react'
import {
  RadioButton as AriaRadioButton,
  RadioField as AriaRadioField,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components'
import styled from 'styled-components'
import { Field, type FieldChromeProps, fieldRoot, requiredApplies, useEmptyRule, useFieldRules } from '../Field'
import { Description } from '../Field/Field.styles'

/** One choice of a radio group. */
export interface RadioOption {
  /** The value stored when chosen. */
  value: string
  /** The text beside the circle. */
  label: ReactNode
  /** Help text under this choice. */
  description?: ReactNode
  /** Shown but not choosable. */
  isDisabled?: boolean
}

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'children' | 'isRequired' | 'validate' | 'className' | 'style'>,
    FieldChromeProps {
  /** Whether a choice is required; every field declares it. */
  required: boolean
  /** The choices, in order. */
  options: readonly RadioOption[]
  /** An extra rule after the shared ones: return a message when the choice is invalid. */
  validate?: (value: string | null) => string | null | undefined
  /** Class name for the field's root. */
  className?: string
}

const Root = styled(AriaRadioGroup)`
  ${fieldRoot}
`

const Choices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding-block: ${({ theme }) => theme.space.xxs};
  [aria-orientation='horizontal'] > & {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.lg};
  }
`

const Choice = styled(AriaRadioField)`
  display: flex;
  flex-direction: column;
  ${Description} {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.text.muted};
    padding-inline-start: calc(${({ theme }) => theme.size.icon.md} + ${({ theme }) => theme.space.sm});
  }
`

const Button = styled(AriaRadioButton)`
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

const Circle = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.icon.md};
  height: ${({ theme }) => theme.size.icon.md};
  border: ${({ theme }) => theme.border.width.thick} solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface.default};
  &::after {
    content: '';
    width: calc(${({ theme }) => theme.size.icon.md} / 2);
    aspect-ratio: 1;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: transparent;
  }
  &[data-hovered] {
    border-color: ${({ theme }) => theme.color.accent.default};
  }
  &[data-selected] {
    border-color: ${({ theme }) => theme.color.accent.default};
    &::after {
      background: ${({ theme }) => theme.color.accent.default};
    }
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
  }
  &[data-disabled][data-selected]::after {
    background: ${({ theme }) => theme.color.text.disabled};
  }
`

/** One choice among several; arrow keys move between the choices, Tab leaves the group. */
export function RadioGroup({
  label,
  labelHidden,
  description,
  errorMessage,
  required,
  options,
  validate,
  isDisabled,
  isReadOnly,
  value,
  defaultValue,
  onChange,
  validationBehavior,
  isInvalid,
  ...rest
}: RadioGroupProps) {
  const rules = useFieldRules({ kind: 'text', required, maxLength: 'none', readOnly: isReadOnly, disabled: isDisabled })
  const shows = requiredApplies(required, isReadOnly, isDisabled)
  const empty = useEmptyRule<string | null>({
    value,
    defaultValue,
    onChange: onChange as ((choice: string | null) => void) | undefined,
    isEmpty: (choice) => !choice,
    emptyMessage: () => rules(null),
    validationBehavior,
    isInvalid,
    errorMessage,
  })
  return (
    <Root
      {...rest}
      value={value}
      defaultValue={defaultValue}
      onChange={empty.onChange}
      validationBehavior={validationBehavior}
      isInvalid={empty.isInvalid}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isRequired={shows}
      validate={(choice) => rules(choice) ?? validate?.(choice) ?? null}
    >
      <Field label={label} labelHidden={labelHidden} description={description} errorMessage={empty.errorMessage} showRequired={shows}>
        <Choices>
          {options.map((option) => (
            <Choice key={option.value} value={option.value} isDisabled={option.isDisabled}>
              <Button>
                {({ isSelected, isHovered, isFocusVisible, isDisabled: disabled, isInvalid: invalid }) => (
                  <>
                    <Circle
                      data-selected={isSelected || undefined}
                      data-hovered={isHovered || undefined}
                      data-focus-visible={isFocusVisible || undefined}
                      data-disabled={disabled || undefined}
                      data-invalid={invalid || undefined}
                    />
                    <span>{option.label}</span>
                  </>
                )}
              </Button>
              {option.description && <Description slot="description">{option.description}</Description>}
            </Choice>
          ))}
        </Choices>
      </Field>
    </Root>
  )
}
