import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { intlOnFirstUse } from '../../../scripts/vite-intl-on-first-use'

const library = (file: string) => path.resolve(process.cwd(), 'node_modules', file)
const DEFAULT_LOCALE = library('react-aria/dist/private/i18n/useDefaultLocale.mjs')
const NUMBER_FORMATTER = library('@internationalized/number/dist/private/NumberFormatter.mjs')

/** The plugin's rewrite of one module, as the build runs it; a refusal is thrown. */
function rewrite(file: string, code = readFileSync(file, 'utf8')): string {
  const plugin = intlOnFirstUse()
  const context = {
    error: (message: string) => {
      throw new Error(message)
    },
  }
  const transform = plugin.transform as (this: typeof context, code: string, id: string) => { code: string } | null
  const result = transform.call(context, code, file)
  if (!result) throw new Error(`${file} was not rewritten`)
  return result.code
}

// Beside the installed packages, where the test runner loads modules from.
const cache = path.resolve(process.cwd(), 'node_modules/.cache')
mkdirSync(cache, { recursive: true })
const folder = mkdtempSync(path.join(cache, 'intl-on-first-use-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe("react-aria's default locale", () => {
  it('is checked without the table of date locales, and only when first asked for', () => {
    const code = rewrite(DEFAULT_LOCALE)
    expect(code).not.toContain('supportedLocalesOf')
    expect(code).toContain('Intl.getCanonicalLocales([')
    expect(code).toMatch(/let \$\w+\$var\$currentLocale;/)
    expect(code).toMatch(/useState\)\(\(\) => (\$\w+\$var\$currentLocale) \?\?= \$\w+\$export\$\w+\(\)\)/)
  })

  it('refuses the same malformed tags as before', () => {
    const refuses = (check: () => unknown) => {
      try {
        check()
        return false
      } catch (error) {
        return error instanceof RangeError
      }
    }
    for (const tag of ['en-US', 'fr', 'fr-CA', 'zz', 'i-klingon', 'en_US', '', 'x', '123', 'de-DE-u-co-phonebk', 'en-US-!']) {
      expect(refuses(() => Intl.getCanonicalLocales([tag])), tag).toBe(refuses(() => Intl.DateTimeFormat.supportedLocalesOf([tag])))
    }
  })
})

describe("@internationalized/number's check of signDisplay", () => {
  it('makes no formatter as the module loads, and still formats signs', async () => {
    const file = path.join(folder, 'NumberFormatter.mjs')
    writeFileSync(file, rewrite(NUMBER_FORMATTER))
    const made = vi.spyOn(Intl, 'NumberFormat')
    try {
      const { NumberFormatter } = (await import(/* @vite-ignore */ file)) as typeof import('@internationalized/number')
      expect(made).not.toHaveBeenCalled()
      expect(new NumberFormatter('en-US', { signDisplay: 'exceptZero' }).format(3)).toBe('+3')
      expect(new NumberFormatter('en-US', { signDisplay: 'exceptZero' }).format(0)).toBe('0')
      expect(new NumberFormatter('fr-FR', { style: 'percent' }).format(0.5)).toBe(new Intl.NumberFormat('fr-FR', { style: 'percent' }).format(0.5))
      // The check ran once, on the first number formatted with a sign display.
      expect(made.mock.calls.filter(([locale]) => locale === 'de-DE')).toHaveLength(1)
    } finally {
      made.mockRestore()
    }
  })
})

describe('a new version of either library', () => {
  it('stops the build when a module no longer reads as expected', () => {
    expect(() => rewrite(DEFAULT_LOCALE, 'export const getDefaultLocale = () => navigator.language')).toThrow(/no longer reads/)
    expect(() => rewrite(NUMBER_FORMATTER, 'export class NumberFormatter {}')).toThrow(/no longer reads/)
  })

  it('leaves every other module alone', () => {
    const plugin = intlOnFirstUse()
    const transform = plugin.transform as (code: string, id: string) => unknown
    expect(transform.call({}, 'Intl.DateTimeFormat.supportedLocalesOf(["en"])', library('react-aria/dist/private/i18n/utils.mjs'))).toBeNull()
  })
})
