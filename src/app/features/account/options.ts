import { t } from '@lingui/core/macro'
import type { SelectOption } from '@app/ui/Select'

/** The interface languages, each named in its own language. */
export const languageOptions = (): SelectOption[] => [
  { id: 'en', label: 'English' },
  { id: 'fr', label: 'Français' },
]

/** MT_THEME values. */
export const themeOptions = (): SelectOption[] => [
  { id: 'light', label: t`Light` },
  { id: 'dark', label: t`Dark` },
]

/** Security questions offered when choosing answers (the questions are stored with the answers). */
export const securityQuestionOptions = (): SelectOption[] =>
  [
    t`What was the name of your first pet?`,
    t`In what city were you born?`,
    t`What was the name of your elementary school?`,
    t`What was the make of your first car?`,
    t`What is your favourite book?`,
    t`What street did you grow up on?`,
    t`What was your childhood nickname?`,
    t`What is the name of the town where your parents met?`,
  ].map((question) => ({ id: question, label: question }))
