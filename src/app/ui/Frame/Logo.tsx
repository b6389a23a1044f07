import styled from 'styled-components'

export interface LogoProps {
  /**
   * The logo's SVG markup (the skin's `logoSvg`), sanitised when the skins are built; never markup that
   * comes from a user or the server.
   */
  svg: string
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

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' }

/** The SVG element named by `alt`: an image for assistive technology. */
function labelled(svg: string, alt: string): string {
  const name = alt.replace(/[&"<>]/g, (c) => ATTRIBUTE_ESCAPES[c] ?? c)
  return `<svg role="img" aria-label="${name}"${svg.slice('<svg'.length)}`
}

/** The skin's logo, drawn inline so that its `currentColor` text follows the header's colours in every theme. */
export function Logo({ svg, alt }: LogoProps) {
  return <Inline dangerouslySetInnerHTML={{ __html: labelled(svg, alt) }} />
}
