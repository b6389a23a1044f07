import { css } from 'styled-components'

/** Where toasts stack: the bottom corner, one above the other. */
export const toastStack = css`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space.lg};
  inset-inline-end: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: min(${({ theme }) => theme.size.dialog.md}, calc(100vw - 2 * ${({ theme }) => theme.space.lg}));
`

/** A toast's card: raised surface, border, rounded corners and shadow. */
export const toastSurface = css`
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`
