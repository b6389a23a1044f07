import { useLingui } from '@lingui/react/macro'
import type { Key } from 'react-aria-components'
import { Field } from '@app/ui/Field'
import { OptionList, OptionsPopover, SelectButton, SelectRoot, type SelectOption } from '@app/ui/Select'

export interface OneOfPickerProps {
  /** The column's name, the picker's label. */
  label: string
  /** Hide the label visually; it stays the accessible name. */
  labelHidden?: boolean
  /** The column's search options. */
  options: readonly SelectOption[]
  /** The chosen values, in the options' order. */
  values: readonly string[]
  onChange: (values: string[]) => void
}

/**
 * The one-of filter's choice: several of a column's search options, sent as `<col>__in`. A
 * button opens the list; Space or Enter ticks or unticks an option and the list stays open until
 * Escape, Tab or a click outside.
 */
export function OneOfPicker({ label, labelHidden, options, values, onChange }: OneOfPickerProps) {
  const { t } = useLingui()
  const order = options.map((option) => String(option.id))
  return (
    <SelectRoot
      selectionMode="multiple"
      placeholder={t`Any`}
      value={[...values]}
      onChange={(keys: Key[]) => {
        const chosen = new Set(keys.map(String))
        onChange(order.filter((value) => chosen.has(value)))
      }}
    >
      <Field label={label} labelHidden={labelHidden}>
        <SelectButton />
      </Field>
      <OptionsPopover>
        <OptionList items={options} />
      </OptionsPopover>
    </SelectRoot>
  )
}
