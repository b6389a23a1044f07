/**
 * Escapes a name for use in a DOM id: letters and digits stay, any other character becomes `_<hex>_`
 * (its code point), so the result holds no space or other character that breaks an id reference, and
 * two different names never give the same text.
 */
export function idPart(name: string): string {
  let out = ''
  for (const char of name) {
    out += /^[A-Za-z0-9]$/.test(char) ? char : `_${char.codePointAt(0)!.toString(16)}_`
  }
  return out
}

/**
 * A DOM id derived from arbitrary names (a menu section's name, a record's key), safe for `id`,
 * `aria-controls` and `aria-labelledby`: `base` (an id from `useId`) followed by each name escaped
 * with `idPart`, joined by '-'. Distinct names under one base give distinct ids.
 */
export function domId(base: string, ...names: readonly string[]): string {
  return [base, ...names.map(idPart)].join('-')
}
