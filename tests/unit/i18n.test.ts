import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { componentLocale } from '@shared/i18n'
import { activateLocale, chooseLanguage, i18n, normaliseLocale } from '@app/i18n'
import { messages as frFirst } from '../../locales/fr/first'
import { messages as frOthers } from '../../locales/fr/messages'

const root = path.resolve(import.meta.dirname, '../..')

/** The catalogs of a language: the first one (sign-in, home, what every page runs) and the others. */
const CATALOGS = ['first', 'messages']

/** msgid -> msgstr pairs of a language's .po catalogs (multi-line strings joined), header entries left out. */
function readCatalog(locale: string): Map<string, string> {
  const text = CATALOGS.map((name) => readFileSync(path.join(root, `locales/${locale}/${name}.po`), 'utf8')).join('\n\n')
  const entries = new Map<string, string>()
  for (const block of text.split(/\n\s*\n/)) {
    if (/^#~/m.test(block) && !/^msgid/m.test(block.replace(/^#~.*$/gm, ''))) continue
    const field = (name: string) => {
      const m = new RegExp(`^${name} ((?:".*"\\n?)+)`, 'm').exec(block + '\n')
      return m ? m[1]!.trim().split('\n').map((l) => JSON.parse(l.trim()) as string).join('') : undefined
    }
    const id = field('msgid')
    if (id === undefined || id === '') continue
    entries.set(id, field('msgstr') ?? '')
  }
  return entries
}

describe('message catalogs', () => {
  const en = readCatalog('en')
  const fr = readCatalog('fr')

  it('has messages to translate', () => {
    expect(en.size).toBeGreaterThan(0)
  })

  it('French and English catalogs hold the same messages', () => {
    expect([...fr.keys()].sort()).toEqual([...en.keys()].sort())
  })

  it('every message has a French translation', () => {
    const missing = [...fr].filter(([, str]) => str.trim() === '').map(([id]) => id)
    expect(missing, `Messages without French:\n${missing.join('\n')}`).toEqual([])
  })

  it('French translations keep every placeholder of the English message', () => {
    const placeholders = (s: string) => (s.match(/\{[\w.]+\}/g) ?? []).sort()
    const broken = [...fr].filter(([id, str]) => str && JSON.stringify(placeholders(id)) !== JSON.stringify(placeholders(str)))
    expect(broken.map(([id]) => id)).toEqual([])
  })
})

describe('language choice (document 1 section 4)', () => {
  it.each([
    [{ query: 'fr', routeMeta: 'en', profile: 'en', cached: 'en' }, 'fr'],
    [{ query: undefined, routeMeta: 'fr', profile: 'en', cached: 'en' }, 'fr'],
    [{ profile: 'fr', cached: 'en' }, 'fr'],
    [{ profile: 'en-us', cached: 'fr' }, 'en'],
    [{ cached: 'fr' }, 'fr'],
    [{ query: 'de', cached: 'fr' }, 'fr'],
    [{}, 'en'],
  ] as const)('%o -> %s', (sources, expected) => {
    expect(chooseLanguage(sources)).toBe(expected)
  })

  it.each([
    ['fr-CA', 'fr'],
    ['FR', 'fr'],
    ['en-us', 'en'],
    ['es', undefined],
    ['', undefined],
  ])('normalises %s', (value, expected) => {
    expect(normaliseLocale(value)).toBe(expected)
  })

  it('gives the components the Canadian locale of the page language', () => {
    expect(componentLocale('fr')).toBe('fr-CA')
    expect(componentLocale('en')).toBe('en-CA')
    expect(componentLocale(undefined)).toBe('en-CA')
  })
})

describe('activating a language', () => {
  it('keeps the messages it already holds: a page drawn after the full catalog came in still reads', async () => {
    const id = Object.keys(frOthers).find((key) => !(key in frFirst)) as string
    await activateLocale('fr')
    expect(i18n.locale).toBe('fr')
    expect(document.documentElement.lang).toBe('fr')
    expect(i18n._(id)).not.toBe(id)
    await activateLocale('en')
  })
})
