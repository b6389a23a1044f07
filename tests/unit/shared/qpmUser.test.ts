import { installServerTranslator } from '@server/i18n'
import { contract } from '@shared/contract'
import { setTranslator } from '@shared/i18n'
import { fallbackMessage } from '@shared/validation'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messagesOf } from './parse'

// The messages in both languages, from the compiled catalogs.
let previous: Parameters<typeof setTranslator>[0]
beforeAll(() => {
  previous = setTranslator(() => '')
  installServerTranslator()
})
afterAll(() => {
  setTranslator(previous)
})

const calls = contract['qpm-user']
const parse = (schema: v.GenericSchema, input: unknown, lang = 'en') => messagesOf(schema, input, { lang, message: fallbackMessage })

describe('the manual reader calls', () => {
  it('needs a search text of at most 200 characters and 20 words, in both languages', () => {
    const query = calls.search.query
    expect(parse(query, {})).toEqual(['Field is required'])
    expect(parse(query, { q: '  ' })).toEqual(['Field is required'])
    expect(parse(query, { q: 'x'.repeat(201) })).toEqual(['Maximum length is 200 characters'])
    const words = Array.from({ length: 21 }, (_, i) => `mot${i}`).join(' ')
    expect(parse(query, { q: words })).toEqual(['Use at most 20 words'])
    expect(parse(query, { q: words }, 'fr')).toEqual(['Utilisez au plus 20 mots'])
    expect(parse(query, {}, 'fr')).toEqual(['Champ obligatoire'])
    expect(v.parse(query, { q: ' "chariot élévateur" -palette ', limit: '5' })).toEqual({
      q: '"chariot élévateur" -palette',
      limit: 5,
      offset: 0,
    })
    expect(parse(query, { q: 'x', limit: '101' })).not.toEqual([])
    expect(parse(query, { q: 'x', section: '0' })).not.toEqual([])
  })

  it('keeps the text size between 12 and 24 and the language English or French', () => {
    const body = calls.settingsSave.body
    expect(parse(body, { text_size: 11 })).toEqual(['Value must be greater or equal to: 12'])
    expect(parse(body, { text_size: '25' }, 'fr')).toEqual(['La valeur doit être inférieure ou égale à : 24'])
    expect(parse(body, { text_size: 14.5 })).not.toEqual([])
    expect(parse(body, { language: 'de' })).not.toEqual([])
    expect(v.parse(body, { text_size: '18', language: 'fr' })).toEqual({ text_size: 18, language: 'fr' })
    expect(v.parse(body, {})).toEqual({})
  })

  it('needs a change request comment', () => {
    const body = calls.changeRequest.body
    expect(parse(body, {})).toEqual(['Field is required'])
    expect(parse(body, { comment: ' ' }, 'fr')).toEqual(['Champ obligatoire'])
    expect(parse(body, { comment: 'x'.repeat(2001) })).toEqual(['Maximum length is 2000 characters'])
    expect(v.parse(body, { comment: ' Typo in step 3 ' })).toEqual({ comment: 'Typo in step 3' })
  })

  it('takes an acknowledgement with or without the revision read', () => {
    const body = calls.read.body
    expect(v.parse(body, undefined)).toEqual({})
    expect(v.parse(body, { revision: '3' })).toEqual({ revision: 3 })
    expect(parse(body, { revision: 0 })).not.toEqual([])
  })
})
