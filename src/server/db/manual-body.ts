import { createHash } from 'node:crypto'
import sanitizeHtml from 'sanitize-html'

// What a manual revision stores of a document's text, wherever it comes from (the demo seed, authoring):
// the sanitised HTML, its plain text for search and print, and the hash of what a reader reads.

/**
 * What a document body may hold: structure and emphasis, tables, links and images. Nothing that runs,
 * loads a page or submits (script, style, frames, forms), no inline style and no event attributes.
 */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'div',
    'span',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'abbr',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'a',
    'img',
  ],
  allowedAttributes: {
    // rel and target are set on every link by transformTags.
    a: ['href', 'title', 'rel', 'target'],
    abbr: ['title'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
}

/** A body as it is stored and served. */
export function sanitizeManualHtml(html: string): string {
  return sanitizeHtml(html, POLICY).trim()
}

/** One block of a body's text, in reading order. */
export interface TextBlock {
  kind: 'heading' | 'paragraph' | 'item' | 'row'
  /** A heading's level (1 to 6); a list item's depth (1 for a top-level item). */
  level: number
  text: string
}

const HEADING = /^h([1-6])$/
const BLOCKS = new Set(['p', 'div', 'blockquote', 'pre', 'li', 'dt', 'dd', 'caption', 'tr', 'table', 'ul', 'ol', 'dl', 'hr'])
const CELLS = new Set(['td', 'th'])
/** The characters search highlights are marked with: never part of a stored text. */
export const HIGHLIGHT_START = '\uE000'
export const HIGHLIGHT_STOP = '\uE001'
const MARKERS = /[\uE000\uE001]/g

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

/**
 * The blocks of sanitised HTML: headings, paragraphs, list items (with their depth) and table rows
 * (cells joined by ' | '). Only for HTML that went through `sanitizeManualHtml`.
 */
export function textBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = []
  let current: TextBlock | null = null
  let text = ''
  let cells: string[] | null = null
  let listDepth = 0
  let preformatted = 0
  const flush = () => {
    const value = (preformatted ? text : text.replace(/\s+/g, ' ')).trim()
    if (cells) {
      if (value) cells.push(value)
    } else if (value) {
      blocks.push({ kind: current?.kind ?? 'paragraph', level: current?.level ?? 0, text: value })
    }
    text = ''
  }
  for (const match of html.matchAll(/<(\/?)([a-z0-9]+)\b[^>]*>|[^<]+/gi)) {
    const [token, closing, rawName] = match
    if (rawName === undefined) {
      text += decode(token).replace(MARKERS, '')
      continue
    }
    const name = rawName.toLowerCase()
    const heading = HEADING.exec(name)
    if (name === 'br') {
      text += '\n'
    } else if (heading) {
      flush()
      current = closing ? null : { kind: 'heading', level: Number(heading[1]), text: '' }
    } else if (CELLS.has(name)) {
      if (closing) flush()
      else text = ''
    } else if (BLOCKS.has(name)) {
      flush()
      if (name === 'ul' || name === 'ol') listDepth += closing ? -1 : 1
      else if (name === 'pre') preformatted += closing ? -1 : 1
      else if (name === 'tr') {
        if (closing) {
          if (cells?.length) blocks.push({ kind: 'row', level: 0, text: cells.join(' | ') })
          cells = null
        } else {
          cells = []
        }
      } else if (name === 'li') {
        current = closing ? null : { kind: 'item', level: Math.max(1, listDepth), text: '' }
      } else {
        current = null
      }
    }
  }
  flush()
  return blocks
}

/** The plain text of sanitised HTML, a block a line: what search reads and a PDF prints. */
export function plainText(html: string): string {
  return textBlocks(html)
    .map((block) => block.text)
    .join('\n')
}

/** The SHA-256 (hex) of what a reader reads: the language, the title and the body. */
export function contentHash(lang: string, title: string, bodyHtml: string): string {
  return createHash('sha256').update(JSON.stringify([lang, title, bodyHtml])).digest('hex')
}

/** The stored columns of a revision's text. */
export function revisionText(lang: string, title: string, html: string) {
  const bodyHtml = sanitizeManualHtml(html)
  return { title, bodyHtml, bodyText: plainText(bodyHtml), contentHash: contentHash(lang, title, bodyHtml) }
}
