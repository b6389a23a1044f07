/** The ten digits of a North American number, dropping a leading country code 1; undefined otherwise. */
export function phoneDigits(value: string | number | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined
  const digits = String(value).replace(/\D/g, '')
  if (digits.length === 10) return digits
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1)
  return undefined
}

/** '(XXX) XXX-XXXX' for a 10-digit number; anything else is shown as given. */
export function formatPhone(value: string | number | null | undefined): string {
  const digits = phoneDigits(value)
  if (!digits) return value === null || value === undefined ? '' : String(value).trim()
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
}

/** A `tel:` link with the +1 country code, or undefined when the number is not 10 digits. */
export function telHref(value: string | number | null | undefined): string | undefined {
  const digits = phoneDigits(value)
  return digits ? `tel:+1${digits}` : undefined
}
