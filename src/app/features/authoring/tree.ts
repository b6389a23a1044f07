import type { AuthoringTreeNode } from '@shared/contract/qpm-authoring'

/** A section offered as a new parent: its id (null: the top of the manual), name and depth. */
export interface ParentChoice {
  id: number | null
  label: string
  depth: number
}

/** A node's name as the tree shows it: its number, then its title. */
export const nodeName = (node: Pick<AuthoringTreeNode, 'number' | 'title'>) => [node.number, node.title].filter(Boolean).join(' ')

/** Every section, in reading order, with its depth. */
export function sectionsOf(nodes: readonly AuthoringTreeNode[], depth = 0): ParentChoice[] {
  return nodes.flatMap((node) =>
    node.kind === 'section' ? [{ id: node.id, label: nodeName(node), depth }, ...sectionsOf(node.children, depth + 1)] : [],
  )
}

/** The node with this id, with its parent's children (its siblings, itself included). */
export function locate(
  nodes: readonly AuthoringTreeNode[],
  id: number,
): { node: AuthoringTreeNode; siblings: readonly AuthoringTreeNode[] } | null {
  for (const node of nodes) {
    if (node.id === id) return { node, siblings: nodes }
    const found = locate(node.children, id)
    if (found) return found
  }
  return null
}

/**
 * Where a node dropped before, after or on another lands: the new parent and the place among its
 * children (counted without the node moved), or null when the drop makes no sense (on a document).
 */
export function dropPlace(
  nodes: readonly AuthoringTreeNode[],
  moved: number,
  target: number,
  where: 'before' | 'after' | 'on',
): { parent_id: number | null; position?: number } | null {
  const found = locate(nodes, target)
  if (!found) return null
  if (where === 'on') return found.node.kind === 'section' ? { parent_id: found.node.id } : null
  const others = found.siblings.filter((node) => node.id !== moved)
  const index = others.findIndex((node) => node.id === target)
  return { parent_id: found.node.parent_id, position: where === 'before' ? index : index + 1 }
}

/** The ids of every section, for opening the whole tree. */
export function sectionIds(nodes: readonly AuthoringTreeNode[]): number[] {
  return nodes.flatMap((node) => (node.kind === 'section' ? [node.id, ...sectionIds(node.children)] : []))
}

/** Each node's siblings (its parent's children, itself included) and its place among them, by id. */
export function placesOf(
  nodes: readonly AuthoringTreeNode[],
  places = new Map<number, { siblings: readonly AuthoringTreeNode[]; index: number }>(),
) {
  nodes.forEach((node, index) => {
    places.set(node.id, { siblings: nodes, index })
    placesOf(node.children, places)
  })
  return places
}

/** How many nodes the tree holds, at every depth. */
export const countNodes = (nodes: readonly AuthoringTreeNode[]): number =>
  nodes.reduce((total, node) => total + 1 + countNodes(node.children), 0)

/** A tree up to this many nodes opens with every section open; a bigger one opens folded. */
export const OPEN_ALL_UP_TO = 500
