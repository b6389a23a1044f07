import { msg } from '@lingui/core/macro'

// The messages of rules only some forms apply (document 2 section 5.6): they are in the catalog every page
// but sign-in and home loads before it is drawn (`messages`), not in the first one; see lingui.config.ts.

/** Password rules (document 2 section 5.6): one message per failed rule. */
export const passwordMessages = {
  length: msg`Password must be 12 to 100 characters long`,
  startsWithLetter: msg`Password must start with a letter`,
  upperCase: msg`Password must contain an upper case letter`,
  lowerCase: msg`Password must contain a lower case letter`,
  digit: msg`Password must contain a digit`,
  special: msg`Password must contain a special character`,
  notUsername: msg`Password cannot be username!`,
  match: msg`Passwords must match`,
} as const

/** Security question rules (document 2 section 5.6). */
export const securityMessages = {
  answerTooShort: msg({ message: 'A one-word answer must be at least {min} characters long' }),
  wordTooShort: msg({ message: 'Each word of the answer must be at least {min} characters long' }),
  containsQuestion: msg`The answer must not contain part of the question`,
  pattern: msg`The answer must not contain repeated or sequential characters such as aaaa, 1234 or abcd`,
  answerReused: msg`Each answer must be different`,
  questionReused: msg`Each question must be different`,
  tooFew: msg({ message: 'Set at least {min} security questions and answers' }),
  answerTooLong: msg({ message: 'The answer must be at most {max} characters long' }),
  questionTooLong: msg({ message: 'The question must be at most {max} characters long' }),
} as const

/** Identifier and number rules (document 2 section 5.6). */
export const identifierMessages = {
  phone: msg`Phone number must be 10 digits`,
  probill: msg`Probill number must be 10 digits`,
  provinceState: msg`Province/State must be 2 letters`,
  tracingTooMany: msg({ message: 'You can trace up to {max} numbers at a time' }),
  tracingTooLong: msg({ message: 'Each number must be at most {max} characters long' }),
  activationCode: msg`Activation code must be 6 digits`,
} as const

/** Date rules (document 2 section 5.6); the holiday and from/to wording comes from the dictionaries. */
export const dateMessages = {
  pickupPast: msg`Pickup date cannot be in the past`,
  pickupTooFar: msg({ message: 'Pickup date cannot be more than {days} days ahead' }),
  pickupHoliday: msg`We are not accepting pickup requests during the holidays.`,
  expiryPast: msg`Expiry date cannot be in the past`,
  expiryTooFar: msg`Expiry date cannot be more than 1 year ahead`,
  fromAfterTo: msg`From Date cannot be after To Date`,
  toAfterToday: msg`To Date cannot be greater than today`,
  dueBeforeRequested: msg`Due date cannot be before the requested date`,
} as const

/** Corrective action request rules (document 2 section 5.6). */
export const carMessages = {
  comment: msg`Enter a comment before approving, rejecting, assigning or submitting`,
  selectAssignee: msg`Select an assignee`,
  selectApprover1: msg`Select approver 1`,
  selectApprover2: msg`Select approver 2`,
  selectChecker: msg`Select who checks the effectiveness`,
  selfApproval: msg`You cannot self-approve your request.`,
} as const

/** Push report rules (document 2 sections 5.5, 5.6 and 9). */
export const pushReportMessages = {
  nameUsed: msg`The report name must be unused`,
  selectDestination: msg`Select an email destination`,
  duplicateRecipient: msg`Each email address may be listed only once`,
  maxColumns: msg`You can only select a maximum of 70 columns in a report.`,
  selectColumn: msg`Select at least one column`,
  selectWeekday: msg`Select at least one day of the week`,
  selectMonthDay: msg`Select the day of the month`,
  latestTime: msg`Reports must be sent by 12:30 PM Eastern`,
  cannotView: msg`Cannot view push report list`,
  cannotCreate: msg`This pushreport cannot be created`,
} as const

/** The manual's search text. */
export const searchMessages = {
  maxWords: msg({ message: 'Use at most {n} words' }),
} as const
