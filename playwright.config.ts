import { existsSync, readdirSync } from 'node:fs'
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test'

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number]

/** Chromium from CHROME_PATH or Debian's package: Playwright cannot download browsers here. */
function chromiumPath(): string {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium'
  if (existsSync(path)) return path
  throw new Error(
    `No Chromium at ${path}. Install it (apt-get install chromium, which gives /usr/bin/chromium) ` +
      'or set CHROME_PATH to a Chromium or Chrome executable.',
  )
}

/** The projects named with --project (which takes one or more names), or undefined when all run. */
function selectedProjects(): string[] | undefined {
  const names: string[] = []
  let listing = false
  for (const arg of process.argv.slice(2)) {
    if (arg.startsWith('--project=')) names.push(arg.slice('--project='.length))
    else if (arg === '--project') listing = true
    else if (arg.startsWith('-')) listing = false
    else if (listing) names.push(arg)
  }
  return names.length ? names : undefined
}

const runs = (project: string) => selectedProjects()?.includes(project) ?? true

const hasSpecs = (dir: string) =>
  existsSync(dir) && readdirSync(dir, { recursive: true }).some((f) => /\.(spec|test)\.tsx?$/.test(String(f)))

const storybookPort = Number(process.env.STORYBOOK_TEST_PORT ?? 6107)

// Stories: the built Storybook (storybook-static) served as static files.
const storiesServer: WebServer = {
  command: `node scripts/serve-static.mjs storybook-static ${storybookPort}`,
  url: `http://127.0.0.1:${storybookPort}/index.json`,
  reuseExistingServer: false,
  timeout: 15_000,
  stdout: 'ignore',
  stderr: 'pipe',
}

/**
 * The browser's own features the tests turn off. Chromium reads only the last --disable-features it is
 * given, so Playwright's own list (that of @playwright/test 1.65, less two for Edge) is repeated here
 * before ours. Ours: the address bar's pop-up, which Chromium builds as two web pages for every new
 * window, so once per test's browser context; a headless run never shows it, and building it cost about
 * a quarter of the browser's work for a test that signs in and opens a page.
 */
const disabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
]

// ---------------------------------------------------------------------------------------------
// End-to-end: specs in tests/e2e against the running portal. The project finds no tests (and
// starts no server) while tests/e2e has no specs. Its server entry, when the portal should be
// started by the test run rather than given by E2E_BASE_URL, goes in e2eServers.
// E2E_PORT moves the server this run starts (several checkouts can test side by side).
const e2eBaseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 8090}`
const e2eServers: WebServer[] = process.env.E2E_BASE_URL
  ? []
  : [
      {
        // The built portal on a fresh database in a temporary folder (tests/e2e/server.mjs).
        command: 'node tests/e2e/server.mjs',
        url: `${e2eBaseURL}/api/version`,
        env: { PORT: new URL(e2eBaseURL).port || '8090' },
        reuseExistingServer: false,
        timeout: 120_000,
        // SIGTERM lets the script stop the server and remove its temporary database.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
        stdout: 'ignore',
        stderr: 'pipe',
      },
    ]
// ---------------------------------------------------------------------------------------------

export default defineConfig({
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // A JSON report is added when a wrapper asks for one (it reads the test counts from it).
  reporter: [
    process.env.CI ? ['line'] : ['list'],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as ['json']] : []),
  ],
  // Baselines are committed: CI never writes them, a local run writes missing ones and still fails.
  updateSnapshots: process.env.CI ? 'none' : 'default',
  outputDir: 'test-results',
  timeout: 30_000,
  expect: {
    timeout: 5_000,
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--font-render-hinting=none',
        `--disable-features=${disabledFeatures.join(',')}`,
      ],
    },
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'off',
  },
  projects: [
    {
      name: 'stories',
      testDir: 'tests/visual',
      // Each project has its own output folder: a run empties it, and the two may run side by side.
      outputDir: 'test-results/stories',
      fullyParallel: true,
      snapshotPathTemplate: 'tests/visual/__screenshots__/{arg}{ext}',
      use: { baseURL: `http://127.0.0.1:${storybookPort}` },
    },
    {
      name: 'e2e',
      testDir: 'tests/e2e',
      outputDir: 'test-results/e2e',
      // A test that fails once on a busy CI machine is run again; it is counted (and reported) as flaky.
      retries: process.env.CI ? 1 : 0,
      snapshotPathTemplate: 'tests/e2e/__screenshots__/{testFilePath}/{arg}{ext}',
      use: { baseURL: e2eBaseURL },
    },
  ],
  webServer: [
    ...(runs('stories') ? [storiesServer] : []),
    ...(runs('e2e') && hasSpecs('tests/e2e') ? e2eServers : []),
  ],
})
