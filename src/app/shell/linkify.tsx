import type { ReactNode } from 'react'

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi
// Sentence punctuation right after an address belongs to the sentence.
const TRAILING = /[.,;:!?)\]]+$/

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string }

/** Splits a message into text and web addresses. */
export function splitLinks(message: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of message.matchAll(URL_PATTERN)) {
    const start = match.index
    const href = match[0].replace(TRAILING, '')
    if (start > last) parts.push({ kind: 'text', text: message.slice(last, start) })
    parts.push({ kind: 'link', href })
    last = start + href.length
  }
  if (last < message.length) parts.push({ kind: 'text', text: message.slice(last) })
  return parts
}

/** Renders web addresses in a server message as links that open in a new window. */
export function Linkified({ text }: { text: string }) {
  const nodes: ReactNode[] = splitLinks(text).map((part, index) =>
    part.kind === 'link' ? (
      <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
        {part.href}
      </a>
    ) : (
      part.text
    ),
  )
  return <>{nodes}</>
}
