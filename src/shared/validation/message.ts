import type { MessageDescriptor } from '@lingui/core'
import type * as v from 'valibot'
import { type MessageValues, toLocale, translate } from '../i18n'

/**
 * A valibot message that translates when the issue is reported, into the `lang` given to
 * `safeParse(..., { lang })`; without one the installed translator picks its current language.
 */
export function message(descriptor: MessageDescriptor, values?: MessageValues): Message {
  return (issue) =>
    translate(descriptor, issue.lang ? toLocale(issue.lang) : undefined, values)
}

/** The message type every rule of this folder uses. */
export type Message = (issue: v.BaseIssue<unknown>) => string
