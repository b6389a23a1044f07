import { defineConfig } from '@lingui/cli'

const exclude = ['**/*.d.ts', '**/generated/**', '**/routeTree.gen.ts', '**/node_modules/**']

/**
 * The code of the sign-in and home pages and of everything every page runs (API client, session, shell,
 * the controls those pages draw, the field rules): its messages form the `first` catalog, the one a page
 * loads before it is drawn. Every other page also loads `messages` (see src/app/i18n), which holds the rest:
 * the rules only some forms apply (`validation/ruleMessages.ts`) and the contract's areas but the calls those
 * pages make.
 */
const first = [
  ...['auth', 'companies.ts', 'constants', 'format', 'i18n', 'validation/messages.ts'].map((path) => `<rootDir>/src/shared/${path}`),
  ...['general', 'oidc', 'qpm-user', 'routeEntries', 'routes', 'routes.gen', 'schemas', 'session']
    .map((name) => `<rootDir>/src/shared/contract/${name}.ts`),
  '<rootDir>/src/app/api',
  '<rootDir>/src/app/session',
  '<rootDir>/src/app/shell',
  '<rootDir>/src/app/features/errors/NotFoundPage.tsx',
  '<rootDir>/src/app/features/auth/LoginPage.tsx',
  '<rootDir>/src/app/features/home',
  '<rootDir>/src/app/routes/$company/login.tsx',
  '<rootDir>/src/app/routes/$company/_frame/home.tsx',
  '<rootDir>/src/app/blocks/SignOnButton',
  ...['Button', 'Chip', 'Dialog', 'ErrorState', 'Field', 'Form', 'Frame', 'Link', 'Menu', 'PasswordField']
    .concat(['ProgressBar', 'Spinner', 'TextField', 'Toast'])
    .map((component) => `<rootDir>/src/app/ui/${component}`),
]

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/locales/{locale}/first', include: first, exclude },
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [...exclude, ...first.map((path) => (/\.tsx?$/.test(path) ? path : `${path}/**`))],
    },
  ],
  compileNamespace: 'ts',
  format: 'po',
  orderBy: 'messageId',
})
