import styled from 'styled-components'

/**
 * A disclosure chevron drawn in CSS, pointing right, and down with `data-open`; drawn rather than an
 * icon so the manual's pages share no icon chunk with the page frame.
 */
export const Chevron = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.icon.sm};
  height: ${({ theme }) => theme.size.icon.sm};

  &::before {
    content: '';
    width: 0.45em;
    height: 0.45em;
    border-inline-end: ${({ theme }) => theme.border.width.thick} solid currentColor;
    border-block-end: ${({ theme }) => theme.border.width.thick} solid currentColor;
    transform: translateX(-15%) rotate(-45deg);
    transition: transform ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};
  }
  &[data-open]::before {
    transform: translateY(-15%) rotate(45deg);
  }
`

/** A list of documents: the title as a link on the first line, its details on the next. */
export const DocumentList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.md} 0;
    border-bottom: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  }
  > li:last-child {
    border-bottom: 0;
  }
  .main {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    min-width: 0;
    flex: 1 1 20rem;
  }
  .details {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
    margin: 0;
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .end {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
`
