import { useLingui } from '@lingui/react/macro'
import { ChevronDown } from 'lucide-react'
import { type Key, Button as AriaButton, Select as AriaSelect, SelectValue as AriaSelectValue } from 'react-aria-components'
import styled from 'styled-components'
import { controlBox, Field, fieldRoot } from '@app/ui/Field'
import { OptionList, OptionsPopover, type SelectOption } from '@app/ui/Select'

export interface OneOfPickerProps {
  /** The column's name, the picker's label. */
  label: string
  /** The column's search options. */
  options: readonly SelectOption[]
  /** The chosen values, in the options' order. */
  values: readonly string[]
  onChange: (values: string[]) => void
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

/**
 * The one-of filter's choice: several of a column's search options, sent as `<col>__in`. A
 * button opens the list; Space or Enter ticks or unticks an option and the list stays open until
 * Escape, Tab or a click outside.
 */
export function OneOfPicker({ label, options, values, onChange }: OneOfPickerProps) {
  const { t } = useLingui()
  const order = options.map((option) => String(option.id))
  return (
    <Root
      selectionMode="multiple"
      placeholder={t`Any`}
      value={[...values]}
      onChange={(keys: Key[]) => {
        const chosen = new Set(keys.map(String))
        onChange(order.filter((value) => chosen.has(value)))
      }}
    >
      <Field label={label}>
        <Trigger>
          <Value>{({ isPlaceholder, selectedText, defaultChildren }) => (isPlaceholder ? defaultChildren : selectedText)}</Value>
          <ChevronDown aria-hidden="true" focusable="false" />
        </Trigger>
      </Field>
      <OptionsPopover>
        <OptionList items={options} />
      </OptionsPopover>
    </Root>
  )
}
