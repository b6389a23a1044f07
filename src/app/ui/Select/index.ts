export { Select, SelectButton, SelectRoot } from './Select'
export type { SelectProps } from './Select'
export { OptionList, OptionsPopover } from './Options'
export type { OptionListProps, SelectOption } from './Options'
