import * as v from 'valibot'
import { PASSWORD } from '../constants/business'
import { message } from './message'
import { passwordMessages as m } from './ruleMessages'

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** Whether a password repeats the username (ignoring case and surrounding spaces). */
export function isUsernamePassword(password: string, username: string | null | undefined): boolean {
  return !!username && same(password, username)
}

/**
 * A new password (document 2 section 5.6): 12 to 100 characters, starting with a letter, with an upper
 * case letter, a lower case letter, a digit and a special character. Every failed rule has its message.
 */
export const password = () =>
  v.pipe(
    v.string(message(m.length)),
    v.check(
      (value) => [...value].length >= PASSWORD.minLength && [...value].length <= PASSWORD.maxLength,
      message(m.length),
    ),
    v.regex(/^\p{L}/u, message(m.startsWithLetter)),
    v.regex(/\p{Lu}/u, message(m.upperCase)),
    v.regex(/\p{Ll}/u, message(m.lowerCase)),
    v.regex(/\p{Nd}/u, message(m.digit)),
    // Anything that is neither a letter, a digit nor a space counts as special.
    v.regex(/[^\p{L}\p{N}\s]/u, message(m.special)),
  )

/**
 * A password change: the username it must differ from, the password and its confirmation.
 * 'Password cannot be username!' lands on `password`, 'Passwords must match' on `confirmPassword`.
 */
export const newPasswordSchema = v.pipe(
  v.object({
    username: v.string(),
    password: password(),
    confirmPassword: v.string(message(m.match)),
  }),
  v.forward(
    v.partialCheck(
      [['username'], ['password']],
      (input) => !isUsernamePassword(input.password, input.username),
      message(m.notUsername),
    ),
    ['password'],
  ),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      message(m.match),
    ),
    ['confirmPassword'],
  ),
)
