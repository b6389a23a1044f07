import { createHash, randomBytes, randomInt } from 'node:crypto'

/** A bearer token: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Tokens and codes are stored as SHA-256 digests, so a database leak gives no usable credential. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

/** A 6-digit activation code, leading zeros kept. */
export function newActivationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}
