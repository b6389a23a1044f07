export {
  CharacterCounter,
  characterLength,
  COUNTER_ANNOUNCE_DELAY_MS,
  Field,
  requiredApplies,
  useEmptyRule,
  useFieldRules,
} from './Field'
export type { CharacterCounterProps, EmptyRuleOptions, FieldChromeProps, FieldProps, FieldValidate } from './Field'
export { Affix, bareInput, controlBox, ControlBox, fieldRoot, FieldRoot, inlineButton } from './Field.styles'
