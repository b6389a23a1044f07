import DOMPurify from 'dompurify'
import { useMemo } from 'react'
import styled from 'styled-components'
import { DEFAULT_DOCUMENT_TEXT_SIZE } from '@shared/constants'

const Body = styled.div<{ $size: number }>`
  /* The reader's text size (px), as rem so the browser's own zoom and font settings still apply. */
  font-size: calc(${({ $size }) => $size} / 16 * 1rem);
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
  color: ${({ theme }) => theme.color.text.default};
  overflow-wrap: anywhere;
  max-width: 48em;

  > :first-child {
    margin-top: 0;
  }
  h2,
  h3,
  h4 {
    font-family: ${({ theme }) => theme.font.family.heading};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    margin: 1.5em 0 0.5em;
  }
  h2 {
    font-size: 1.25em;
  }
  h3 {
    font-size: 1.1em;
  }
  p,
  ul,
  ol {
    margin: 0 0 1em;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    margin: 0 0 1em;
  }
  th,
  td {
    text-align: start;
    vertical-align: top;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  }
  a {
    color: ${({ theme }) => theme.color.text.link};
  }
  img {
    max-width: 100%;
    height: auto;
  }
`

// The server sanitises documents when they are saved; the page sanitises again before drawing them, so
// a stored body can never run script here.
const PURIFY = { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'] }

export interface DocumentBodyProps {
  /** The document's HTML, as the server gives it. */
  html: string
  /** The reader's text size (px); 16 by default (document 1 section 9). */
  textSize?: number
  /** The document's language, when it differs from the page's. */
  lang?: string
  className?: string
}

/** A document's text: sanitised again in the browser, at the reader's text size. */
export function DocumentBody({ html, textSize = DEFAULT_DOCUMENT_TEXT_SIZE, lang, className }: DocumentBodyProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html, PURIFY), [html])
  return (
    // oxlint-disable-next-line react/no-danger -- sanitised just above
    <Body
      className={className}
      $size={textSize}
      lang={lang}
      data-testid="document-body"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
