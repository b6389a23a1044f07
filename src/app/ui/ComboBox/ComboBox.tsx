import { Trans } from '@lingui/react/macro'
import { ChevronDown } from 'lucide-react'
import type { Ref } from 'react'
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Group as AriaGroup,
  Input as AriaInput,
  type Key,
} from 'react-aria-components'
import styled from 'styled-components'
import { bareInput, controlBox, Field, type FieldChromeProps, fieldRoot, inlineButton, requiredApplies, useFieldRules } from '../Field'
import { OptionList, OptionsPopover, type SelectOption } from '../Select/Options'

export interface ComboBoxProps<T extends SelectOption = SelectOption>
  extends Omit<
      AriaComboBoxProps<T, 'single'>,
      'children' | 'items' | 'defaultItems' | 'isRequired' | 'validate' | 'className' | 'style' | 'selectionMode'
    >,
    FieldChromeProps {
  /** Whether a value is required; every field declares it. */
  required: boolean
  /** The choices, filtered as the user types (or pass already filtered ones with `items`). */
  options?: Iterable<T>
  /** Choices the caller filters itself, e.g. from a server search. */
  items?: Iterable<T>
  /** Hint text inside the empty input. */
  placeholder?: string
  /** An extra rule after the shared ones: return a message when the value is invalid. */
  validate?: (value: { key: Key | null; text: string }) => string | null | undefined
  /** Class name for the field's root. */
  className?: string
  /** Keeps a ref on the input. */
  inputRef?: Ref<HTMLInputElement>
}

const Root = styled(AriaComboBox)`
  ${fieldRoot}
` as typeof AriaComboBox

const Group = styled(AriaGroup)`
  ${controlBox}
`

const Input = styled(AriaInput)`
  ${bareInput}
  min-height: calc(${({ theme }) => theme.size.control.md} - 2 * ${({ theme }) => theme.border.width.thin});
`

const OpenButton = styled(AriaButton)`
  ${inlineButton}
`

/** A text input with a filtered list of suggestions (arrow keys, Enter chooses, Escape closes). */
export function ComboBox<T extends SelectOption = SelectOption>({
  label,
  labelHidden,
  description,
  errorMessage,
  required,
  options,
  items,
  placeholder,
  validate,
  inputRef,
  isDisabled,
  isReadOnly,
  allowsCustomValue,
  ...rest
}: ComboBoxProps<T>) {
  const rules = useFieldRules({ kind: 'text', required, maxLength: 'none', readOnly: isReadOnly, disabled: isDisabled })
  const shows = requiredApplies(required, isReadOnly, isDisabled)
  return (
    <Root
      {...rest}
      defaultItems={items ? undefined : options}
      items={items}
      allowsCustomValue={allowsCustomValue}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isRequired={shows}
      validate={({ value, inputValue }) => {
        const present = allowsCustomValue ? inputValue : value === null ? '' : String(value)
        return rules(present) ?? validate?.({ key: value, text: inputValue }) ?? null
      }}
    >
      <Field label={label} labelHidden={labelHidden} description={description} errorMessage={errorMessage} showRequired={shows}>
        <Group>
          <Input ref={inputRef} placeholder={placeholder} />
          <OpenButton>
            <ChevronDown aria-hidden="true" focusable="false" />
          </OpenButton>
        </Group>
      </Field>
      <OptionsPopover>
        <OptionList empty={<Trans>No matches</Trans>} />
      </OptionsPopover>
    </Root>
  )
}
