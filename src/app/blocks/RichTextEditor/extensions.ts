import { Extension, mergeAttributes, Node } from '@tiptap/react'
import { goToNextCell, tableEditing } from '@tiptap/pm/tables'

// Tables and images for the rich-text editor, on ProseMirror's table module: the nodes carry the roles
// the module reads (table, row, header cell, cell), so its commands add and remove rows and columns.

const ROLES: Record<string, string> = { table: 'table', tableRow: 'row', tableHeader: 'header_cell', tableCell: 'cell' }

const cellAttributes = {
  colspan: { default: 1, parseHTML: (element: HTMLElement) => Number(element.getAttribute('colspan') ?? 1) },
  rowspan: { default: 1, parseHTML: (element: HTMLElement) => Number(element.getAttribute('rowspan') ?? 1) },
  colwidth: { default: null, rendered: false },
}

const TableRoles = Extension.create({
  name: 'tableRoles',
  extendNodeSchema(extension) {
    const role = ROLES[extension.name]
    return role ? { tableRole: role } : {}
  },
})

const Table = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableRow+',
  isolating: true,
  parseHTML: () => [{ tag: 'table' }],
  renderHTML: ({ HTMLAttributes }) => ['table', mergeAttributes(HTMLAttributes), ['tbody', 0]],
  addProseMirrorPlugins: () => [tableEditing()],
  addKeyboardShortcuts() {
    return {
      Tab: () => goToNextCell(1)(this.editor.state, this.editor.view.dispatch),
      'Shift-Tab': () => goToNextCell(-1)(this.editor.state, this.editor.view.dispatch),
    }
  },
})

const TableRow = Node.create({
  name: 'tableRow',
  content: '(tableCell | tableHeader)*',
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: ({ HTMLAttributes }) => ['tr', mergeAttributes(HTMLAttributes), 0],
})

const TableHeader = Node.create({
  name: 'tableHeader',
  content: 'block+',
  isolating: true,
  addAttributes: () => cellAttributes,
  parseHTML: () => [{ tag: 'th' }],
  renderHTML: ({ HTMLAttributes }) => ['th', mergeAttributes(HTMLAttributes), 0],
})

const TableCell = Node.create({
  name: 'tableCell',
  content: 'block+',
  isolating: true,
  addAttributes: () => cellAttributes,
  parseHTML: () => [{ tag: 'td' }],
  renderHTML: ({ HTMLAttributes }) => ['td', mergeAttributes(HTMLAttributes), 0],
})

/** An image of the text; its description (alt) is required by the tool that inserts it. */
const Image = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => ({ src: { default: null }, alt: { default: '' } }),
  parseHTML: () => [{ tag: 'img[src]' }],
  renderHTML: ({ HTMLAttributes }) => ['img', mergeAttributes(HTMLAttributes)],
})

export const documentExtensions = [TableRoles, Table, TableRow, TableHeader, TableCell, Image]

/** A new table's content: a header row and two rows of `columns` cells. */
export function emptyTable(columns = 3, rows = 2) {
  const cell = (type: string) => ({ type, content: [{ type: 'paragraph' }] })
  return {
    type: 'table',
    content: [
      { type: 'tableRow', content: Array.from({ length: columns }, () => cell('tableHeader')) },
      ...Array.from({ length: rows }, () => ({ type: 'tableRow', content: Array.from({ length: columns }, () => cell('tableCell')) })),
    ],
  }
}
