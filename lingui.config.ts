import { defineConfig } from '@lingui/cli'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.d.ts', '**/generated/**', '**/routeTree.gen.ts', '**/node_modules/**'],
    },
  ],
  compileNamespace: 'ts',
  format: 'po',
  orderBy: 'messageId',
})
