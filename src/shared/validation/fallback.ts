import type * as v from 'valibot'
import { type Message, message } from './message'
import { fieldMessages as m } from './messages'

const required = message(m.required)
const invalidFormat = message(m.invalidFormat)
const number = message(m.number)
const email = message(m.email)

const blank = (input: unknown) => input === undefined || input === null || (typeof input === 'string' && input.trim() === '')

/**
 * The message of a contract check that names none of its own (`v.minValue(1)`, a missing field, a picklist):
 * the matching document 1 section 5 message in the issue's language instead of valibot's English text.
 * Pass it as `message` in the parse config: a message written on the schema still wins.
 */
export const fallbackMessage: Message = (issue: v.BaseIssue<unknown>) => {
  const n = issue.requirement
  switch (issue.type) {
    case 'min_value':
      return n === 0 ? message(m.nonNegative)(issue) : message(m.minValue, { n: String(n) })(issue)
    case 'max_value':
      return message(m.maxValue, { n: String(n) })(issue)
    case 'max_length':
      return message(m.maxLength, { n: String(n) })(issue)
    case 'non_empty':
      return required(issue)
    case 'min_length':
      return typeof n === 'number' && n <= 1 ? required(issue) : invalidFormat(issue)
    case 'integer':
      return message(m.maxDecimals, { n: '0' })(issue)
    case 'to_number':
      return number(issue)
    case 'email':
      return email(issue)
  }
  if (issue.kind === 'schema' && blank(issue.input)) return required(issue)
  if (issue.type === 'number') return number(issue)
  return invalidFormat(issue)
}

/** A value that should hold a number: 'Field is required' when blank, else 'Value must be number'. */
export const numberMessage: Message = (issue) => (blank(issue.input) ? required(issue) : number(issue))
