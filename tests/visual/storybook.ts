import { existsSync, readFileSync } from 'node:fs'
import type { Violation } from '../axe'

/** One entry of the built Storybook's index.json. */
export interface StoryEntry {
  id: string
  title: string
  name: string
  type: 'story' | 'docs'
  tags?: string[]
}

/** The stories (not docs pages) of a Storybook build, in index order. */
export function readStoryIndex(file: string): StoryEntry[] {
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: build Storybook first with npm run build-storybook.`)
  }
  const index = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, StoryEntry> }
  return Object.values(index.entries).filter((entry) => entry.type === 'story')
}

/** Storybook's own opt-out applies: a story tagged `!test` loses the `test` tag and is left out. */
export const isStoryTested = (story: StoryEntry) => story.tags?.includes('test') ?? true

/** A story tagged `no-visual` is still checked with axe but never screenshotted. */
export const isVisual = (story: StoryEntry) => !story.tags?.includes('no-visual')

/** A phone's window: small screens are sm and below (document 1 section 9). */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const

/** The window a story is shown in: a phone's for stories tagged `phone`, else the project's. */
export function storyViewport<V>(story: StoryEntry, projectViewport: V): V | typeof PHONE_VIEWPORT {
  return story.tags?.includes('phone') ? PHONE_VIEWPORT : projectViewport
}

/**
 * The preview URL of one story with globals, in Storybook's `key:value;key:value` form.
 * The a11y addon's own in-page run is switched off: the tests run axe themselves.
 */
export function storyUrl(id: string, globals: Record<string, string>): string {
  const pairs = [...Object.entries(globals).map(([key, value]) => `${key}:${value}`), 'a11y.manual:!true']
  const query = new URLSearchParams({ id, viewMode: 'story' })
  return `/iframe.html?${query}&globals=${pairs.map(encodeURIComponent).join(';')}`
}

/** Axe violations as a readable list: rule, impact, help link, then each offending element. */
export function formatViolations(violations: Violation[], where: string): string {
  if (!violations.length) return `no accessibility violations in ${where}`
  const lines = [`${violations.length} accessibility violation(s) in ${where}:`]
  for (const v of violations) {
    lines.push(`- ${v.id} (${v.impact ?? 'unknown impact'}): ${v.help}`, `  ${v.helpUrl}`)
    for (const node of v.nodes) {
      lines.push(`  * ${node.target.join(' ')}`)
      const summary = node.failureSummary?.replace(/\s*\n\s*/g, ' ').trim()
      if (summary) lines.push(`    ${summary}`)
    }
  }
  return lines.join('\n')
}
