import axeCore, { type NodeResult, type Result, type RunOptions } from 'axe-core'
import type { Page } from '@playwright/test'

/** A violation as the tests report it: the rule, its impact and help, and each offending element. */
export type Violation = Pick<Result, 'id' | 'impact' | 'help' | 'helpUrl'> & {
  nodes: Pick<NodeResult, 'target' | 'html' | 'failureSummary'>[]
}

export interface AxeCheck {
  /** A selector of the part of the page to check; the whole page without one. */
  include?: string
  /** Only these rules. */
  rules?: string[]
  /** Only the rules of these tags (WCAG levels). */
  tags?: string[]
  /** Rules left out of the run. */
  disable?: string[]
}

/** The WCAG 2.0 and 2.1 levels A and AA, which every page and story is checked against. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** The page marks itself once axe-core is in: a page that changes in place keeps it. */
const MARK = '__portalAxe'

/**
 * Runs axe-core in the page and answers its violations only. axe-core is put in the page once per
 * document, not before every check, and only the violations come back, not the thousands of elements
 * that passed: on a story or page checked in several themes and languages, both were most of the time
 * a check took.
 */
export async function axeViolations(page: Page, check: AxeCheck = {}): Promise<Violation[]> {
  if (!(await page.evaluate((mark) => Reflect.has(window, mark), MARK))) {
    await page.evaluate(`${axeCore.source}\n;window.${MARK} = true`)
  }
  const options: RunOptions = { resultTypes: ['violations'] }
  if (check.rules) options.runOnly = { type: 'rule', values: check.rules }
  else if (check.tags) options.runOnly = { type: 'tag', values: check.tags }
  if (check.disable?.length) options.rules = Object.fromEntries(check.disable.map((rule) => [rule, { enabled: false }]))
  return page.evaluate(
    async ({ include, run }) => {
      const axe = Reflect.get(window, 'axe') as typeof axeCore
      const { violations } = await axe.run(include ?? document, run)
      return violations.map(({ id, impact, help, helpUrl, nodes }) => ({
        id,
        impact,
        help,
        helpUrl,
        nodes: nodes.map(({ target, html, failureSummary }) => ({ target, html, failureSummary })),
      }))
    },
    { include: check.include, run: options },
  )
}
