import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { render, type RenderOptions } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { ComponentsLanguage } from '@app/shell/ComponentsLanguage'
import { SkinProvider, resolveTheme, type ThemeName } from '@app/theme'
import { themeList } from '@app/theme/generated'

/**
 * How the tests' user acts: without a timer between keystrokes (React has drawn each one before the next
 * comes, as act() flushes it), and without asking jsdom for the computed style of the target and its
 * ancestors before each pointer action to see whether \`pointer-events: none\` blocks it, which made up
 * most of a click's time on pages with many styled components. The browser tests press real pointers.
 */
export const USER_EVENT_OPTIONS = { delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never } as const

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  theme?: ThemeName
  locale?: 'en' | 'fr'
}

/** Renders inside the skin, theme and language providers the app uses, with a user-event session. */
export function renderWithProviders(ui: ReactElement, { theme = 'transport-light', locale = 'en', ...options }: ProvidersOptions = {}) {
  const entry = themeList.find((t) => t.name === theme) ?? themeList[0]
  i18n.activate(locale)
  const user = userEvent.setup(USER_EVENT_OPTIONS)
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <I18nProvider i18n={i18n}>
        <ComponentsLanguage>
          <SkinProvider skin={entry.skin} mode={entry.mode}>
            {children}
          </SkinProvider>
        </ComponentsLanguage>
      </I18nProvider>
    ),
  })
  return { user, theme: resolveTheme(entry.skin, entry.mode), ...result }
}

export const allThemes = themeList.map((t) => t.name)
