import '@fontsource-variable/inter'
import type { Decorator, Preview } from '@storybook/react-vite'
import { themeList } from '@app/theme/generated'
import { activateStoryLocale, defaultTheme, StoryProviders, themeEntry } from './providers'

const withProviders: Decorator = (Story, context) => {
  const { skin, mode } = themeEntry(context.globals.theme)
  return (
    // A theme or language change remounts the story, as loading it afresh would.
    <StoryProviders key={`${context.id}:${context.globals.theme}:${context.globals.locale}`} skin={skin} mode={mode}>
      <Story />
    </StoryProviders>
  )
}

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Skin and colour mode',
      toolbar: {
        icon: 'paintbrush',
        items: themeList.map((entry) => ({ value: entry.name, title: entry.name })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        icon: 'globe',
        items: [
          { value: 'en', right: 'EN', title: 'English' },
          { value: 'fr', right: 'FR', title: 'Français' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: defaultTheme.name, locale: 'en' },
  // Runs before every render, globals changes included, so text is translated on the first paint.
  beforeEach: ({ globals }) => {
    activateStoryLocale(globals.locale)
  },
  decorators: [withProviders],
  parameters: {
    layout: 'padded',
    // The theme paints the page; Storybook's own backgrounds would hide it.
    backgrounds: { disable: true },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    options: { storySort: { order: ['Introduction', 'Theme', 'UI', '*'] } },
    // Chromatic, where it is used, snapshots every theme as the local visual tests do.
    chromatic: {
      modes: Object.fromEntries(themeList.map((entry) => [entry.name, { theme: entry.name }])),
    },
  },
}

export default preview
