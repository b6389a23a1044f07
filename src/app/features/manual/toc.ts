import type { TocNode } from '@shared/contract/qpm-user'

// The table of contents as data: filtering, the sections above a document, and the catch-all's lookup.

/** Text compared without case or accents: "Gerbage" finds "gerbage", "securite" finds "Sécurité". */
export function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().trim()
}

/**
 * The tree with only the documents whose title or number holds the filter, and the sections above them;
 * a section whose own title holds it keeps all its content.
 */
export function filterToc(nodes: readonly TocNode[], filter: string): TocNode[] {
  const wanted = folded(filter)
  if (!wanted) return [...nodes]
  const keep = (node: TocNode): TocNode | undefined => {
    const own = folded(`${node.number ?? ''} ${node.title}`).includes(wanted)
    if (node.is_page) return own ? node : undefined
    if (own) return node
    const children = node.children.map(keep).filter((child): child is TocNode => child !== undefined)
    return children.length ? { ...node, children } : undefined
  }
  return nodes.map(keep).filter((node): node is TocNode => node !== undefined)
}

/** The ids of every section of a tree. */
export function sectionIds(nodes: readonly TocNode[]): number[] {
  return nodes.flatMap((node) => (node.is_page ? [] : [node.id, ...sectionIds(node.children)]))
}

/** The sections above a node, from the top, or undefined when the node is not in the tree. */
export function sectionsAbove(nodes: readonly TocNode[], id: number): TocNode[] | undefined {
  for (const node of nodes) {
    if (node.id === id) return []
    const below = sectionsAbove(node.children, id)
    if (below) return [node, ...below]
  }
  return undefined
}

/** Every document of the tree, in reading order. */
export function documentsOf(nodes: readonly TocNode[]): TocNode[] {
  return nodes.flatMap((node) => (node.is_page ? [node] : documentsOf(node.children)))
}

/**
 * The document a catch-all address names: the last part of the path, without `.html`, read as a document
 * id (`/freight/12`, `/freight/user/document/12`) or as a controlled number (`/freight/qp-001.html`).
 */
export function documentFromPath(nodes: readonly TocNode[], splat: string): TocNode | undefined {
  const last = decodeURIComponent(splat.split('/').filter(Boolean).at(-1) ?? '').replace(/\.html?$/i, '')
  if (!last) return undefined
  const documents = documentsOf(nodes)
  if (/^\d+$/.test(last)) return documents.find((node) => node.id === Number(last))
  const number = folded(last)
  return documents.find((node) => node.number !== null && folded(node.number) === number)
}
