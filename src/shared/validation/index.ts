export { dateRange, expiryDate, type PickupDateOptions, pickupDate, type Today } from './dates'
export {
  type DateFieldDeclaration,
  type DateKind,
  type FieldDeclaration,
  type FieldKind,
  fieldRules,
  type NumberFieldDeclaration,
  type NumberKind,
  type NumericValue,
  type TextFieldDeclaration,
  type TextKind,
  type TextValue,
} from './fields'
export {
  activationCode,
  isPhoneNumber,
  phone,
  probillNumber,
  provinceState,
  splitTracingNumbers,
  tracingNumbers,
} from './identifiers'
export { fallbackMessage } from './fallback'
export { issuePath, issuesToFieldErrors } from './issues'
export { type Message, message } from './message'
export { fieldMessages } from './messages'
export {
  carMessages,
  pushReportMessages,
  dateMessages,
  identifierMessages,
  passwordMessages,
  searchMessages,
  securityMessages,
} from './ruleMessages'
export { isUsernamePassword, newPasswordSchema, password } from './password'
export {
  date,
  dateTime,
  email,
  isPostalCode,
  maxDecimals,
  maxLength,
  maxValue,
  minValue,
  nonNegative,
  number,
  pageRange,
  plainText,
  postalCode,
  required,
  requiredRichText,
  richTextContent,
  time,
} from './rules'
export {
  containsQuestionPart,
  hasLongEnoughWords,
  hasRepeatedOrSequentialRun,
  normaliseAnswer,
  securityAnswer,
  securityAnswers,
} from './security'
export {
  YEAR_RANGE,
  decimalPlaces,
  hasForbiddenCharacters,
  isBlank,
  isNonNegativeIntegerString,
  isPresent,
  isYearInRange,
  numericValue,
} from './values'
