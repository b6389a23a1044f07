import styled from 'styled-components'

export interface LogoProps {
  /** The logo as an image URL (the skin's `logo`). */
  src: string
  /** The accessible name: the company or product name. */
  alt: string
  /**
   * The logo's SVG markup for drawing inline (the skin's `logoSvg`), sanitised when the skins are
   * built; never markup that comes from a user or the server.
   */
  svg?: string
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

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' }

/** The SVG element named by `alt`: an image for assistive technology. */
function labelled(svg: string, alt: string): string | null {
  if (!svg.startsWith('<svg')) return null
  const name = alt.replace(/[&"<>]/g, (c) => ATTRIBUTE_ESCAPES[c] ?? c)
  return `<svg role="img" aria-label="${name}"${svg.slice('<svg'.length)}`
}

/**
 * The skin's logo. An SVG logo is drawn inline so its `currentColor` text follows the header's
 * text colour in every theme; other images fall back to an img.
 */
export function Logo({ src, alt, svg }: LogoProps) {
  const markup = svg ? labelled(svg, alt) : null
  if (markup == null) return <Image src={src} alt={alt} />
  return <Inline dangerouslySetInnerHTML={{ __html: markup }} />
}
