import { hash, verify } from '@node-rs/argon2'

// argon2id with the OWASP minimum (19 MiB, 2 passes): about 30 ms per check here.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, options)
}

let decoy: Promise<string> | undefined

/** Verifies a password; an unknown user is checked against a decoy hash so timing tells nothing. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword('decoy-password-never-matches')
    await verify(await decoy, password).catch(() => false)
    return false
  }
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}
