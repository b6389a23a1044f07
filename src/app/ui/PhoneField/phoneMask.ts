import { PHONE_MASK } from '@shared/constants'

/** Keeps the digits a phone field stores: at most as many as the mask has places. */
export function phoneDigits(typed: string, mask: string = PHONE_MASK): string {
  const places = [...mask].filter((c) => c === '#').length
  return typed.replace(/\D/g, '').slice(0, places)
}

/**
 * Shows digits through a mask such as '### ### - ####'. A separator appears only once a digit
 * follows it, so deleting never leaves the caret stuck behind one.
 */
export function applyPhoneMask(digits: string, mask: string = PHONE_MASK): string {
  let out = ''
  let next = 0
  for (const char of mask) {
    if (next >= digits.length) break
    if (char === '#') out += digits[next++]
    else out += char
  }
  return out
}
