import type { AuthoringTreeNode } from '@shared/contract/qpm-authoring'

/** A node of the authoring tree, active and published in English. */
export const node = (id: number, kind: 'section' | 'document', title: string, parent: number | null, children: AuthoringTreeNode[] = []): AuthoringTreeNode => ({
  id,
  parent_id: parent,
  kind,
  code: `n${id}`,
  number: null,
  title,
  position: 0,
  status: 'active',
  published: ['en'],
  stagings: [],
  missing_translation: false,
  review_overdue: false,
  children,
})
