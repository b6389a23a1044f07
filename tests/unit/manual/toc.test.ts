import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { documentFromPath, documentsOf, filterToc, folded, sectionIds, sectionsAbove } from '@app/features/manual/toc'
import { manualSearchSchema, tocSearchSchema } from '@app/features/manual/searchParams'
import { documentId } from '@app/features/manual/loaders'
import { manualPaths } from '@app/features/manual/paths'
import { tableOfContents } from '../../../stories/fixtures/manual'

const nodes = tableOfContents.nodes
const titles = (list: typeof nodes): string[] => list.flatMap((node) => [node.title, ...titles(node.children)])

describe('the table of contents as data', () => {
  it('compares text without case or accents', () => {
    expect(folded('  Sécurité des CHARIOTS ')).toBe('securite des chariots')
  })

  it('keeps the matching documents and the sections above them, by title or number', () => {
    expect(titles(filterToc(nodes, 'forklift'))).toEqual(['Health and safety', 'Powered equipment', 'Forklift safety'])
    expect(titles(filterToc(nodes, 'qp-002'))).toEqual(['Quality policy and management system', 'Document control'])
    expect(filterToc(nodes, 'glacier')).toEqual([])
    expect(filterToc(nodes, '  ')).toEqual(nodes)
  })

  it('keeps a whole section whose own title matches', () => {
    expect(titles(filterToc(nodes, 'terminal'))).toEqual(['Terminal operations', 'Docks and cross-docking', 'Cross-docking'])
  })

  it('lists sections, the sections above a node, and the documents in reading order', () => {
    expect(sectionIds(nodes)).toEqual([1, 2, 9, 3, 6, 11])
    expect(sectionsAbove(nodes, 16)?.map((node) => node.id)).toEqual([6, 11])
    expect(sectionsAbove(nodes, 999)).toBeUndefined()
    expect(documentsOf(nodes).map((node) => node.number)).toEqual(['QP-001', 'QP-002', 'TO-110', 'FH-101', 'HS-201'])
  })

  it.each([
    ['15', 15],
    ['user/document/16', 16],
    ['procedures/fh-101.html', 15],
    ['HS-201', 16],
    ['procedures/safety/forklifts', undefined],
    ['999', undefined],
    ['', undefined],
  ])('the catch-all address %j names document %j', (splat, id) => {
    expect(documentFromPath(nodes, splat)?.id).toBe(id)
  })

  it('reads a document id of an address, refusing what cannot be one', () => {
    expect(documentId('42')).toBe(42)
    expect(documentId('0')).toBeUndefined()
    expect(documentId('12abc')).toBeUndefined()
    expect(documentId('99999999999')).toBeUndefined()
  })
})

describe("the manual's addresses", () => {
  it('stay in the frame or full screen; the contents are always in the frame', () => {
    const framed = manualPaths('freight', false)
    expect(framed.page('user/document/15')).toBe('/freight/pages/user/document/15')
    expect(framed.search('"ne pas gerber"')).toBe('/freight/pages/user/search?q=%22ne%20pas%20gerber%22')
    expect(framed.search('')).toBe('/freight/pages/user/search')
    const full = manualPaths('freight', true)
    expect(full.document(15)).toBe('/freight/fullscreen/user/document/15')
    expect(full.print(15)).toBe('/freight/fullscreen/user/print_document/15')
    expect(full.toc).toBe('/freight/pages/QPM-DOC')
  })
})

describe('the search page address', () => {
  it('takes back what the router parsed, and drops what cannot be read', () => {
    expect(v.parse(manualSearchSchema, { q: 12, section: '3', tag: 2, page: 2 })).toEqual({
      q: '12',
      section: 3,
      tag: 2,
      page: 2,
    })
    expect(v.parse(manualSearchSchema, { q: '  palette ', section: 'x', tag: -1, page: 0 })).toEqual({
      q: 'palette',
      section: undefined,
      tag: undefined,
      page: undefined,
    })
    expect(v.parse(manualSearchSchema, { q: 'a'.repeat(300) }).q).toHaveLength(200)
    expect(v.parse(tocSearchSchema, { section: 9 })).toEqual({ section: 9 })
  })
})
