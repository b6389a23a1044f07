import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import type { PagePreloads } from '../../src/server/http/app-page'
import { storageKeys } from '../../src/shared/constants'
import { expectAt, signIn } from './fixtures'

/** The build's table of what each page needs (written by scripts/vite-route-preloads.ts). */
const preloads = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../dist/app/.vite/route-preloads.json'), 'utf8'),
) as PagePreloads
const filesOf = (path: string) => preloads.routes.find((route) => route.path === path)?.files ?? []

/** The scripts the HTML of a path names: its entry and every modulepreload link. */
async function namedScripts(page: Page, path: string): Promise<string[]> {
  const response = await page.request.get(path, { headers: { 'accept-encoding': 'br, gzip' } })
  expect(response.headers()['content-encoding']).toBe('br')
  const html = await response.text()
  return [...html.matchAll(/<(?:link rel="modulepreload"|script type="module")[^>]* (?:href|src)="([^"]+)"/g)].map((m) => m[1]!)
}

/** The scripts the page loads, by path, from the time it is opened until the network is quiet. */
function loadedScripts(page: Page): Set<string> {
  const scripts = new Set<string>()
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname)
  })
  return scripts
}

test.describe('first load', () => {
  test('the sign-in page names every script it runs in its HTML, and only those', async ({ page }) => {
    const named = await namedScripts(page, '/freight/login')
    const route = filesOf('/$company/login')
    expect(route.some((file) => /\/login-[\w-]+\.js$/.test(file))).toBe(true)
    for (const file of [...route, ...preloads.catalogs.en!.first]) expect(named).toContain(file)
    // The frame draws no grid, form or date field: their code waits for the pages that use them.
    expect(named.filter((file) => /\/(DataGrid|ResourcePages|DateInput|useAppForm)-[\w-]+\.js$/.test(file))).toEqual([])

    const loaded = loadedScripts(page)
    await page.coverage.startJSCoverage({ resetOnNavigation: false })
    await page.goto('/freight/login', { waitUntil: 'networkidle' })
    await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible()
    const ran = new Set((await page.coverage.stopJSCoverage()).map((script) => new URL(script.url).pathname))
    // Nothing is found only once the entry has run (a round trip after the HTML), and nothing is named in vain.
    expect([...loaded].sort()).toEqual([...new Set(named)].sort())
    for (const file of named) expect(ran, file).toContain(file)
  })

  test('the signed-in home page names its route, its layout and its catalog', async ({ page }) => {
    await signIn(page, 'customer')
    const named = await namedScripts(page, '/freight/home')
    const route = filesOf('/$company/home')
    expect(route.some((file) => /\/home-[\w-]+\.js$/.test(file))).toBe(true)
    for (const file of [...route, ...preloads.catalogs.en!.first]) expect(named).toContain(file)
    // The frame draws no grid, form or date field: their code waits for the pages that use them.
    expect(named.filter((file) => /\/(DataGrid|ResourcePages|DateInput|useAppForm)-[\w-]+\.js$/.test(file))).toEqual([])

    const loaded = loadedScripts(page)
    await page.coverage.startJSCoverage({ resetOnNavigation: false })
    await page.goto('/freight/home', { waitUntil: 'networkidle' })
    await expectAt(page, '/freight/home')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const ran = new Set((await page.coverage.stopJSCoverage()).map((script) => new URL(script.url).pathname))
    expect([...loaded].filter((file) => !named.includes(file))).toEqual([])
    for (const file of named) expect(ran, file).toContain(file)
  })

  test("going to another page names its chunks' imports at once, from the table the first page names", async ({ page }) => {
    await signIn(page, 'employee')
    const table = page.waitForResponse((response) => /\/assets\/route-chunks-[\w-]+\.json$/.test(response.url()))
    await page.goto('/freight/home', { waitUntil: 'networkidle' })
    expect((await table).ok()).toBe(true)
    const loaded = loadedScripts(page)
    await page.getByRole('main').getByRole('link').first().click()
    await expect(page).not.toHaveURL(/\/freight\/home$/)
    await page.waitForLoadState('networkidle')
    const named = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname),
    )
    // Only the page's own chunks are imported without a link; everything they import was named beside them.
    const unnamed = [...loaded].filter((file) => !named.includes(file))
    expect(loaded.size).toBeGreaterThan(unnamed.length)
    expect(unnamed.length).toBeLessThanOrEqual(2)
  })

  test('a French page names the French catalogs', async ({ page }) => {
    const named = await namedScripts(page, '/freight/login?lang=fr')
    for (const file of preloads.catalogs.fr!.first) expect(named).toContain(file)
    for (const file of preloads.catalogs.en!.first) expect(named).not.toContain(file)
  })

  test('the sign-in page is seen before its scripts run, and the app takes its place', async ({ page }) => {
    // What the page holds once its HTML is parsed, before any of the app's own work.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        ;(window as { firstView?: boolean }).firstView = Boolean(document.getElementById('first-view'))
      })
    })
    const requests: string[] = []
    page.on('request', (request) => requests.push(new URL(request.url()).pathname))
    await page.goto('/freight/login?lang=fr')
    await expect(page.getByRole('button', { name: 'Connexion' })).toBeVisible()
    expect(await page.evaluate(() => (window as { firstView?: boolean }).firstView)).toBe(true)
    // Put away once the app has drawn the page: one form on the page, and it is the app's.
    await expect(page.locator('#first-view')).toBeHidden()
    await expect(page.getByRole('textbox', { name: /nom d.utilisateur/i })).toHaveCount(1)
    // The stylesheet is asked for before any script, and the scripts once the first view is on screen.
    const css = requests.findIndex((path) => path.endsWith('.css'))
    const script = requests.findIndex((path) => path.endsWith('.js'))
    expect(css).toBeGreaterThan(0)
    expect(css).toBeLessThan(script)
    const { painted, scripts } = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }))
    expect(painted).toBeGreaterThan(0)
    expect(scripts.length).toBeGreaterThan(0)
    expect(Math.min(...scripts)).toBeGreaterThan(painted!)
    // Its head names no script: they wait in a template until then.
    expect(await page.locator('template#first-view-scripts').count()).toBe(0)
    // Removed at the next page.
    await page.getByRole('link', { name: /mot de passe oublié/i }).click()
    await expect(page).not.toHaveURL(/\/login/)
    await expect(page.locator('#first-view')).toHaveCount(0)
  })

  test('a tab in another language does not show the first view of the language the server chose', async ({ page }) => {
    await page.addInitScript((key) => {
      sessionStorage.setItem(key, JSON.stringify('fr'))
      document.addEventListener('DOMContentLoaded', () => {
        ;(window as { firstView?: boolean }).firstView = Boolean(document.getElementById('first-view'))
      })
    }, storageKeys.tab.cachedLang)
    await page.goto('/freight/login')
    await expect(page.getByRole('button', { name: 'Connexion' })).toBeVisible()
    expect(await page.evaluate(() => (window as { firstView?: boolean }).firstView)).toBe(false)
  })

  test('a tab holding a session does not show the first view: the profile may speak another language', async ({ page }) => {
    await signIn(page, 'employee')
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        ;(window as { firstView?: boolean }).firstView = Boolean(document.getElementById('first-view'))
      })
    })
    await page.goto('/freight/login')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => (window as { firstView?: boolean }).firstView)).toBe(false)
  })
})
