import * as v from 'valibot'
import {
  email,
  isUsernamePassword,
  maxLength,
  message,
  password,
  passwordMessages,
  phone,
  required,
  securityAnswers,
} from '@shared/validation'

/** Document 2 section 5.6: at least three questions and answers. */
export const SECURITY_QUESTION_COUNT = 3

const requiredText = v.pipe(v.string(), required<string>())

/** Required text of at most `max` characters, as the contract's `text(max)` checks it on the server. */
const requiredMax = (max: number) => v.pipe(v.string(), required<string>(), maxLength<string>(max))

/** A required username, as the sign-in and reset forms take it. */
export const usernameField = requiredMax(100)

/**
 * The details Update Profile and User Preferences both edit. The phone field holds the digits its mask
 * shows: empty, or 10 digits (document 2 section 5.6).
 */
export const userDetailsFields = {
  fname: requiredMax(50),
  lname: requiredMax(50),
  email: v.pipe(v.string(), required<string>(), maxLength<string>(254), email<string>()),
  phone: v.pipe(v.string(), phone<string>()),
  lang: requiredText,
  theme: requiredText,
}

/**
 * A new password, which must not be the username, and its confirmation (checked by the form's pipe).
 * An empty entry is 'Field is required'; the password rules judge only what was typed.
 */
export function newPasswordFields(username: string) {
  return {
    password: v.pipe(
      v.string(),
      required<string>(),
      // A schema in a pipe runs only when the checks before it passed: a blank password stops here.
      password(),
      v.check((value) => !isUsernamePassword(value, username), message(passwordMessages.notUsername)),
    ),
    password2: requiredText,
  }
}

/** The Update Profile form: details, the current and new password, and the security answers. */
export function initAccountSchema(username: string) {
  return v.pipe(
    v.object({
      ...userDetailsFields,
      current_password: requiredText,
      ...newPasswordFields(username),
      security: securityAnswers(),
    }),
    v.forward(
      v.partialCheck(
        [['password'], ['password2']],
        (input) => input.password === input.password2,
        message(passwordMessages.match),
      ),
      ['password2'],
    ),
  )
}

/** The answers to the account's security questions and the new password. */
export function resetPasswordSchema(username: string) {
  return v.pipe(
    v.object({
      answers: v.array(requiredText),
      ...newPasswordFields(username),
    }),
    v.forward(
      v.partialCheck(
        [['password'], ['password2']],
        (input) => input.password === input.password2,
        message(passwordMessages.match),
      ),
      ['password2'],
    ),
  )
}
