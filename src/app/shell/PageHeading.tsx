import type { ReactNode } from 'react'
import styled from 'styled-components'
import { usePageHeading } from './usePage'

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};

  h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family.heading};
    font-size: ${({ theme }) => theme.font.size.xxl};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    color: ${({ theme }) => theme.color.text.default};
  }
  h1:focus {
    outline: none;
  }
`

export interface PageHeadingProps {
  /** The heading, when the page knows better than its route (a document's name). */
  title?: ReactNode
  /** Buttons or links at the end of the heading row. */
  actions?: ReactNode
}

/** The h1 of a page in the frame: its menu entry's or route's title; focus lands here after navigation. */
export function PageHeading({ title, actions }: PageHeadingProps) {
  const heading = usePageHeading()
  return (
    <Head>
      <h1>{title ?? heading.title}</h1>
      {actions}
    </Head>
  )
}
