import * as v from 'valibot'
import {
  email,
  isUsernamePassword,
  message,
  password,
  passwordMessages,
  required,
  securityAnswers,
} from '@shared/validation'

/** Document 2 section 5.6: at least three questions and answers. */
export const SECURITY_QUESTION_COUNT = 3

const requiredText = v.pipe(v.string(), required<string>())

/** A new password, which must not be the username, and its confirmation (checked by the form's pipe). */
export function newPasswordFields(username: string) {
  return {
    password: v.pipe(
      password(),
      v.check((value) => !isUsernamePassword(value, username), message(passwordMessages.notUsername)),
    ),
    password2: v.string(),
  }
}

/** The Update Profile form: details, the current and new password, and the security answers. */
export function initAccountSchema(username: string) {
  return v.pipe(
    v.object({
      fname: requiredText,
      lname: requiredText,
      email: v.pipe(requiredText, email<string>()),
      phone: v.string(),
      lang: requiredText,
      theme: requiredText,
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
