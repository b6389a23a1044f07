import { css } from 'styled-components'

/** The raised surface shared by popovers and menus. */
export const overlaySurface = css`
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  outline: none;

  &[data-entering] {
    animation: overlay-in ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};
  }
  @keyframes overlay-in {
    from {
      opacity: 0;
    }
  }
`
