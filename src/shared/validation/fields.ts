import * as v from 'valibot'
import { type Message, message } from './message'
import { fieldMessages as m } from './messages'
import {
  date,
  dateTime,
  email,
  maxDecimals,
  maxLength,
  maxValue,
  minValue,
  number,
  postalCode,
  required,
  time,
} from './rules'
import { phone } from './identifiers'

/** What a text-like input holds. */
export type TextValue = string | null | undefined
/** What a number input holds: typed text or a number. */
export type NumericValue = string | number | null | undefined

export type TextKind = 'text' | 'email' | 'postal' | 'phone'
export type NumberKind = 'number' | 'currency'
export type DateKind = 'date' | 'datetime' | 'time'
export type FieldKind = TextKind | NumberKind | DateKind

interface BaseDeclaration {
  /** The field's name, quoted in developer errors. */
  name?: string
  /** Every input declares whether it is required (document 2 section 5.1). */
  required: boolean
  /** A read-only field is never checked for presence. */
  readOnly?: boolean
  /** A disabled field is never checked for presence. */
  disabled?: boolean
}

/** Text-like inputs declare a maximum length, or 'none'. */
export interface TextFieldDeclaration extends BaseDeclaration {
  kind: TextKind
  maxLength: number | 'none'
}

/** Number and currency inputs are exempt from maxLength but declare their decimals. */
export interface NumberFieldDeclaration extends BaseDeclaration {
  kind: NumberKind
  decimals: number
  min?: number
  max?: number
}

/** Date, date-time and time inputs have a fixed mask, so only `required` must be declared. */
export interface DateFieldDeclaration extends BaseDeclaration {
  kind: DateKind
  maxLength?: number | 'none'
}

export type FieldDeclaration = TextFieldDeclaration | NumberFieldDeclaration | DateFieldDeclaration

const TEXT_KINDS: readonly string[] = ['text', 'email', 'postal', 'phone'] satisfies TextKind[]
const NUMBER_KINDS: readonly string[] = ['number', 'currency'] satisfies NumberKind[]
const DATE_KINDS: readonly string[] = ['date', 'datetime', 'time'] satisfies DateKind[]

/** A missing declaration is the developer's mistake: it throws and never reaches the user. */
function fail(declaration: { name?: unknown }, problem: string): never {
  const field = typeof declaration.name === 'string' ? `Field "${declaration.name}"` : 'A field'
  throw new Error(`${field} ${problem}`)
}

function checkDeclaration(declaration: FieldDeclaration): void {
  if (typeof declaration !== 'object' || declaration === null) {
    throw new Error('fieldRules needs a field declaration object')
  }
  const { kind } = declaration as { kind: unknown }
  if (typeof kind !== 'string' || ![...TEXT_KINDS, ...NUMBER_KINDS, ...DATE_KINDS].includes(kind)) {
    fail(declaration, `has an unknown kind: ${String(kind)}`)
  }
  if (typeof declaration.required !== 'boolean') {
    fail(declaration, 'must declare required: true or false')
  }
  if (TEXT_KINDS.includes(kind)) {
    const { maxLength: limit } = declaration as { maxLength: unknown }
    if (limit !== 'none' && !(Number.isInteger(limit) && (limit as number) > 0)) {
      fail(declaration, "must declare maxLength: a positive whole number or 'none'")
    }
  }
  if (NUMBER_KINDS.includes(kind)) {
    const { decimals, min, max } = declaration as { decimals: unknown; min: unknown; max: unknown }
    if (!(Number.isInteger(decimals) && (decimals as number) >= 0)) {
      fail(declaration, 'must declare decimals: a whole number, 0 or more')
    }
    for (const [key, bound] of [['min', min], ['max', max]] as const) {
      if (bound !== undefined && !Number.isFinite(bound)) fail(declaration, `has a ${key} that is not a number`)
    }
    if (typeof min === 'number' && typeof max === 'number' && min > max) {
      fail(declaration, `has min ${min} above max ${max}`)
    }
  }
}

// One pipe per rule keeps every failed rule's message (valibot stops a pipe only after a schema fails).
function compose<T>(base: v.GenericSchema<T>, rules: v.GenericValidation<T>[]): v.GenericSchema<T> {
  return rules.reduce<v.GenericSchema<T>>((schema, rule) => v.pipe(schema, rule), base)
}

const invalidType: Message = message(m.invalidFormat)

/**
 * Builds the valibot schema of a form input from its declaration (document 1 section 5, document 2
 * section 5.1). The same schema validates the form in the browser and the request on the server.
 */
export function fieldRules(declaration: TextFieldDeclaration | DateFieldDeclaration): v.GenericSchema<TextValue>
export function fieldRules(declaration: NumberFieldDeclaration): v.GenericSchema<NumericValue>
export function fieldRules(declaration: FieldDeclaration): v.GenericSchema<TextValue> | v.GenericSchema<NumericValue>
export function fieldRules(
  declaration: FieldDeclaration,
): v.GenericSchema<TextValue> | v.GenericSchema<NumericValue> {
  checkDeclaration(declaration)
  const presence = declaration.required && !declaration.readOnly && !declaration.disabled

  if (declaration.kind === 'number' || declaration.kind === 'currency') {
    const rules: v.GenericValidation<NumericValue>[] = []
    if (presence) rules.push(required<NumericValue>())
    rules.push(number<NumericValue>(), maxDecimals<NumericValue>(declaration.decimals))
    if (declaration.min !== undefined) rules.push(minValue<NumericValue>(declaration.min))
    if (declaration.max !== undefined) rules.push(maxValue<NumericValue>(declaration.max))
    return compose(v.nullish(v.union([v.string(), v.number()], message(m.number))), rules)
  }

  const rules: v.GenericValidation<TextValue>[] = []
  if (presence) rules.push(required<TextValue>())
  if ('maxLength' in declaration && typeof declaration.maxLength === 'number') {
    rules.push(maxLength<TextValue>(declaration.maxLength))
  }
  const format = {
    text: undefined,
    email: email<TextValue>,
    postal: postalCode<TextValue>,
    phone: phone<TextValue>,
    date: date<TextValue>,
    datetime: dateTime<TextValue>,
    time: time<TextValue>,
  }[declaration.kind]
  if (format) rules.push(format())
  return compose(v.nullish(v.string(invalidType)), rules)
}
