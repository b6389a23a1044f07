import type { Locale } from '../i18n/locale'

// Unit names are locale data rather than sentences, hence a table instead of catalog messages.
const UNITS: Record<Locale, { one: string; other: string; units: readonly string[] }> = {
  en: { one: 'Byte', other: 'Bytes', units: ['KB', 'MB', 'GB', 'TB'] },
  fr: { one: 'octet', other: 'octets', units: ['Ko', 'Mo', 'Go', 'To'] },
}

const STEP = 1024

/** A file size in Bytes, KB, MB, GB or TB (1024 steps, at most two decimals): '0 Bytes', '1.5 MB', '1,5 Mo'. */
export function formatFileSize(bytes: number, locale: Locale = 'en'): string {
  const names = UNITS[locale]
  const size = Number.isFinite(bytes) && bytes > 0 ? bytes : 0
  const number = new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-US', {
    maximumFractionDigits: 2,
    useGrouping: false,
  })
  if (size < STEP) {
    const whole = Math.round(size)
    return `${number.format(whole)} ${whole === 1 ? names.one : names.other}`
  }
  const exponent = Math.min(Math.floor(Math.log(size) / Math.log(STEP)), names.units.length)
  let value = size / STEP ** exponent
  let unit = exponent
  // 1023.999 KB rounds to 1024 KB: show it as 1 MB instead.
  if (Number(value.toFixed(2)) >= STEP && unit < names.units.length) {
    value /= STEP
    unit += 1
  }
  return `${number.format(value)} ${names.units[unit - 1]}`
}
