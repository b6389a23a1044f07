import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { test as base, expect, type Page } from '@playwright/test'
import { themeList } from '@app/theme/generated'
import { axeViolations, WCAG_TAGS } from '../axe'
import {
  formatViolations,
  isStoryTested,
  isVisual,
  readStoryIndex,
  storyUrl,
  storyViewport,
  type StoryEntry,
} from './storybook'

const indexFile = fileURLToPath(new URL('../../storybook-static/index.json', import.meta.url))
const baselineDir = fileURLToPath(new URL('./__screenshots__/', import.meta.url))
// What a theme alone can change: colours. The other rules read structure, names and roles, the same in
// every theme, and run in full in the first theme, and in French but for the colours.
const colourRules = ['color-contrast', 'link-in-text-block']
const themes = themeList.map((entry) => entry.name)

const stories = readStoryIndex(indexFile).filter(isStoryTested)

/**
 * A theme whose committed baseline of a story is the very image of an earlier theme's looks the same:
 * its colours, which are all a theme changes, are those already checked. It is shown again only when
 * the baselines are being written.
 */
function looksAsBefore(story: StoryEntry, index: number): boolean {
  const image = (theme: string) => {
    const file = `${baselineDir}${story.id}.${theme}.png`
    return existsSync(file) ? readFileSync(file) : null
  }
  const own = image(themes[index]!)
  return own !== null && themes.slice(0, index).some((theme) => image(theme)?.equals(own))
}
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
      // A play function's failure leaves the story "finished": the page keeps the failures for showWith.
      await context.addInitScript(() => {
        const failures: string[] = []
        Reflect.set(window, '__storyPlayFailures', failures)
        const hook = setInterval(() => {
          const channel = Reflect.get(window, '__STORYBOOK_ADDONS_CHANNEL__') as
            | { on(event: string, listener: (error: { message?: string }) => void): void }
            | undefined
          if (!channel) return
          clearInterval(hook)
          channel.on('playFunctionThrewException', (error) => failures.push(error?.message ?? String(error)))
        }, 1)
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

/**
 * Shows a story by `load` (which answers false when it cannot), then waits until the story, its
 * fonts and its images are ready; fails on a render error or an exception thrown meanwhile.
 */
async function showWith(page: Page, story: StoryEntry, load: () => Promise<boolean>): Promise<Rendered | null> {
  const errors: string[] = []
  const onError = (error: Error) => errors.push(error.message)
  page.on('pageerror', onError)
  try {
    if (!(await load())) return null
    const shown = await page.evaluate(async () => {
      if (document.body.classList.contains('sb-show-errordisplay')) {
        const text = (id: string) => document.getElementById(id)?.textContent?.trim() ?? ''
        return { error: `${text('error-message')}\n${text('error-stack')}`.trim(), portal: false }
      }
      await document.fonts.ready
      await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)))
      // Storybook's own nodes: the root, docs, highlight and vision-filter layers and its wrappers.
      // What an earlier story on the page left outside React is marked as such (showInPlace).
      const own = (el: Element) =>
        el.id.startsWith('storybook-') ||
        el.hasAttribute('data-story-leftover') ||
        el.classList.contains('sb-wrapper') ||
        ['SCRIPT', 'STYLE', 'LINK', 'NOSCRIPT', 'TEMPLATE'].includes(el.tagName)
      // A portal draws on the page, itself or through what it holds (a positioned tooltip in a container
      // of no height). Helpers that a library makes once per page, whichever story first needs them, draw
      // nothing there: the screen-reader announcer (one clipped pixel) and a chart's text-measuring node
      // (far above the page). Counting them would make the screenshot depend on the stories shown before.
      const drawsItself = (el: Element) => {
        const box = el.getBoundingClientRect()
        return box.width > 1 && box.height > 1 && box.bottom > -window.scrollY && box.right > 0 && el.checkVisibility()
      }
      const draws = (el: Element) => drawsItself(el) || [...el.querySelectorAll('*')].some(drawsItself)
      const portal = [...document.body.children].some((el) => !own(el) && draws(el))
      const failures = (Reflect.get(window, '__storyPlayFailures') as string[] | undefined) ?? []
      return { error: failures.splice(0).join('\n'), portal }
    })
    expect(shown.error, `${story.id} failed to render`).toBe('')
    expect(errors, `${story.id} threw while rendering`).toEqual([])
    return { portal: shown.portal }
  } finally {
    page.off('pageerror', onError)
  }
}

/** The globals the worker's page shows now, or null before its first story. */
let shownGlobals: Record<string, string> | null = null

/** Loads a story with the given globals: in place when the page already shows a story under them. */
async function openStory(page: Page, story: StoryEntry, globals: Record<string, string>): Promise<Rendered> {
  const same = shownGlobals !== null && Object.entries(globals).every(([key, value]) => shownGlobals?.[key] === value)
  const rendered = await showWith(page, story, async () => {
    if (same && (await showInPlace(page, story.id))) return true
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
    return true
  })
  if (!rendered) throw new Error(`${story.id} did not load`)
  shownGlobals = globals
  return rendered
}

/** Storybook's channel between its preview and the page, as the tests use it. */
type Listener = (event: { storyId?: string }) => void

interface Channel {
  on(event: string, listener: Listener): void
  off(event: string, listener: Listener): void
  emit(event: string, payload: unknown): void
}

/**
 * Shows another story on the page Storybook already runs, as its own sidebar does: no reload of the
 * preview's code. The window is scrolled back to the top, where a fresh page would start, and what the
 * last story left in the page outside React (marked here) is not taken for the new story's own. A play
 * function runs as on a fresh load. Answers false, changing nothing, when the page holds no finished story
 * to switch from: the caller then loads the story's address.
 */
async function showInPlace(page: Page, id: string): Promise<boolean> {
  return page.evaluate(async (next) => {
    type Render = { id?: string; phase?: string }
    const render = (Reflect.get(window, '__STORYBOOK_PREVIEW__') as { currentRender?: Render } | undefined)
      ?.currentRender
    const channel = Reflect.get(window, '__STORYBOOK_ADDONS_CHANNEL__') as Channel | undefined
    if (!channel || !render || render.phase !== 'finished' || render.id === next) return false
    for (const element of document.body.children) element.setAttribute('data-story-leftover', '')
    window.scrollTo(0, 0)
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${next} did not render`)), 15_000)
      const finished: Listener = (event) => {
        if (event.storyId !== next) return
        channel.off('storyFinished', finished)
        clearTimeout(timer)
        resolve()
      }
      channel.on('storyFinished', finished)
      channel.emit('setCurrentStory', { storyId: next, viewMode: 'story' })
    })
    return true
  }, id)
}

/**
 * Shows the story already on the page under other globals without reloading Storybook: the
 * decorator keys the story's providers on the theme and language, so a change remounts the story
 * as a fresh load would. A globals change does not replay a play function, so a story with one is
 * then remounted, which plays it again.
 */
async function switchStory(page: Page, story: StoryEntry, globals: Record<string, string>): Promise<Rendered> {
  const switched = await showWith(page, story, () =>
    page.evaluate(
      async ({ id, next }) => {
        type Render = { id?: string; phase?: string; story?: { playFunction?: unknown } }
        const render = (Reflect.get(window, '__STORYBOOK_PREVIEW__') as { currentRender?: Render } | undefined)
          ?.currentRender
        const channel = Reflect.get(window, '__STORYBOOK_ADDONS_CHANNEL__') as Channel | undefined
        if (!channel || render?.id !== id || render.phase !== 'finished') return false
        const finished = (event: string, payload: unknown) =>
          new Promise<void>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`${id} did not render again`)), 15_000)
            const listener: Listener = (done) => {
              if (done.storyId !== id) return
              channel.off('storyFinished', listener)
              clearTimeout(timer)
              resolve()
            }
            channel.on('storyFinished', listener)
            channel.emit(event, payload)
          })
        await finished('updateGlobals', { globals: next })
        // A globals change renders the story again without its play function: a remount plays it.
        if (render.story?.playFunction) await finished('forceRemount', { storyId: id })
        return true
      },
      { id: story.id, next: globals },
    ),
  )
  if (!switched) return openStory(page, story, globals)
  shownGlobals = globals
  return switched
}

/** Runs axe over the story (the whole page when it uses a portal) and fails on any violation. */
async function expectAccessible(
  page: Page,
  story: StoryEntry,
  rendered: Rendered,
  label: string,
  only: 'all' | 'colour' | 'text' = 'all',
) {
  // axe runs in the story's page itself (stories have no frames), put in once for all the checks made there.
  const violations = await axeViolations(page, {
    ...(only === 'colour' ? { rules: colourRules } : { tags: WCAG_TAGS }),
    ...(only === 'text' ? { disable: colourRules } : {}),
    ...(rendered.portal ? {} : { include: '#storybook-root' }),
  })
  expect(violations.length, formatViolations(violations, `${story.id} (${label})`)).toBe(0)
}

// One test per story: the story is opened on the worker's page in the theme that page shows, in place
// (no reload); the other themes and French are switched to in place too, each with its axe check and
// screenshot. Stories tagged `phone` are shown in a phone's window (390 px), the others in the project's.
for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ storyPage: page }) => {
    // Every theme and the French pass in one test: the time of four checks.
    test.setTimeout(120_000)
    const projectViewport = test.info().project.use.viewport ?? { width: 1280, height: 800 }
    const viewport = storyViewport(story, projectViewport)
    // The worker's page is shared: a story sets its own window and the next one sets it back.
    const current = page.viewportSize()
    if (current?.width !== viewport.width || current.height !== viewport.height) await page.setViewportSize(viewport)
    const { updateSnapshots } = test.info().config
    const writing = updateSnapshots === 'all' || updateSnapshots === 'changed'
    // The themes that give the story a look of its own, starting with the one the page shows now.
    const looks = themes.filter((_, n) => n === 0 || writing || !isVisual(story) || !looksAsBefore(story, n))
    const from = Math.max(0, looks.findIndex((theme) => theme === shownGlobals?.theme))
    const order = [...looks.slice(from), ...looks.slice(0, from)]
    for (const [step, theme] of order.entries()) {
      await test.step(theme, async () => {
        const globals = { theme, locale: 'en' }
        const rendered = step === 0 ? await openStory(page, story, globals) : await switchStory(page, story, globals)
        // The rules that read structure, names and roles run once; a theme changes only colours.
        await expectAccessible(page, story, rendered, `${theme}, en`, step === 0 ? 'all' : 'colour')
        if (!isVisual(story)) return
        const root = page.locator('#storybook-root')
        const box = rendered.portal ? null : await root.boundingBox()
        const target = box && box.width > 0 && box.height > 0 ? root : page
        // A one-item path keeps the dots that Playwright would otherwise turn into dashes.
        await expect.soft(target).toHaveScreenshot([`${story.id}.${theme}.png`])
      })
      // French changes text only, so one theme is enough to keep translations accessible, and the colour
      // rules, already run on the same colours in English, are left out. Primitives and token sheets
      // mostly show the text their caller gives them, so the pass runs for composed stories (pages, the
      // grid, the building blocks), where translated text decides names and labels. It comes after the
      // first theme, so that the story ends in English and the next one opens in place.
      if (step === 0 && frenchPass(story)) {
        await test.step('fr', async () => {
          const rendered = await switchStory(page, story, { theme, locale: 'fr' })
          await expectAccessible(page, story, rendered, `${theme}, fr`, 'text')
        })
      }
    }
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
