import {
  type Bilingual,
  manualDocuments,
  manualProcessCategories,
  manualRequiredReadings,
  manualSections,
  manualTags,
} from '@server/db/seed/manual-content'
import { demoUsers } from '@server/db/seed/users'
import { describe, expect, it } from 'vitest'

// The demo manual's own rules: the manual screens, its search and the required readings all rely on them.

/** The day the demo's due dates are judged against: some readings are overdue, some still to come. */
const TODAY = '2026-11-25'
const LANGUAGES = ['en', 'fr'] as const
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

const sectionByCode = new Map(manualSections.map((section) => [section.code, section]))
const documentByKey = new Map(manualDocuments.map((document) => [document.key, document]))
const freightUsers = demoUsers.filter((user) => user.company === 'freight')
const staffUsers = freightUsers.filter((user) => user.type !== 'CUSTOMER')
const groupsOf = (users: typeof demoUsers) => new Set(users.flatMap((user) => user.groups.map((group) => group.code)))
const employeeGroups = groupsOf(freightUsers.filter((user) => user.username === 'employee'))
const customerGroups = groupsOf(freightUsers.filter((user) => user.username === 'customer'))
const staffGroups = groupsOf(staffUsers)

function isIsoDate(value: string): boolean {
  return (
    ISO_DATE.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
  )
}

function expectBilingual(text: Bilingual, where: string) {
  for (const language of LANGUAGES) expect(text[language].trim(), `${where} (${language})`).not.toBe('')
}

/** The body's text without its markup, entities read as one character. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}

function words(html: string): string[] {
  return plainText(html)
    .split(' ')
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
}

/** Tags a body may use, each with the parents it may sit in (null: the top level). */
const ALLOWED_PARENTS: Record<string, (string | null)[]> = {
  h2: [null],
  h3: [null],
  p: [null, 'li', 'td', 'th'],
  ul: [null, 'li', 'td'],
  ol: [null, 'li', 'td'],
  li: ['ul', 'ol'],
  table: [null],
  thead: ['table'],
  tbody: ['table'],
  tr: ['thead', 'tbody'],
  th: ['tr'],
  td: ['tr'],
  strong: [null, 'p', 'li', 'td', 'th', 'em', 'h2', 'h3'],
  em: [null, 'p', 'li', 'td', 'th', 'strong', 'h2', 'h3'],
}

/** The problems of a body's markup: unknown tags, attributes, bad nesting, stray characters. */
function markupProblems(html: string): string[] {
  const problems: string[] = []
  const stack: string[] = []
  for (const match of html.matchAll(/<(\/?)([^\s/>]+)([^>]*)>/g)) {
    const [tag, closing, rawName, attributes] = match
    const name = (rawName ?? '').toLowerCase()
    if (!(name in ALLOWED_PARENTS)) {
      problems.push(`tag not allowed: ${tag}`)
      continue
    }
    if (attributes) problems.push(`attributes not allowed: ${tag}`)
    if (closing) {
      const open = stack.pop()
      if (open !== name) problems.push(`${tag} closes <${open ?? 'nothing'}>`)
    } else {
      const parent = stack.at(-1) ?? null
      if (!ALLOWED_PARENTS[name]?.includes(parent)) problems.push(`<${name}> inside <${parent ?? 'top level'}>`)
      stack.push(name)
    }
  }
  if (stack.length) problems.push(`unclosed: ${stack.join(', ')}`)
  const text = html.replace(/<(\/?)([^\s/>]+)([^>]*)>/g, '')
  if (/[<>]/.test(text)) problems.push('a < or > outside a tag')
  if (/&(?![a-z]+;|#\d+;)/.test(text)) problems.push('an unescaped &')
  if (/\bon[a-z]+\s*=|style\s*=|class\s*=|javascript:/i.test(html)) problems.push('a script, style or class')
  return problems
}

describe('manual sections, categories and tags', () => {
  it('has at least 8 sections with unique codes, two or more sub-sections, warehousing as MULTIMODAL', () => {
    expect(manualSections.length).toBeGreaterThanOrEqual(8)
    expect(sectionByCode.size).toBe(manualSections.length)
    const subsections = manualSections.flatMap((section) => section.subsections)
    expect(subsections.length).toBeGreaterThanOrEqual(2)
    expect(new Set(subsections.map((subsection) => subsection.code)).size).toBe(subsections.length)
    for (const section of manualSections) {
      expectBilingual(section.title, section.code)
      expect(section.title.fr).not.toBe(section.title.en)
      for (const subsection of section.subsections) expectBilingual(subsection.title, subsection.code)
    }
    expect(sectionByCode.get('MULTIMODAL')?.title).toEqual({
      en: 'Warehousing and Distribution',
      fr: 'Entreposage et distribution',
    })
  })

  it('names every process category and tag in both languages, each code once', () => {
    expect(manualProcessCategories.length).toBeGreaterThanOrEqual(3)
    expect(manualTags.length).toBeGreaterThanOrEqual(12)
    for (const list of [manualProcessCategories, manualTags]) {
      expect(new Set(list.map((entry) => entry.code)).size).toBe(list.length)
      for (const entry of list) {
        expectBilingual(entry.name, entry.code)
        expect(entry.name.fr, entry.code).not.toBe(entry.name.en)
      }
    }
    const pallet = manualTags.find((tag) => tag.code === 'pallet')
    expect(pallet?.name.fr.toLowerCase()).toContain('palette')
  })
})

describe('manual documents', () => {
  it('counts at least 44 documents, 6 of them open to customers', () => {
    expect(manualDocuments.length).toBeGreaterThanOrEqual(44)
    expect(manualDocuments.filter((document) => document.audience === 'all').length).toBeGreaterThanOrEqual(6)
    for (const section of manualSections) {
      expect(
        manualDocuments.some((document) => document.section === section.code),
        section.code,
      ).toBe(true)
    }
  })

  it('gives each document a unique kebab-case key and a unique number with its section’s prefix', () => {
    expect(documentByKey.size).toBe(manualDocuments.length)
    expect(new Set(manualDocuments.map((document) => document.number)).size).toBe(manualDocuments.length)
    const prefixes = new Map<string, Set<string>>()
    for (const document of manualDocuments) {
      expect(document.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(document.number).toMatch(/^[A-Z]{2}-\d{3}$/)
      const prefix = document.number.slice(0, 2)
      prefixes.set(document.section, (prefixes.get(document.section) ?? new Set()).add(prefix))
    }
    for (const [section, sectionPrefixes] of prefixes) expect([...sectionPrefixes], section).toHaveLength(1)
    expect(new Set([...prefixes.values()].map((set) => [...set][0])).size).toBe(prefixes.size)
  })

  it('titles every document in both languages, the two differing, and titles the quality policy', () => {
    for (const language of LANGUAGES) {
      const titles = manualDocuments.map((document) => document.title[language])
      expect(new Set(titles).size, language).toBe(titles.length)
    }
    for (const document of manualDocuments) {
      expectBilingual(document.title, document.key)
      expect(document.title.fr, document.key).not.toBe(document.title.en)
    }
    expect(documentByKey.get('quality-policy')?.title).toEqual({ en: 'Quality Policy', fr: 'Politique qualité' })
  })

  it('refers only to existing sections, sub-sections, categories, tags and staff owners', () => {
    const categories = new Set(manualProcessCategories.map((category) => category.code))
    const tags = new Set(manualTags.map((tag) => tag.code))
    const owners = new Set(staffUsers.map((user) => user.username))
    for (const document of manualDocuments) {
      const section = sectionByCode.get(document.section)
      expect(section, document.key).toBeDefined()
      if (document.subsection) {
        expect(
          section?.subsections.map((subsection) => subsection.code),
          document.key,
        ).toContain(document.subsection)
      }
      expect(categories.has(document.processCategory), document.key).toBe(true)
      expect(document.tags.length, document.key).toBeGreaterThanOrEqual(1)
      expect(document.tags.length, document.key).toBeLessThanOrEqual(4)
      expect(new Set(document.tags).size, document.key).toBe(document.tags.length)
      for (const tag of document.tags) expect(tags.has(tag), `${document.key}: ${tag}`).toBe(true)
      expect(owners.has(document.owner), `${document.key}: ${document.owner}`).toBe(true)
      expect(['staff', 'all'], document.key).toContain(document.audience)
    }
    const sectionsWithSubsections = manualSections.filter((section) => section.subsections.length > 0)
    for (const section of sectionsWithSubsections) {
      for (const subsection of section.subsections) {
        expect(
          manualDocuments.some((document) => document.subsection === subsection.code),
          subsection.code,
        ).toBe(true)
      }
    }
  })

  it('dates every document in 2025-2026 with one to three revisions, the last one in effect', () => {
    for (const document of manualDocuments) {
      expect(isIsoDate(document.effectiveDate), document.key).toBe(true)
      expect(document.effectiveDate >= '2025-01-01' && document.effectiveDate <= '2026-12-31', document.key).toBe(true)
      expect(document.revisions.length, document.key).toBeGreaterThanOrEqual(1)
      expect(document.revisions.length, document.key).toBeLessThanOrEqual(3)
      document.revisions.forEach((revision, index) => {
        expect(revision.number, document.key).toBe(index + 1)
        expect(isIsoDate(revision.date), document.key).toBe(true)
        expect(revision.date >= '2025-01-01', document.key).toBe(true)
        if (index > 0) expect(revision.date > document.revisions[index - 1]!.date, document.key).toBe(true)
        expectBilingual(revision.summary, `${document.key} revision ${revision.number}`)
        expect(revision.summary.fr).not.toBe(revision.summary.en)
        expect(typeof revision.significant).toBe('boolean')
      })
      expect(document.revisions[0]?.significant, document.key).toBe(true)
      expect(document.revisions.at(-1)?.date, document.key).toBe(document.effectiveDate)
    }
  })

  it('indexes every document under three to six bilingual keywords', () => {
    for (const document of manualDocuments) {
      expect(document.keywords.length, document.key).toBeGreaterThanOrEqual(3)
      expect(document.keywords.length, document.key).toBeLessThanOrEqual(6)
      for (const keyword of document.keywords) expectBilingual(keyword, document.key)
    }
  })

  it('attaches one or two files to about six documents, each named for its kind', () => {
    const withFiles = manualDocuments.filter((document) => document.attachments?.length)
    expect(withFiles.length).toBeGreaterThanOrEqual(5)
    expect(withFiles.length).toBeLessThanOrEqual(8)
    const names = withFiles.flatMap((document) => document.attachments!.map((file) => file.fileName))
    expect(new Set(names).size).toBe(names.length)
    for (const document of withFiles) {
      expect(document.attachments!.length, document.key).toBeLessThanOrEqual(2)
      for (const file of document.attachments!) {
        expect(file.fileName).toMatch(new RegExp(`^[a-z0-9-]+\\.${file.kind}$`))
        expectBilingual(file.title, file.fileName)
        expect(file.content.trim().length, file.fileName).toBeGreaterThan(100)
      }
    }
  })

  it('marks documents every staff member must read, the quality policy among them', () => {
    const required = manualDocuments.filter((document) => document.requiredForAllStaff)
    expect(required.length).toBeGreaterThanOrEqual(3)
    expect(required.map((document) => document.key)).toContain('quality-policy')
  })
})

describe('manual document bodies', () => {
  it('holds at least 150 words in each language, the French written apart from the English', () => {
    for (const document of manualDocuments) {
      const english = words(document.body.en)
      const french = words(document.body.fr)
      expect(english.length, `${document.key} (en)`).toBeGreaterThanOrEqual(150)
      expect(french.length, `${document.key} (fr)`).toBeGreaterThanOrEqual(150)
      expect(document.body.fr).not.toBe(document.body.en)
      expect(plainText(document.body.fr), document.key).toMatch(/[éèêàâçùûôîëï]/)
      // A translation shares numbers and names with its source, not its sentences.
      const englishWords = new Set(english.map((word) => word.toLowerCase()))
      const shared = french.filter((word) => /\p{L}{4,}/u.test(word) && englishWords.has(word.toLowerCase()))
      expect(shared.length / french.length, document.key).toBeLessThan(0.1)
    }
  })

  it('uses only headings, paragraphs, lists, emphasis and tables, without attributes', () => {
    for (const document of manualDocuments) {
      for (const language of LANGUAGES) {
        expect(markupProblems(document.body[language]), `${document.key} (${language})`).toEqual([])
        expect(document.body[language]).toMatch(/^<h2>/)
      }
    }
  })

  it('finds the markup checker strict enough', () => {
    expect(markupProblems('<p onclick="x()">a</p>')).not.toEqual([])
    expect(markupProblems('<script>alert(1)</script>')).not.toEqual([])
    expect(markupProblems('<p style="color:red">a</p>')).not.toEqual([])
    expect(markupProblems('<p>a<li>b</li></p>')).not.toEqual([])
    expect(markupProblems('<p>OS&D</p>')).not.toEqual([])
    expect(markupProblems('<h2>A</h2><ul><li><strong>b</strong> c</li></ul>')).toEqual([])
  })

  it('speaks of pallets in the freight handling documents: "palette" in French, "pallet" in English', () => {
    const freight = manualDocuments.filter((document) => document.section === 'FREIGHT')
    expect(freight.length).toBeGreaterThanOrEqual(5)
    let palettes = 0
    for (const document of freight) {
      const french = plainText(document.body.fr).toLowerCase()
      expect(french, document.key).toMatch(/\bpalettes?\b/)
      expect(plainText(document.body.en).toLowerCase(), document.key).toMatch(/\bpallets?\b/)
      palettes += french.match(/\bpalettes\b/g)?.length ?? 0
    }
    expect(palettes).toBeGreaterThanOrEqual(3)
  })
})

describe('manual required readings', () => {
  it('refers to existing documents and seeded groups, once per group and document, due after the document took effect', () => {
    const pairs = manualRequiredReadings.map((reading) => `${reading.group}/${reading.documentKey}`)
    expect(new Set(pairs).size).toBe(pairs.length)
    const groups = groupsOf(freightUsers)
    for (const reading of manualRequiredReadings) {
      const document = documentByKey.get(reading.documentKey)
      expect(document, reading.documentKey).toBeDefined()
      expect(groups.has(reading.group), reading.group).toBe(true)
      expect(isIsoDate(reading.dueDate), reading.dueDate).toBe(true)
      expect(reading.dueDate > document!.effectiveDate, `${reading.group}/${reading.documentKey}`).toBe(true)
    }
  })

  it('gives the employee’s group five readings or more, one overdue and three due after December 1', () => {
    const readings = manualRequiredReadings.filter((reading) => employeeGroups.has(reading.group))
    expect(readings.length).toBeGreaterThanOrEqual(5)
    expect(readings.filter((reading) => reading.dueDate < TODAY).length).toBeGreaterThanOrEqual(1)
    expect(readings.filter((reading) => reading.dueDate > '2026-12-01').length).toBeGreaterThanOrEqual(3)
  })

  it('gives the customer’s group two customer-facing readings or more, one due in the future', () => {
    expect(customerGroups.has('FRT-SHIPPING')).toBe(true)
    const readings = manualRequiredReadings.filter((reading) => reading.group === 'FRT-SHIPPING')
    expect(readings.length).toBeGreaterThanOrEqual(2)
    expect(readings.some((reading) => reading.dueDate > TODAY)).toBe(true)
  })

  it('assigns customer groups only documents customers may read', () => {
    for (const reading of manualRequiredReadings) {
      if (staffGroups.has(reading.group)) continue
      expect(documentByKey.get(reading.documentKey)?.audience, `${reading.group}/${reading.documentKey}`).toBe('all')
    }
  })
})
