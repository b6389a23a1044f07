export { Box as CheckboxBox, Checkbox } from './Checkbox'
export type { CheckboxProps } from './Checkbox'
