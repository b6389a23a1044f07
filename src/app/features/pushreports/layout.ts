import styled from 'styled-components'

/** The line under a list page's heading: what it shows, in muted words, and its switches. */
export const Intro = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-block-end: ${({ theme }) => theme.space.md};

  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.muted};
  }
`
