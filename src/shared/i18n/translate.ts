import type { MessageDescriptor } from '@lingui/core'
import type { Locale } from './locale'

/** Values for a message's `{name}` placeholders. */
export type MessageValues = Record<string, unknown>

/** Turns a descriptor into text; `lang` is undefined when the caller leaves the choice to the translator. */
export type Translator = (
  descriptor: MessageDescriptor,
  lang: Locale | undefined,
  values: MessageValues | undefined,
) => string

const PLACEHOLDER = /\{(\w+)\}/g

/** Fills `{name}` placeholders; unknown names stay visible so a missing value is easy to spot. */
export function interpolate(message: string, values: MessageValues | undefined): string {
  if (!values) return message
  return message.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  )
}

/** English fallback so plain Node and tests work without a catalog. */
export const englishTranslator: Translator = (descriptor, _lang, values) =>
  interpolate(descriptor.message ?? descriptor.id, { ...descriptor.values, ...values })

let current: Translator = englishTranslator

/**
 * Installs the translator shared code uses: the browser backs it with the active Lingui `i18n`,
 * the server with a Lingui instance per locale. Returns the previous one so tests can restore it.
 */
export function setTranslator(fn: Translator): Translator {
  const previous = current
  current = fn
  return previous
}

/** Translates a `msg` descriptor into `lang` (or the translator's current language). */
export function translate(
  descriptor: MessageDescriptor,
  lang?: Locale,
  values?: MessageValues,
): string {
  return current(descriptor, lang, values)
}
