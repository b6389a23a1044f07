import { createGlobalStyle } from 'styled-components'

export const GlobalStyles = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html {
    color-scheme: ${({ theme }) => theme.mode};
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.color.surface.page};
    color: ${({ theme }) => theme.color.text.default};
    font-family: ${({ theme }) => theme.font.family.body};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
  }
  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.font.family.heading};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
  h1 { font-size: ${({ theme }) => theme.font.size.xxl}; }
  h2 { font-size: ${({ theme }) => theme.font.size.xl}; }
  h3 { font-size: ${({ theme }) => theme.font.size.lg}; }
  a { color: ${({ theme }) => theme.color.text.link}; }
  /* Keyboard focus is always visible, whatever the component. */
  :focus-visible {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: ${({ theme }) => theme.border.width.thick};
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: ${({ theme }) => theme.motion.duration.instant} !important;
      animation-iteration-count: 1 !important;
      transition-duration: ${({ theme }) => theme.motion.duration.instant} !important;
      scroll-behavior: auto !important;
    }
  }
`
