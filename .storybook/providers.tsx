import { useState, type ReactNode } from 'react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from 'react-aria-components'
import { SkinProvider, type ColorMode, type SkinId } from '@app/theme'
import { themeList } from '@app/theme/generated'
import { isLocale, type Locale } from '@app/i18n'
import { ComponentsLanguage } from '@app/shell/ComponentsLanguage'
import { installTranslator } from '@app/shell/translator'
import { messages as enFirst } from '../locales/en/first'
import { messages as enOthers } from '../locales/en/messages'
import { messages as frFirst } from '../locales/fr/first'
import { messages as frOthers } from '../locales/fr/messages'

export type ThemeEntry = (typeof themeList)[number]

export const defaultTheme: ThemeEntry = themeList[0]

/** The theme named by the toolbar global, or the first theme for anything unknown. */
export function themeEntry(name: unknown): ThemeEntry {
  return themeList.find((entry) => entry.name === name) ?? defaultTheme
}

// Both catalogs up front: switching the locale global must not wait for a dynamic import.
i18n.load({ en: { ...enFirst, ...enOthers }, fr: { ...frFirst, ...frOthers } })
i18n.activate('en')
// Shared rules (validation, contract messages) translate through the same instance, as in the app.
installTranslator(i18n)

/** Activates the locale named by the toolbar global and keeps `<html lang>` in step. */
export function activateStoryLocale(value: unknown): Locale {
  const locale = isLocale(value) ? value : 'en'
  if (i18n.locale !== locale) i18n.activate(locale)
  document.documentElement.lang = locale
  return locale
}

// Stories render links without a router: react-aria calls this instead of leaving the page.
const stayOnPage = () => {}

export interface StoryProvidersProps {
  skin: SkinId
  mode: ColorMode
  children: ReactNode
}

/** The app's providers around one story, with its own query cache so stories never share data. */
export function StoryProviders({ skin, mode, children }: StoryProvidersProps) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
  )
  return (
    <I18nProvider i18n={i18n}>
      <ComponentsLanguage>
        <QueryClientProvider client={queryClient}>
          <RouterProvider navigate={stayOnPage}>
            <SkinProvider skin={skin} mode={mode}>
              {children}
            </SkinProvider>
          </RouterProvider>
        </QueryClientProvider>
      </ComponentsLanguage>
    </I18nProvider>
  )
}
