import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { I18nProvider } from 'react-aria-components'
import { componentLocale } from '@shared/i18n'

/**
 * react-aria's components follow the page's language, not the browser's: their own words for screen
 * readers (a menu's Dismiss) and their number formats. Inside Lingui's provider, in the app, the stories
 * and the tests alike.
 */
export function ComponentsLanguage({ children }: { children: ReactNode }) {
  const { i18n } = useLingui()
  return <I18nProvider locale={componentLocale(i18n.locale)}>{children}</I18nProvider>
}
