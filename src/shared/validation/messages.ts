import { msg } from '@lingui/core/macro'

// Placeholders are filled when the rule fails, so the catalogs hold one message per rule. The messages of
// rules only some forms apply are in ruleMessages.ts, in the catalog the sign-in and home pages do not load.

/** Shell-level messages (document 1 section 5) and form-input messages (document 2 section 5.1). */
export const fieldMessages = {
  required: msg`Field is required`,
  email: msg`Invalid email address`,
  number: msg`Value must be number`,
  maxDecimals: msg({ message: 'Number of decimal place allowed: {n}' }),
  minValue: msg({ message: 'Value must be greater or equal to: {n}' }),
  maxValue: msg({ message: 'Value must be less than or equal to: {n}' }),
  nonNegative: msg`Negative value is not allowed`,
  date: msg`Invalid date format. Valid format is: YYYY-MM-DD`,
  dateTime: msg`Invalid date format. Valid format is: YYYY-MM-DD HH:mm`,
  time: msg`Time must be in 24hr format`,
  postal: msg`Invalid Postal/Zip Code`,
  invalidFormat: msg`Invalid format`,
  pageOutOfRange: msg({ message: 'Pages must be between 1 and {max}' }),
  maxLength: msg({ message: 'Maximum length is {n} characters' }),
  forbiddenCharacters: msg`This field contains characters that are not allowed`,
  yearRange: msg({ message: 'The year must be between {min} and {max}' }),
  maxEntries: msg({ message: 'Add at most {max} entries.' }),
} as const
