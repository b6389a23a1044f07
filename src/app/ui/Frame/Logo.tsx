import DOMPurify from 'dompurify'
import { useMemo } from 'react'
import styled from 'styled-components'

export interface LogoProps {
  /** The logo as a data URL (the skin's `logo`). */
  src: string
  /** The accessible name: the company or product name. */
  alt: string
}

const Inline = styled.span`
  display: inline-flex;
  height: ${({ theme }) => theme.size.control.md};

  svg {
    height: 100%;
    width: auto;
  }
`

const Image = styled.img`
  display: block;
  height: ${({ theme }) => theme.size.control.md};
  width: auto;
`

const SVG_PREFIX = /^data:image\/svg\+xml(;charset=[^;,]+)?(;base64)?,/i

function svgMarkup(src: string, alt: string): string | null {
  const match = SVG_PREFIX.exec(src)
  if (!match) return null
  const body = src.slice(match[0].length)
  try {
    const text = match[2] ? atob(body) : decodeURIComponent(body)
    // The name comes from `alt`: the SVG's own title and ids could clash with another copy on the page.
    const fragment = DOMPurify.sanitize(text, {
      USE_PROFILES: { svg: true },
      FORBID_TAGS: ['title'],
      FORBID_ATTR: ['id', 'role', 'aria-labelledby'],
      RETURN_DOM_FRAGMENT: true,
    })
    const svg = fragment.querySelector('svg')
    if (!svg) return null
    svg.setAttribute('role', 'img')
    svg.setAttribute('aria-label', alt)
    svg.setAttribute('focusable', 'false')
    return svg.outerHTML
  } catch {
    return null
  }
}

/**
 * The skin's logo. An SVG logo is drawn inline so its `currentColor` text follows the header's
 * text colour in every theme; other images fall back to an img.
 */
export function Logo({ src, alt }: LogoProps) {
  const markup = useMemo(() => svgMarkup(src, alt), [src, alt])
  if (markup == null) return <Image src={src} alt={alt} />
  return <Inline dangerouslySetInnerHTML={{ __html: markup }} />
}
