/// <reference types="vitest/config" />
import './scripts/node-compat.ts'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import optimizeLocales from '@react-aria/optimize-locales-plugin'
import { compression, defineAlgorithm } from 'vite-plugin-compression2'
import { intlOnFirstUse } from './scripts/vite-intl-on-first-use.ts'
import { isRouteSplitChunk, routePreloads } from './scripts/vite-route-preloads.ts'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))

export const alias = {
  '@app': here('./src/app'),
  '@shared': here('./src/shared'),
  '@server': here('./src/server'),
}

/** Plugins shared by the app build, Vitest and Storybook: the Lingui macro must run before Lingui. */
export const macroPlugins = () => [
  react(),
  babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
  lingui(),
]

/** Packages every page needs before it can render. */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store|react-query|query-core)|styled-components|stylis|@emotion[\\/]\w+|@lingui[\\/](core|react)|use-sync-external-store|cookie-es|seroval|tiny-invariant|tiny-warning)[\\/]/
/**
 * Parts of those packages the sign-in page does not use (holding a form with unsaved changes, several queries
 * at once, suspense): they load with the pages that use them (the frame's menus read their counts with
 * several queries at once, once the user may see a count).
 */
const NOT_FRAMEWORK =
  /node_modules[\\/]@tanstack[\\/](react-router[\\/]dist[\\/]esm[\\/]useBlocker|react-query[\\/]build[\\/]modern[\\/](useQueries|useSuspenseQuery)|query-core[\\/]build[\\/]modern[\\/]queriesObserver)\./

/**
 * The app's own plumbing every page runs before it can render (API client and route table, session,
 * themes, validation rules, Lingui set-up) and the small libraries under it: one chunk instead of a dozen
 * small shared ones, which compress worse apart. Formatting helpers stay out, and so does every area's
 * contract (the manual's, CAR's...): only the shared schemas, the route table and the calls the session
 * makes are in it, so an area's calls load with its pages and a new area adds nothing to the sign-in page. The
 * client's file helpers (download, upload) load with the first file sent or received. The modules that draw
 * errors and notices (error dialog, toasts) live in the shell, outside these folders, so that this chunk
 * imports nothing of the app's entry.
 */
const CORE =
  /(src[\\/](shared|app[\\/](api|session|theme|i18n))[\\/])|node_modules[\\/](valibot|ofetch|ufo|destr)[\\/]/
/**
 * Shared code only some pages run stays out of it: the date, size and phone formats, the password and
 * security-answer rules (the account forms'), the menu and screen tables (the route table's), and every area's
 * contract but the calls every page's session makes. A build whose `core` chunk imports a module left out
 * fails (scripts/vite-route-preloads.ts), so one every page needs cannot be left out by mistake.
 */
const NOT_CORE =
  /src[\\/]app[\\/]api[\\/](download|upload)\.|src[\\/]shared[\\/](format[\\/](dates|fileSize|phone)\.|validation[\\/](security|password|issues|dates)\.|auth[\\/](menus|password|screens)\.|constants[\\/]states\.|contract[\\/](?!(schemas|types|fields|routes|match|globals|session|general|email)\.))/

/**
 * react-aria's interaction, focus, overlay, toast and form hooks, and the components the sign-in and home
 * pages both draw (buttons, links, dialogs, toasts, the progress bar): one chunk instead of a dozen small
 * ones. Positioning, long press and the collection code stay with the menus and lists that use them.
 */
const ARIA =
  /node_modules[\\/](clsx[\\/]|react-aria[\\/]dist[\\/]private[\\/](collections[\\/]Hidden\.|button|focus|i18n|interactions|label|link|live-announcer|progress|ssr|utils|visually-hidden)|react-stately[\\/]dist[\\/]private[\\/](flags|toggle|utils)|@internationalized[\\/]string|@internationalized[\\/]number[\\/]dist[\\/]private[\\/]NumberFormatter|react-aria-components[\\/]dist[\\/]private[\\/](Button|Label|Link|ProgressBar|SelectionIndicator|Text|utils)\.)/
const NOT_ARIA =
  /[\\/](calculatePosition|useOverlayPosition|usePopover|useCloseOnScroll|useOverlayTrigger|useMove|useScrollWheel|useLongPress|useContextMenu|useDateFormatter|useFilter|useListFormatter|useCollator|scrollIntoView|useLoadMoreSentinel|FocusScope|useInteractOutside|animation|useViewportSize|useToggleButtonGroup|ShadowTreeWalker|virtualFocus|useHasTabbableChild)\./

/**
 * The text fields every form draws (the sign-in's among them): the design system's field and text input
 * with react-aria's text field, input, group and text area, and the form validation they share, in one
 * chunk, however many pages share them.
 */
const TEXT_FIELDS =
  /src[\\/]app[\\/]ui[\\/](Field|TextField|TextArea)[\\/]|react-aria-components[\\/]dist[\\/]private[\\/](Autocomplete|FieldError|Form|Group|Input|TextArea|TextField)\.|react-aria[\\/]dist[\\/]private[\\/](textfield[\\/]useTextField\.|form[\\/])|react-stately[\\/]dist[\\/]private[\\/]form[\\/]/

/**
 * The quality manual's pages and parts: one chunk for all its screens rather than a dozen small shared
 * ones, which lengthen every manual route's entry in the route table. Its data layer and addresses (which
 * the home page uses) and its search-parameter schemas (which the route table reads) stay out.
 */
const MANUAL = /src[\\/]app[\\/]features[\\/]manual[\\/](?!api\.|paths\.|readings\.|searchParams\.|loaders\.|toc\.)/

/**
 * Chunks the entry imports itself, so they are loaded before any page's chunk is asked for: a page's
 * dynamic import need not list them again in the route table's preload lists.
 */
const LOADED_WITH_ENTRY = /^assets\/(framework|core|aria|rolldown-runtime|preload-helper)-[\w-]{8}\.js$/

/**
 * The small modules the route table and every page's frame draw with, which the default splitting would
 * scatter over a dozen chunks of a few hundred bytes (each compressed apart): the button, link and empty
 * state, the page's heading and address helpers, the areas' search-parameter schemas the route table
 * reads, and the icons they show. They import nothing but the framework, core and aria chunks.
 */
const SHELL =
  /src[\\/](app[\\/](ui[\\/](Button|Link|EmptyState)[\\/]|shell[\\/](CenteredPage|usePage|meta|paths|search)\.|features[\\/]\w+[\\/](searchParams|(?<!manual[\\/])paths|lists)\.))|node_modules[\\/](lucide-react[\\/]dist[\\/]esm[\\/](shared[\\/]|context\.|Icon\.|createLucideIcon\.|icons[\\/](loader-circle|inbox|external-link|rotate-cw|circle-exclamation-point)\.))/

/**
 * What the signed-in pages' frame draws (header, top and side menus, drawer button, footer, page heading,
 * cards) with react-aria's menu-trigger hooks and its icons: one chunk that every page but sign-in loads,
 * rather than a dozen small ones. The menus' own code (menu, popover, positioning) still loads on first use,
 * and what reads the menus' counts (`shell/MenuBadges.tsx`, with the query hook that reads several at once)
 * once the user may see one.
 */
const FRAME =
  /src[\\/]app[\\/](ui[\\/](Frame[\\/](?!MenuDrawer\.)|Card[\\/]|ids\.|Menu[\\/](LazyMenuButton|MenuTriggerButton)\.)|shell[\\/](HeaderControls|menus|menuCounts|AppFrame|PageHeading)\.|features[\\/](car[\\/]menuCount|manualadmin[\\/]switched)\.|routes[\\/]\$company[\\/]_frame[\\/]route\.tsx\?tsr-split=component---loader$)|node_modules[\\/](react-aria[\\/]dist[\\/]private[\\/](menu[\\/](useMenuTrigger|intlStrings)\.|intl[\\/]menu[\\/]|overlays[\\/](useOverlayTrigger|useCloseOnScroll)\.|interactions[\\/](useContextMenu|useLongPress)\.)|react-stately[\\/]dist[\\/]private[\\/](menu[\\/]useMenuTriggerState|overlays[\\/]useOverlayTriggerState)\.|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](circle-question-mark|languages|log-out|menu|panel-left-close|panel-left-open|settings|user-round|chevron-down|chevron-right|users)\.)/

const apiPort = Number(process.env.API_PORT ?? 8081)

/** What both server projects share: the API against a real database, one file at a time. */
const serverTests = {
  environment: 'node' as const,
  include: ['tests/server/**/*.test.ts'],
  fileParallelism: false,
  testTimeout: 30000,
  // A file's first server may build the seeded template database, which takes longer on CI's shared cores.
  hookTimeout: process.env.CI ? 180_000 : 60_000,
  // On CI's busy machine a test may lose a race with the clock; it gets one more try, as the browser
  // tests do, and the run names it among the flaky ones.
  retry: process.env.CI ? 1 : 0,
}

/**
 * Server test files that replace a module with vi.mock, found by reading them, so that a new one cannot
 * land among the files that share a module graph. Read only when Vitest loads this config.
 */
const MOCKING_SERVER_FILES = process.env.VITEST
  ? readdirSync(here('tests/server'))
      .filter((name) => name.endsWith('.test.ts') && readFileSync(here(`tests/server/${name}`), 'utf8').includes('vi.mock('))
      .map((name) => `tests/server/${name}`)
  : []

export default defineConfig({
  resolve: { alias },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders come with their route too, in the chunk of the route's page (a loader only reads what its
      // page shows, and a page is never drawn without its loader): the entry then holds only what matches
      // routes and checks access, not every page's queries, and names each page's chunk once.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: './src/app/routes',
      generatedRouteTree: './src/app/routeTree.gen.ts',
    }),
    ...macroPlugins(),
    { ...optimizeLocales.vite({ locales: ['en-US', 'fr-FR'] }), enforce: 'pre' },
    // No page pays for the browser's locale tables before it formats a date or a number.
    { ...intlOnFirstUse(), enforce: 'pre' },
    {
      // TanStack Form reports to the TanStack devtools through this client; builds ship without them.
      name: 'no-tanstack-devtools',
      apply: 'build',
      enforce: 'pre',
      resolveId: (id) => (id === '@tanstack/devtools-event-client' ? here('./src/app/ui/Form/noDevtools.ts') : null),
    },
    // The server names each page's own chunks and catalogs in the HTML it answers for that page's path.
    routePreloads({ routesDirectory: './src/app/routes', localesDirectory: './locales' }),
    // Brotli and gzip copies of every text file at their best settings, made once here; the server sends
    // the one the browser accepts (src/server/http/app-files.ts).
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      include: /\.(html|js|mjs|css|svg|json|txt|xml)$/,
      // The route table is read by the server, never sent.
      exclude: /^\.vite\//,
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: 'dist/app',
    // The production app ships without source maps (the dev server and Storybook keep theirs).
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Every browser the build targets preloads modules itself (modulepreload is widely available).
    modulePreload: {
      polyfill: false,
      // The route tree's imports of pages carry no list: the app names their imports from the route-chunk
      // table (src/app/shell/routeChunks.ts), so the entry does not hold a list of files for every page.
      resolveDependencies: (file, deps, { hostType }) =>
        hostType !== 'js' ? deps : isRouteSplitChunk(file) ? [] : deps.filter((dep) => !LOADED_WITH_ENTRY.test(dep)),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Libraries every page runs go in one chunk: one request and one compression window instead of
          // dozens of small shared chunks.
          groups: [
            { name: 'framework', test: (id) => FRAMEWORK.test(id) && !NOT_FRAMEWORK.test(id), includeDependenciesRecursively: false },
            // Its modules' own imports (react-aria, the toasts) stay where the default splitting puts them.
            { name: 'core', test: (id) => CORE.test(id) && !NOT_CORE.test(id), includeDependenciesRecursively: false },
            { name: 'aria', test: (id) => ARIA.test(id) && !NOT_ARIA.test(id), includeDependenciesRecursively: false },
            { name: 'shell', test: SHELL, includeDependenciesRecursively: false },
            { name: 'frame', test: FRAME, includeDependenciesRecursively: false },
            { name: 'fields', test: TEXT_FIELDS, includeDependenciesRecursively: false },
            { name: 'manual', test: MANUAL, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: true,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          // A guard against a test that hangs, not a speed bar: the steps of `npm test` share the cores.
          testTimeout: 20_000,
          // On CI's busy machine a test may lose a race with the clock; it gets one more try, and the run
          // names it among the flaky ones.
          retry: process.env.CI ? 1 : 0,
          // Test files share their workers' module graph: each file would otherwise load React,
          // react-aria and jsdom afresh, which costs more than its tests. Setup resets shared state.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          ...serverTests,
          exclude: MOCKING_SERVER_FILES,
          // The files share their worker's module graph: each would otherwise load the server, its contract
          // and its dependencies afresh, a fifth of the suite's time. Each test server is its own (app,
          // database, caches); nothing a file changes is left at a module's top level.
          isolate: false,
        },
      },
      {
        extends: true,
        // The files that replace a module (vi.mock) load the server afresh, so that their stand-in is the
        // one the server imports and no other file sees it.
        test: { name: 'server-mocking', ...serverTests, include: MOCKING_SERVER_FILES },
      },
    ],
  },
})
