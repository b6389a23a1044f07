import { ChevronDown } from 'lucide-react'
import type { Ref } from 'react'
import {
  type Key,
  Button as AriaButton,
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  SelectValue as AriaSelectValue,
} from 'react-aria-components'
import styled from 'styled-components'
import { controlBox, Field, type FieldChromeProps, fieldRoot, requiredApplies, useEmptyRule, useFieldRules } from '../Field'
import { OptionList, OptionsPopover, type SelectOption } from './Options'

export interface SelectProps<T extends SelectOption = SelectOption>
  extends Omit<
      AriaSelectProps<T, 'single'>,
      'children' | 'items' | 'isRequired' | 'validate' | 'className' | 'style' | 'selectionMode' | 'placeholder'
    >,
    FieldChromeProps {
  /** Whether a choice is required; every field declares it. */
  required: boolean
  /** The choices. */
  options: Iterable<T>
  /** Shown when nothing is chosen. */
  placeholder?: string
  /** An extra rule after the shared ones: return a message when the choice is invalid. */
  validate?: (value: Key | null) => string | null | undefined
  /** Class name for the field's root. */
  className?: string
  /** Keeps a ref on the trigger button. */
  triggerRef?: Ref<HTMLButtonElement>
}

const Root = styled(AriaSelect)`
  ${fieldRoot}
` as typeof AriaSelect

const Trigger = styled(AriaButton)`
  ${controlBox}
  justify-content: space-between;
  text-align: start;
  cursor: pointer;
  &[data-focus-visible] {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: 0;
  }
  svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
    color: ${({ theme }) => theme.color.text.muted};
  }
`

const Value = styled(AriaSelectValue)`
  flex: 1;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  &[data-placeholder] {
    color: ${({ theme }) => theme.color.text.muted};
  }
`

/** The field's root: react-aria's Select laid out as a field. */
export const SelectRoot = Root

/** The button that opens the list: the chosen text (or the placeholder) and a chevron. */
export function SelectButton({ ref, ...props }: { ref?: Ref<HTMLButtonElement>; 'data-invalid'?: boolean }) {
  return (
    <Trigger ref={ref} {...props}>
      <Value>{({ isPlaceholder, selectedText, defaultChildren }) => (isPlaceholder ? defaultChildren : selectedText)}</Value>
      <ChevronDown aria-hidden="true" focusable="false" />
    </Trigger>
  )
}

/** A single choice from a list, opened as a popover (arrow keys, type-ahead, Escape closes). */
export function Select<T extends SelectOption = SelectOption>({
  label,
  labelHidden,
  description,
  errorMessage,
  required,
  options,
  validate,
  triggerRef,
  isDisabled,
  value,
  defaultValue,
  onChange,
  validationBehavior,
  isInvalid,
  ...rest
}: SelectProps<T>) {
  const rules = useFieldRules({ kind: 'text', required, maxLength: 'none', disabled: isDisabled })
  const shows = requiredApplies(required, false, isDisabled)
  const empty = useEmptyRule<Key | null>({
    value,
    defaultValue,
    onChange,
    isEmpty: (key) => key === null || key === undefined,
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
      isRequired={shows}
      validate={(key: Key | null) => rules(key === null ? null : String(key)) ?? validate?.(key) ?? null}
    >
      {({ isInvalid: shownInvalid }) => (
        <>
          <Field label={label} labelHidden={labelHidden} description={description} errorMessage={empty.errorMessage} showRequired={shows}>
            <SelectButton ref={triggerRef} data-invalid={shownInvalid || undefined} />
          </Field>
          <OptionsPopover>
            <OptionList items={options} />
          </OptionsPopover>
        </>
      )}
    </Root>
  )
}
