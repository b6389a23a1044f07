import * as v from 'valibot'
import { isDateText, isDateTimeText, isTimeText } from '../format/dateText'
import { parsePageRange } from '../format/pageRange'
import { type Message, message } from './message'
import { fieldMessages as m } from './messages'
import { YEAR_RANGE, decimalPlaces, hasForbiddenCharacters, isBlank, isPresent, isYearInRange, numericValue } from './values'

type Text = string | null | undefined
type Numeric = string | number | null | undefined

// Format rules accept a blank value: whether a field may be empty is `required()`'s decision.
const optional =
  <TInput extends Text>(test: (value: string) => boolean) =>
  (value: TInput): boolean =>
    isBlank(value) || test(value as string)

const numeric =
  <TInput extends Numeric>(test: (value: number, raw: string | number) => boolean) =>
  (value: TInput): boolean => {
    const number = numericValue(value)
    // Blank passes and text that is not a number is `number()`'s message, not this rule's.
    return number === undefined || Number.isNaN(number) || test(number, value as string | number)
  }

/** 'Field is required': text non-empty after trimming, a non-empty list, or any other value. */
export const required = <TInput>() => v.check<TInput, Message>(isPresent, message(m.required))

/** Required rich text must keep some content once its markup is removed: 'Field is required'. */
export const requiredRichText = <TInput extends Text>() =>
  v.check<TInput, Message>(
    (value) => typeof value === 'string' && isPresent(richTextContent(value)),
    message(m.required),
  )

/** The text of an HTML fragment: tags dropped, non-breaking spaces as spaces. */
export function richTextContent(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\u00a0/gi, ' ')
}

/** 'Maximum length is {n} characters', counted in Unicode characters. */
export const maxLength = <TInput extends Text>(n: number) =>
  v.check<TInput, Message>(
    optional<TInput>((value) => [...value].length <= n),
    message(m.maxLength, { n }),
  )

/** Optional e-mail address: 'Invalid email address'. */
export const email = <TInput extends Text>() =>
  v.check<TInput, Message>(
    optional<TInput>((value) => v.EMAIL_REGEX.test(value.trim())),
    message(m.email),
  )

/** 'Value must be number': a number, or text holding a plain decimal number. */
export const number = <TInput extends Numeric>() =>
  v.check<TInput, Message>(
    (value) => !Number.isNaN(numericValue(value)),
    message(m.number),
  )

/** 'Number of decimal place allowed: {n}'. */
export const maxDecimals = <TInput extends Numeric>(n: number) =>
  v.check<TInput, Message>(
    numeric<TInput>((_, raw) => decimalPlaces(raw) <= n),
    message(m.maxDecimals, { n }),
  )

/** 'Value must be greater or equal to: {n}'. */
export const minValue = <TInput extends Numeric>(n: number) =>
  v.check<TInput, Message>(
    numeric<TInput>((value) => value >= n),
    message(m.minValue, { n }),
  )

/** 'Value must be less than or equal to: {n}'. */
export const maxValue = <TInput extends Numeric>(n: number) =>
  v.check<TInput, Message>(
    numeric<TInput>((value) => value <= n),
    message(m.maxValue, { n }),
  )

/** 'Negative value is not allowed'. */
export const nonNegative = <TInput extends Numeric>() =>
  v.check<TInput, Message>(
    numeric<TInput>((value) => value >= 0),
    message(m.nonNegative),
  )

/** A date rule: the format's message when the text does not parse, the year range's when the year is out of it. */
const dated = <TInput extends Text>(parses: (value: string) => boolean, formatMessage: Message) =>
  v.rawCheck<TInput>(({ dataset, addIssue }) => {
    if (!dataset.typed || isBlank(dataset.value)) return
    const value = dataset.value as string
    if (!parses(value)) addIssue({ message: formatMessage })
    else if (!isYearInRange(value)) addIssue({ message: message(m.yearRange, { ...YEAR_RANGE }) })
  })

/** Optional real calendar date written YYYY-MM-DD, in a year from 1900 to 2999. */
export const date = <TInput extends Text>() => dated<TInput>(isDateText, message(m.date))

/** Optional date and time written 'YYYY-MM-DD HH:mm', in a year from 1900 to 2999. */
export const dateTime = <TInput extends Text>() =>
  dated<TInput>(
    (value) => /^\s*\d{4}-\d{2}-\d{2} \d{2}:\d{2}\s*$/.test(value) && isDateTimeText(value),
    message(m.dateTime),
  )

/**
 * Text without control characters (tab, line feed and carriage return excepted) or broken surrogates:
 * 'This field contains characters that are not allowed'.
 */
export const plainText = <TInput extends Text>() =>
  v.check<TInput, Message>(
    (value) => typeof value !== 'string' || !hasForbiddenCharacters(value),
    message(m.forbiddenCharacters),
  )

/** Optional 24-hour time HH:MM with optional :SS: 'Time must be in 24hr format'. */
export const time = <TInput extends Text>() =>
  v.check<TInput, Message>(
    optional<TInput>((value) => isTimeText(value)),
    message(m.time),
  )

const US_ZIP = /^\d{5}(?:-\d{4})?$/
// Canada Post never uses D, F, I, O, Q or U, nor W or Z as the first letter.
const CA_FULL = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i
const CA_FIRST_HALF = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]$/i

/** Whether text is a US zip (optional -4 extension) or a Canadian postal code, full or first half. */
export function isPostalCode(value: string): boolean {
  const text = value.trim()
  return US_ZIP.test(text) || CA_FULL.test(text) || CA_FIRST_HALF.test(text)
}

/** Optional postal or zip code: 'Invalid Postal/Zip Code'. */
export const postalCode = <TInput extends Text>() =>
  v.check<TInput, Message>(optional<TInput>(isPostalCode), message(m.postal))

/**
 * Optional page-range text such as '1-5, 8, 11-13': 'Invalid format'; with a page count,
 * pages outside the document give 'Pages must be between 1 and {max}'.
 */
export const pageRange = <TInput extends Text>(pageCount?: number) =>
  v.rawCheck<TInput>(({ dataset, addIssue }) => {
    if (!dataset.typed || isBlank(dataset.value)) return
    const result = parsePageRange(dataset.value as string, pageCount)
    if (result.ok) return
    addIssue({
      message:
        result.error === 'range' && pageCount !== undefined
          ? message(m.pageOutOfRange, { max: pageCount })
          : message(m.invalidFormat),
    })
  })
