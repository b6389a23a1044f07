import type { ColumnFilter } from './types'

/** How a page value is written in the URL. */
export type ParamEncoding = 'string' | 'number' | 'boolean' | 'json' | 'base64'

/** One page query parameter kept in sync with the URL. */
export interface ParamSpec<T> {
  encoding: ParamEncoding
  /** The value when the URL does not name it; never written to the URL. */
  defaultValue: T
}

export type ParamSpecs = Record<string, ParamSpec<unknown>>
export type ParamValues<S extends ParamSpecs> = { [K in keyof S]: S[K]['defaultValue'] }

/** UTF-8 safe base64 of a text. */
export function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** The text of a UTF-8 base64 value. */
export function fromBase64(value: string): string {
  const binary = atob(value)
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
  return new TextDecoder().decode(bytes)
}

/** A value as its URL text. */
export function encodeParam(value: unknown, encoding: ParamEncoding): string {
  switch (encoding) {
    case 'json':
      return JSON.stringify(value)
    case 'base64':
      return toBase64(JSON.stringify(value))
    case 'boolean':
      return value ? 'true' : 'false'
    default:
      return String(value)
  }
}

/** A URL text as its value; undefined when it cannot be read. */
export function decodeParam(text: string, encoding: ParamEncoding): unknown {
  try {
    switch (encoding) {
      case 'number': {
        const number = Number(text)
        return text.trim() !== '' && Number.isFinite(number) ? number : undefined
      }
      case 'boolean':
        return text === 'true' || text === '1' ? true : text === 'false' || text === '0' ? false : undefined
      case 'json':
        return JSON.parse(text) as unknown
      case 'base64':
        return JSON.parse(fromBase64(text)) as unknown
      default:
        return text
    }
  } catch {
    return undefined
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** Reads the page values from a query string; missing or unreadable ones take their default. */
export function readParams<S extends ParamSpecs>(search: string | URLSearchParams, specs: S): ParamValues<S> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const values: Record<string, unknown> = {}
  for (const [key, spec] of Object.entries(specs)) {
    const text = params.get(key)
    const decoded = text === null ? undefined : decodeParam(text, spec.encoding)
    values[key] = decoded === undefined ? spec.defaultValue : decoded
  }
  return values as ParamValues<S>
}

/**
 * Writes the page values into a query string, keeping the parameters it does not own; a value
 * equal to its default is left out.
 */
export function writeParams<S extends ParamSpecs>(
  search: string | URLSearchParams,
  specs: S,
  values: Partial<ParamValues<S>>,
): string {
  const params = new URLSearchParams(search)
  for (const [key, spec] of Object.entries(specs)) {
    if (!(key in values)) continue
    const value = values[key]
    if (value === undefined || value === null || same(value, spec.defaultValue)) params.delete(key)
    else params.set(key, encodeParam(value, spec.encoding))
  }
  return params.toString()
}

/** The query string without the named parameters. */
export function dropParams(search: string | URLSearchParams, names: readonly string[]): string {
  const params = new URLSearchParams(search)
  for (const name of names) params.delete(name)
  return params.toString()
}

/**
 * 'Is' filters from the plain `?column=value` parameters of the named columns: how a link into a
 * grid (the probill list's Tracing cell, `?probill=…`) asks for the rows of one value.
 */
export function readLinkFilters(search: string | URLSearchParams, columns: readonly string[]): ColumnFilter[] {
  const params = new URLSearchParams(search)
  return columns.flatMap((column) => {
    const value = params.get(column)?.trim()
    return value ? [{ column, operator: 'is' as const, value }] : []
  })
}
