/**
 * The sign-in page's first view: each company's sign-in page, in each language, as the built app draws it,
 * kept as markup and the styles it uses (`dist/app/.vite/first-view.json`). The server sends it inside the
 * page's HTML (src/server/http/first-view.ts), so the page is seen as soon as the HTML arrives instead of
 * after the scripts have come and run; the app takes its place once it has drawn the page.
 *
 * Run after the app's and the server's builds (`npm run build:server` runs it). Without a browser it makes
 * nothing, and the server then sends the page without a first view.
 */
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { companies } from '../src/shared/companies'
import type { Locale } from '../src/shared/i18n'
import { FIRST_VIEW_FILE, type FirstView, type FirstViews } from '../src/server/http/first-view'
import { startServer } from './bench-server.mjs'

const root = path.resolve(import.meta.dirname, '..')
const appDir = path.join(root, 'dist/app')
const output = path.join(appDir, FIRST_VIEW_FILE)
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const locales: Locale[] = ['en', 'fr']

if (!existsSync(path.join(root, 'dist/server/main.js')) || !existsSync(path.join(appDir, 'index.html'))) {
  console.log('first view: build the app and the server first; none made')
  process.exit(0)
}
if (!existsSync(executablePath)) {
  await rm(output, { force: true })
  console.log(`first view: no browser at ${executablePath}; none made (the sign-in page is drawn by its scripts alone)`)
  process.exit(0)
}

/**
 * What the page shows once drawn: the markup of `#root` without the traces of this visit, and the styles
 * of the components in it, with the page's own colours and type for the element that will hold it. Plain
 * JavaScript run in the page.
 */
const capture = `(() => {
  const copy = document.getElementById('root').cloneNode(true)
  // Nothing in it is focused, hovered, typed in or announced yet; and nothing in it runs.
  const traces = ['data-focused', 'data-focus-visible', 'data-focus-within', 'data-hovered', 'data-pressed', 'autofocus']
  for (const element of copy.querySelectorAll('*')) for (const name of traces) element.removeAttribute(name)
  for (const script of copy.querySelectorAll('script')) script.remove()
  // Its images are its own copies: the page's largest paint is then traced to them, not to the app's
  // later ones at the same address.
  for (const image of copy.querySelectorAll('img[src^="data:"]')) image.setAttribute('src', image.getAttribute('src') + '#first-view')
  for (const region of copy.querySelectorAll('[aria-live], [role="alert"], [role="status"]')) region.replaceChildren()
  const rules = []
  for (const sheet of document.styleSheets) {
    // The built stylesheet is linked by the page itself; the components' styles are the ones to keep.
    if (sheet.ownerNode?.tagName !== 'STYLE') continue
    for (const rule of sheet.cssRules) rules.push(rule.cssText)
  }
  const body = getComputedStyle(document.body)
  const host = ['background-color', 'color', 'font-family', 'font-size', 'line-height']
    .map((name) => name + ': ' + body.getPropertyValue(name) + ';')
    .join(' ')
  return { html: copy.innerHTML, css: ':host { ' + host + ' }\\n' + rules.join('\\n') }
})()`

const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-first-view-'))
const server = await startServer(root, dataDir)
const browser = await chromium.launch({
  executablePath,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
try {
  const views: FirstViews = {}
  for (const company of Object.keys(companies)) {
    for (const locale of locales) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
      await page.goto(`${server.base}/${company}/login?lang=${locale}`, { waitUntil: 'networkidle' })
      await page.locator('#root form').waitFor()
      await page.evaluate(() => document.fonts.ready)
      ;(views[company] ??= {})[locale] = (await page.evaluate(capture)) as FirstView
      await page.close()
    }
  }
  await writeFile(output, JSON.stringify(views))
  const sizes = Object.entries(views).flatMap(([company, byLocale]) =>
    Object.entries(byLocale).map(([locale, view]) => `${company}/${locale} ${((view.html.length + view.css.length) / 1024).toFixed(1)} KiB`),
  )
  console.log(`first view of the sign-in page: ${sizes.join(', ')}`)
} finally {
  await browser.close()
  await server.stop()
  await rm(dataDir, { recursive: true, force: true })
}
