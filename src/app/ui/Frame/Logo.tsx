import styled from 'styled-components'
import { logoImage } from '@app/theme'

export interface LogoProps {
  /**
   * The logo's SVG markup (the skin's `logoSvg`), sanitised when the skins are built; never markup that
   * comes from a user or the server.
   */
  svg: string
  /** The accessible name: the company or product name. */
  alt: string
  /**
   * Draw it inline, so that its `currentColor` text follows the surrounding text colour in every theme (the
   * header's); otherwise it is an image.
   */
  inline?: boolean
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

/** The skin's logo, inline or as an image of the same markup. */
export function Logo({ svg, alt, inline = false }: LogoProps) {
  const markup = inline ? labelled(svg, alt) : null
  if (markup == null) return <Image src={logoImage(svg)} alt={alt} />
  return <Inline dangerouslySetInnerHTML={{ __html: markup }} />
}
