import { existsSync, readdirSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import { themeList } from '@app/theme/generated'
import { formatViolations, isStoryTested, isVisual, readStoryIndex, storyUrl, type StoryEntry } from './storybook'

const indexFile = fileURLToPath(new URL('../../storybook-static/index.json', import.meta.url))
const baselineDir = fileURLToPath(new URL('./__screenshots__/', import.meta.url))
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const themes = themeList.map((entry) => entry.name)

const stories = readStoryIndex(indexFile).filter(isStoryTested)
const frenchPass = (story: StoryEntry) => !/^(UI|Theme)\//.test(story.title)

// One page per worker: a story switch is a reload that finds the bundle in the browser cache.
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, deviceScaleFactor, reducedMotion, colorScheme, locale, timezoneId } =
        workerInfo.project.use
      const context = await browser.newContext({
        baseURL,
        viewport,
        deviceScaleFactor,
        reducedMotion,
        colorScheme,
        locale,
        timezoneId,
      })
      await use(await context.newPage())
      await context.close()
    },
    { scope: 'worker' },
  ],
})

interface Rendered {
  /** The story renders something outside its root (a dialog, popover or toast in a portal). */
  portal: boolean
}

/** Opens a story with the given globals and waits until it, its fonts and its images are ready. */
async function openStory(page: Page, story: StoryEntry, globals: Record<string, string>): Promise<Rendered> {
  const errors: string[] = []
  const onError = (error: Error) => errors.push(error.message)
  page.on('pageerror', onError)
  try {
    await page.goto(storyUrl(story.id, globals))
    await page.waitForFunction(
      (id) => {
        type Preview = { currentRender?: { id?: string; phase?: string } } | undefined
        const render = (Reflect.get(window, '__STORYBOOK_PREVIEW__') as Preview)?.currentRender
        return render?.id === id && render.phase === 'finished'
      },
      story.id,
      { timeout: 15_000 },
    )
    const shown = await page.evaluate(async () => {
      if (document.body.classList.contains('sb-show-errordisplay')) {
        const text = (id: string) => document.getElementById(id)?.textContent?.trim() ?? ''
        return { error: `${text('error-message')}\n${text('error-stack')}`.trim(), portal: false }
      }
      await document.fonts.ready
      await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)))
      // Storybook's own nodes: the root, docs, highlight and vision-filter layers and its wrappers.
      const own = (el: Element) =>
        el.id.startsWith('storybook-') ||
        el.classList.contains('sb-wrapper') ||
        ['SCRIPT', 'STYLE', 'LINK', 'NOSCRIPT', 'TEMPLATE'].includes(el.tagName)
      const portal = [...document.body.children].some((el) => !own(el) && el.checkVisibility())
      return { error: '', portal }
    })
    expect(shown.error, `${story.id} failed to render`).toBe('')
    expect(errors, `${story.id} threw while rendering`).toEqual([])
    return { portal: shown.portal }
  } finally {
    page.off('pageerror', onError)
  }
}

/** Runs axe over the story (the whole page when it uses a portal) and fails on any violation. */
async function expectAccessible(page: Page, story: StoryEntry, rendered: Rendered, label: string) {
  // Legacy mode runs axe in the page itself; the default opens a blank page per run to merge frames,
  // which stories (no cross-origin frames) do not need and which doubles the time of a check.
  const axe = new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode()
  if (!rendered.portal) axe.include('#storybook-root')
  const { violations } = await axe.analyze()
  expect(violations.length, formatViolations(violations, `${story.id} (${label})`)).toBe(0)
}

for (const story of stories) {
  test.describe(`${story.title} / ${story.name}`, () => {
    for (const theme of themes) {
      test(theme, async ({ storyPage: page }) => {
        const rendered = await openStory(page, story, { theme, locale: 'en' })
        await expectAccessible(page, story, rendered, `${theme}, en`)
        if (!isVisual(story)) return
        const root = page.locator('#storybook-root')
        const box = rendered.portal ? null : await root.boundingBox()
        const target = box && box.width > 0 && box.height > 0 ? root : page
        // A one-item path keeps the dots that Playwright would otherwise turn into dashes.
        await expect(target).toHaveScreenshot([`${story.id}.${theme}.png`])
      })
    }

    // French changes text only, so one theme is enough to keep translations accessible. Primitives
    // and token sheets mostly show the text their caller gives them, so the pass runs for composed
    // stories (pages, the grid, the building blocks), where translated text decides names and labels.
    if (!frenchPass(story)) return
    test('fr', async ({ storyPage: page }) => {
      const rendered = await openStory(page, story, { theme: 'transport-light', locale: 'fr' })
      await expectAccessible(page, story, rendered, 'transport-light, fr')
    })
  })
}

test('every committed baseline belongs to a story and theme', () => {
  const { updateSnapshots } = test.info().config
  const expected = new Set(
    readStoryIndex(indexFile)
      .filter((story) => isStoryTested(story) && isVisual(story))
      .flatMap((story) => themes.map((theme) => `${story.id}.${theme}.png`)),
  )
  const files = existsSync(baselineDir) ? readdirSync(baselineDir).filter((f) => f.endsWith('.png')) : []
  const orphans = files.filter((file) => !expected.has(file))
  // Regenerating the baselines also clears those of renamed or removed stories.
  if (updateSnapshots === 'all' || updateSnapshots === 'changed') {
    for (const file of orphans) rmSync(`${baselineDir}${file}`)
    return
  }
  expect(orphans, 'baselines without a story: run npm run test:visual:update').toEqual([])
})
