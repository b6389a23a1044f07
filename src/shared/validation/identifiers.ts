import * as v from 'valibot'
import { ACTIVATION_CODE_LENGTH, IDENTIFIER_LENGTHS, MULTIPLE_TRACING } from '../constants/business'
import { type Message, message } from './message'
import { identifierMessages as m } from './ruleMessages'
import { isBlank } from './values'

type Text = string | null | undefined

const optionalText =
  <TInput extends Text>(test: (value: string) => boolean) =>
  (value: TInput): boolean =>
    isBlank(value) || test((value as string).trim())

const digits = (count: number) => new RegExp(`^\\d{${count}}$`)

/** Ten digits, typed bare or with the phone mask's spaces, dashes, dots or parentheses. */
export function isPhoneNumber(value: string): boolean {
  return /^[\d\s().-]+$/.test(value) && value.replace(/\D/g, '').length === IDENTIFIER_LENGTHS.phone
}

/** Optional phone number: 10 digits, numeric. */
export const phone = <TInput extends Text>() =>
  v.check<TInput, Message>(optionalText<TInput>(isPhoneNumber), message(m.phone))

/** Optional probill number: 10 digits. */
export const probillNumber = <TInput extends Text>() =>
  v.check<TInput, Message>(
    optionalText<TInput>((value) => digits(IDENTIFIER_LENGTHS.probill).test(value)),
    message(m.probill),
  )

/** Optional province or state code: 2 letters. */
export const provinceState = <TInput extends Text>() =>
  v.check<TInput, Message>(
    optionalText<TInput>((value) => /^[A-Za-z]{2}$/.test(value)),
    message(m.provinceState),
  )

/** Optional activation code: 6 digits. */
export const activationCode = <TInput extends Text>() =>
  v.check<TInput, Message>(
    optionalText<TInput>((value) => digits(ACTIVATION_CODE_LENGTH).test(value)),
    message(m.activationCode),
  )

/** The numbers of a multiple-tracing entry: comma-separated, blanks dropped. */
export function splitTracingNumbers(text: string): string[] {
  return text
    .split(MULTIPLE_TRACING.separator)
    .map((part) => part.trim())
    .filter((part) => part !== '')
}

/** Optional multiple-tracing text: up to 50 comma-separated numbers of at most 30 characters each. */
export const tracingNumbers = <TInput extends Text>() =>
  v.rawCheck<TInput>(({ dataset, addIssue }) => {
    if (!dataset.typed || isBlank(dataset.value)) return
    const numbers = splitTracingNumbers(dataset.value as string)
    if (numbers.length > MULTIPLE_TRACING.maxNumbers) {
      addIssue({ message: message(m.tracingTooMany, { max: MULTIPLE_TRACING.maxNumbers }) })
    }
    if (numbers.some((number) => [...number].length > MULTIPLE_TRACING.maxNumberLength)) {
      addIssue({ message: message(m.tracingTooLong, { max: MULTIPLE_TRACING.maxNumberLength }) })
    }
  })
