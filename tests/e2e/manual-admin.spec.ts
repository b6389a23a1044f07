import type { APIRequestContext, Page } from '@playwright/test'
import { apiLogin, axe as scan, expect, expectAt, heading, signIn, test } from './fixtures'

// The manual's administration and audit: `admin` adds a person to a group that must read the dangerous
// goods section and the quality policy; that person then has them as required readings; `auditor` sees
// the quality policy's compliance drop, switches to that person read-only and back, and finds both
// switches in the audit trail. The group is this spec's own, removed at the end. The person is a customer
// account, which had no reason to read the policy before (every staff account already must).

test.describe.configure({ mode: 'serial', timeout: 120_000 })

const ADMIN = '/freight/pages/admin'
const MEMBER = 'limited'
const GROUP_CODE = `E2E-DG-${Date.now() % 100_000}`

interface TocNode {
  id: number
  number: string | null
  title: string
  is_page: boolean
  children: TocNode[]
}

async function api(request: APIRequestContext, username: string) {
  const { token } = await apiLogin(request, username)
  return { Authorization: `Token ${token}` }
}

/** The ids of the dangerous goods section and of the quality policy document, read from the contents. */
async function manualNodes(request: APIRequestContext) {
  const headers = await api(request, 'admin')
  const toc = (await (await request.get('/api/qpm/user/table_of_contents?lang=en', { headers })).json()) as { nodes: TocNode[] }
  const all: TocNode[] = []
  const walk = (nodes: TocNode[]) => nodes.forEach((node) => (all.push(node), walk(node.children)))
  walk(toc.nodes)
  const section = all.find((node) => !node.is_page && /Dangerous Goods|Marchandises dangereuses/.test(node.title))
  const policy = all.find((node) => node.is_page && /^(Quality Policy|Politique qualité)$/.test(node.title))
  if (!section || !policy) throw new Error('The demo manual has no dangerous goods section or quality policy')
  return { section, policy }
}

interface Figures {
  required: number
  acknowledged: number
  percentage: number
}

async function policyFigures(request: APIRequestContext, policyId: number): Promise<Figures> {
  const headers = await api(request, 'auditor')
  const answer = (await (
    await request.get('/api/qpm/audit/compliance/documents?limit=100', { headers })
  ).json()) as { results: (Figures & { id: number })[] }
  const row = answer.results.find((document) => document.id === policyId)
  if (!row) throw new Error('The quality policy is not in the compliance view')
  return row
}

async function axe(page: Page, where: string) {
  await expect(page.locator('[data-live-announcer] [role="img"]')).toHaveCount(0, { timeout: 10_000 })
  await scan(page, where)
}

let before: Figures
let nodes: Awaited<ReturnType<typeof manualNodes>>

test.beforeAll(async ({ request }) => {
  nodes = await manualNodes(request)
  // Someone has read the policy, so that the share read has somewhere to drop from.
  const read = await request.post(`/api/qpm/user/read/${nodes.policy.id}`, { headers: await api(request, 'caradmin'), data: {} })
  expect(read.ok()).toBe(true)
  before = await policyFigures(request, nodes.policy.id)
  expect(before.acknowledged).toBeGreaterThan(0)
})

test.afterAll(async ({ request }) => {
  // The group goes; other specs find the groups as seeded.
  const headers = await api(request, 'admin')
  const list = (await (
    await request.get(`/api/qpm/admin/user_group?mttable_generic_search=code=${GROUP_CODE}`, { headers })
  ).json()) as { results: { id: number; code: string }[] }
  for (const group of list.results.filter((row) => row.code === GROUP_CODE)) {
    await request.put(`/api/qpm/admin/user_group/${group.id}`, {
      headers,
      data: { code: group.code, name: `${GROUP_CODE} readers`, member_ids: [], readings: [] },
    })
    await request.delete(`/api/qpm/admin/user_group/${group.id}`, { headers })
  }
})

test('admin adds a group whose member must read the dangerous goods section and the quality policy', async ({ page }) => {
  await signIn(page, 'admin')
  await page.goto(`${ADMIN}/user_group`)
  await expect(heading(page)).toHaveText('Manual User Groups')
  await expect(page.getByRole('grid').first()).toBeVisible()
  await axe(page, 'groups list, desktop')
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await expectAt(page, `${ADMIN}/user_group/add`)

  // A blank form is refused on its fields, in the user's language.
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('textbox', { name: 'ID' })).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Field is required').first()).toBeVisible()

  await page.getByRole('textbox', { name: 'ID' }).fill(GROUP_CODE)
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`${GROUP_CODE} readers`)
  await page.getByRole('combobox', { name: 'Add a member' }).fill(MEMBER)
  // The lookup answers the words typed: only then is the one person left to choose.
  await expect(page.getByRole('option')).toHaveCount(1)
  await page.getByRole('option', { name: new RegExp(`\\(${MEMBER}\\)`) }).click()
  await expect(page.getByRole('group', { name: 'Members' })).toContainText(`(${MEMBER})`)
  await page.keyboard.press('Escape')

  for (const node of [nodes.section, nodes.policy]) {
    await page.getByRole('combobox', { name: 'Section, document or category' }).fill(node.title)
    await page.getByRole('option', { name: new RegExp(node.title) }).first().click()
    await page.keyboard.press('Escape')
    await page.getByRole('textbox', { name: 'Due date' }).fill('2020-01-31')
    await page.getByRole('button', { name: 'Add reading' }).click()
  }
  await expect(page.getByRole('group', { name: 'Required readings' }).getByRole('listitem')).toHaveCount(2)
  await axe(page, 'group form, desktop')
  await page.getByRole('button', { name: 'Save' }).click()
  await expectAt(page, `${ADMIN}/user_group`)
  await expect(page.getByRole('grid').getByText(GROUP_CODE, { exact: true })).toBeVisible()

  // The same ID again is refused on the field, and what was typed stays.
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await page.getByRole('textbox', { name: 'ID' }).fill(GROUP_CODE)
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`${GROUP_CODE} again`)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('textbox', { name: 'ID' })).toHaveAccessibleDescription('ID already exists')
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(`${GROUP_CODE} again`)
})

test('the member now has the dangerous goods documents and the quality policy among required readings', async ({ page }) => {
  await signIn(page, MEMBER)
  await page.goto('/freight/pages/user/required_readings')
  await expect(page.getByText(nodes.policy.title).first()).toBeVisible()
  // Of the dangerous goods section, the documents a customer may open.
  await expect(page.getByText('Dangerous Goods We Accept').first()).toBeVisible()
})

test('auditor sees the policy drop, switches to the member read-only and back, and finds both in the trail', async ({ page, request }) => {
  // One more person must read the policy and has not: the share read drops.
  const after = await policyFigures(request, nodes.policy.id)
  expect(after.required).toBe(before.required + 1)
  expect(after.percentage).toBeLessThan(before.percentage)

  await signIn(page, 'auditor')
  await page.goto('/freight/pages/audit/compliance')
  await expect(heading(page)).toHaveText('Reading Compliance')
  const documents = page.getByRole('region', { name: 'Per document' })
  await documents.getByRole('searchbox').fill(nodes.policy.title)
  const row = documents.getByRole('row', { name: new RegExp(nodes.policy.title) }).first()
  await expect(row).toContainText(String(after.required))
  await axe(page, 'compliance, desktop')

  await page.goto('/freight/pages/audit/switch_user')
  await expect(heading(page)).toHaveText('Manual Switch User')
  await page.getByRole('searchbox').fill(MEMBER)
  await page.getByRole('row', { name: new RegExp(`^${MEMBER}\\b`) }).getByRole('button', { name: 'Switch to' }).click()
  const banner = page.getByRole('region', { name: /\// })
  await expect(banner).toContainText('is viewing the portal as')
  await axe(page, 'switched, desktop')
  await banner.getByRole('button', { name: 'Switch back' }).click()
  await expectAt(page, '/freight/pages/audit/switch_user')
  await expect(page.getByText('is viewing the portal as')).toHaveCount(0)

  await page.goto('/freight/pages/audit/trail')
  await expect(heading(page)).toHaveText('Audit Trail')
  await page.getByRole('searchbox').fill('switch')
  await expect(page.getByRole('gridcell', { name: 'switch', exact: true }).first()).toBeVisible()
  await expect(page.getByRole('gridcell', { name: 'switch_back', exact: true }).first()).toBeVisible()
  await axe(page, 'trail, desktop')
})

for (const username of ['writer', 'employee', 'customer']) {
  test(`${username} gets the 403 page on the admin and audit pages`, async ({ page }) => {
    await signIn(page, username)
    for (const path of [`${ADMIN}/user`, '/freight/pages/audit/compliance', '/freight/pages/audit/trail']) {
      await page.goto(path)
      await expectAt(page, /\/403-forbidden/)
    }
  })
}

const SCREENS = [
  ['user', 'Manual Users'],
  ['workflow_chain', 'Workflow Chains'],
  ['process_category', 'Process Categories'],
  ['process_category_exception', 'Process Category Exceptions'],
  ['tag', 'Tags'],
  ['tag_exception', 'Tag Exceptions'],
  ['manual_property', 'Manual Properties'],
  ['node_deleted', 'Deleted Documents'],
  ['email_history', 'Email History'],
] as const

test('every admin screen lists its records and passes axe at desktop and 390 px', async ({ page }) => {
  await signIn(page, 'admin')
  for (const [path, title] of SCREENS) {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(`${ADMIN}/${path}`)
    await expect(heading(page)).toHaveText(title)
    await expect(page.getByRole('grid').first()).toBeVisible()
    await expect(page.getByRole('row').nth(1)).toBeVisible()
    await axe(page, `${path}, desktop`)
    await page.setViewportSize({ width: 390, height: 844 })
    await axe(page, `${path}, phone`)
  }
})

test('a chain orders its approvers with the keyboard; a tag is refused a duplicate ID', async ({ page }) => {
  await signIn(page, 'admin')
  await page.goto(`${ADMIN}/workflow_chain`)
  await page.getByRole('button', { name: 'Edit' }).first().click()
  await expect(page.getByRole('heading', { name: 'Approvers, in order' })).toBeVisible()
  const approvers = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Move .* down$/ }) })
  if ((await approvers.count()) > 1) {
    const first = (await approvers.first().textContent()) ?? ''
    const down = approvers.first().getByRole('button', { name: /^Move .* down$/ })
    await down.focus()
    await page.keyboard.press('Enter')
    await expect(approvers.nth(1)).toContainText(first.replace(/^\d+\.\s*/, '').split(' (')[0] ?? '')
    // And back up, as it was.
    const up = approvers.nth(1).getByRole('button', { name: /^Move .* up$/ })
    await expect(up).toBeEnabled()
    await up.focus()
    await page.keyboard.press('Enter')
    await expect(approvers.first()).toContainText(first.replace(/^\d+\.\s*/, '').split(' (')[0] ?? '')
  }
  await axe(page, 'chain edit, desktop')

  await page.goto(`${ADMIN}/tag`)
  const code = (await page.getByRole('row').nth(1).getByRole('rowheader').textContent()) ?? ''
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await page.getByRole('textbox', { name: 'ID' }).fill(code)
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E duplicate tag')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('textbox', { name: 'ID' })).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('E2E duplicate tag')
})

test('in French, the screens speak French and pass axe', async ({ page }) => {
  await signIn(page, 'admin')
  await page.goto(`${ADMIN}/user`)
  await chooseLanguage(page, /^Language/, 'Français')
  await expect(heading(page)).toHaveText('Utilisateurs du manuel')
  await axe(page, 'users, French')
  await page.goto('/freight/pages/audit/compliance')
  await expect(heading(page)).toHaveText('Conformité des lectures')
  await axe(page, 'compliance, French')
  await chooseLanguage(page, /^Langue/, 'English')
  await expect(heading(page)).toHaveText('Reading Compliance')
})

async function chooseLanguage(page: Page, current: RegExp, next: 'English' | 'Français') {
  await page.getByRole('banner').getByRole('button', { name: current }).click()
  await page.getByRole('menuitemradio', { name: next }).click()
}
