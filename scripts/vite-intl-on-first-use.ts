import type { Plugin } from 'vite'

/**
 * A browser builds its tables of locales and formats the first time a page uses each kind of `Intl` object:
 * 20 to 90 ms each on this project's test machines, four times that on the phone Lighthouse imitates. Two
 * react-aria modules did it as they loaded, before any page was drawn, in the same task as the evaluation of
 * every other module of the entry:
 *
 * - the browser's default locale was checked with `Intl.DateTimeFormat.supportedLocalesOf`, which lists
 *   every locale the browser formats dates in. It is checked with `Intl.getCanonicalLocales` instead, which
 *   throws the same `RangeError` for the same malformed tags and reads no table; and the default locale is
 *   worked out when a component first asks for it rather than when the module loads;
 * - the number formatter made a German `Intl.NumberFormat` to learn whether the browser knows `signDisplay`.
 *   It learns it when a number is first formatted with a `signDisplay`, the only time the answer is used.
 *
 * So the sign-in page, which formats no number and no date, uses no `Intl` object of those kinds at all.
 * Each rewrite names the text it expects: when a new version of the library changes it, the build stops
 * and says which one to look at again, rather than quietly shipping the slow start again.
 */
interface Rewrite {
  /** The library module, by the end of its path. */
  file: RegExp
  what: string
  rewrite: (code: string) => string | undefined
}

const rewrites: Rewrite[] = [
  {
    file: /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.mjs$/,
    what: "react-aria's default locale",
    rewrite(code) {
      const check = 'Intl.DateTimeFormat.supportedLocalesOf('
      const declaration = /let (\$\w+\$var\$currentLocale) = (\$\w+\$export\$\w+)\(\);/
      const found = declaration.exec(code)
      if (!found || code.split(check).length !== 2) return undefined
      const [, current = '', detect = ''] = found
      const initial = `useState)(${current})`
      if (code.split(initial).length !== 2) return undefined
      // Replaced by functions: the library's names hold `$`, which a replacement string would read as a pattern.
      return code
        .replace(check, () => 'Intl.getCanonicalLocales(')
        .replace(declaration, () => `let ${current};`)
        .replace(initial, () => `useState)(() => ${current} ??= ${detect}())`)
    },
  },
  {
    file: /[\\/]@internationalized[\\/]number[\\/]dist[\\/]private[\\/]NumberFormatter\.mjs$/,
    what: "@internationalized/number's check of signDisplay",
    rewrite(code) {
      const check = /let (\$\w+\$var\$supportsSignDisplay) = false;\s*try \{([\s\S]*?)\} catch\s*\{\}/
      const found = check.exec(code)
      if (!found) return undefined
      const [, flag = '', body = ''] = found
      const uses = `!${flag} &&`
      // The declaration and the assignment in the check, then only the tests this rewrite turns into calls.
      if (code.split(flag).length - 1 !== 2 + code.split(uses).length - 1) return undefined
      const ask = `${flag}Known`
      const lazy =
        `let ${flag} = false, ${ask} = false;\n` +
        `function ${flag}Now() {\n  if (!${ask}) {\n    ${ask} = true;\n    try {${body}} catch {}\n  }\n  return ${flag};\n}`
      return code.replace(check, () => lazy).replaceAll(uses, () => `!${flag}Now() &&`)
    },
  },
]

/** Rewrites the modules above in the app's build; fails it when one of them no longer reads as expected. */
export function intlOnFirstUse(): Plugin {
  const done = new Set<string>()
  return {
    name: 'intl-on-first-use',
    apply: 'build',
    transform(code, id) {
      const rewrite = rewrites.find(({ file }) => file.test(id))
      if (!rewrite) return null
      const changed = rewrite.rewrite(code)
      if (changed === undefined) this.error(`${rewrite.what} (${id}) no longer reads as scripts/vite-intl-on-first-use.ts expects`)
      done.add(rewrite.what)
      return { code: changed, map: null }
    },
    buildEnd(error) {
      if (error) return
      const missed = rewrites.filter(({ what }) => !done.has(what)).map(({ what }) => what)
      if (missed.length) this.error(`not in the build any more, look again at scripts/vite-intl-on-first-use.ts: ${missed.join(', ')}`)
    },
  }
}
