import { type MessageDescriptor, setupI18n } from '@lingui/core'
import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import {
  englishTranslator,
  interpolate,
  type Locale,
  type MessageValues,
  setTranslator,
  toAcceptLanguage,
  toLocale,
  translate,
} from '@shared/i18n'
import { fieldMessages, fieldRules, maxDecimals, passwordMessages, password } from '@shared/validation'
import { messagesOf } from './parse'

afterEach(() => {
  setTranslator(englishTranslator)
})

describe('locales', () => {
  it.each<[string | undefined | null, Locale]>([
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    ['FR', 'fr'],
    ['fr_CA', 'fr'],
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
    ['en-us', 'en'],
    ['en-US,fr;q=0.5', 'en'],
    ['de', 'en'],
    ['french', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    [null, 'en'],
  ])('toLocale(%j) is %s', (value, expected) => {
    expect(toLocale(value)).toBe(expected)
  })
  it('gives the Accept-Language of each locale', () => {
    expect(toAcceptLanguage('fr')).toBe('fr')
    expect(toAcceptLanguage('en')).toBe('en-us')
  })
})

describe('default translator', () => {
  it('interpolates the English message in any language', () => {
    expect(translate(fieldMessages.maxDecimals, 'fr', { n: 2 })).toBe('Number of decimal place allowed: 2')
    expect(translate(fieldMessages.required)).toBe('Field is required')
  })
  it('leaves unknown placeholders visible', () => {
    expect(interpolate('Between {min} and {max}', { min: 1 })).toBe('Between 1 and {max}')
  })
  it('falls back to the id when a build stripped the message', () => {
    expect(translate({ id: 'abc123' })).toBe('abc123')
  })
})

describe('lang reaches the installed translator', () => {
  type Call = { descriptor: MessageDescriptor; lang: Locale | undefined; values: MessageValues | undefined }
  const record = () => {
    const calls: Call[] = []
    setTranslator((descriptor, lang, values) => {
      calls.push({ descriptor, lang, values })
      return `${lang ?? 'active'}:${descriptor.id}`
    })
    return calls
  }

  it('passes safeParse lang, the rule descriptor and its values', () => {
    const calls = record()
    const schema = v.pipe(v.string(), maxDecimals(2))
    expect(messagesOf(schema, '1.234', { lang: 'fr' })).toEqual([`fr:${fieldMessages.maxDecimals.id}`])
    expect(calls).toEqual([{ descriptor: fieldMessages.maxDecimals, lang: 'fr', values: { n: 2 } }])
  })

  it('maps regional tags and leaves the choice to the translator without lang', () => {
    const calls = record()
    const schema = fieldRules({ kind: 'text', required: true, maxLength: 5 })
    messagesOf(schema, '', { lang: 'fr-CA' })
    messagesOf(schema, '', { lang: 'en-us' })
    messagesOf(schema, '')
    expect(calls.map((call) => [call.descriptor, call.lang])).toEqual([
      [fieldMessages.required, 'fr'],
      [fieldMessages.required, 'en'],
      [fieldMessages.required, undefined],
    ])
  })

  it('translates each failed rule separately', () => {
    const calls = record()
    messagesOf(password(), 'abcdefghijkl', { lang: 'fr' })
    expect(calls.map((call) => call.descriptor)).toEqual([
      passwordMessages.upperCase,
      passwordMessages.digit,
      passwordMessages.special,
    ])
  })

  it('works with a Lingui instance per locale, as the server installs it', () => {
    const instances = {
      en: setupI18n({ locale: 'en', messages: { en: {} } }),
      fr: setupI18n({
        locale: 'fr',
        messages: { fr: { [fieldMessages.maxValue.id]: 'La valeur doit être inférieure ou égale à : {n}' } },
      }),
    }
    setTranslator((descriptor, lang, values) =>
      instances[lang ?? 'en']._({ ...descriptor, values: { ...descriptor.values, ...values } }),
    )
    const schema = fieldRules({ kind: 'number', required: false, decimals: 0, max: 24 })
    expect(messagesOf(schema, '30', { lang: 'fr' })).toEqual(['La valeur doit être inférieure ou égale à : 24'])
    expect(messagesOf(schema, '30', { lang: 'en' })).toEqual(['Value must be less than or equal to: 24'])
  })
})
