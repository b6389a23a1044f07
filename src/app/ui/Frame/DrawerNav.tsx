import { useId } from 'react'
import styled from 'styled-components'
import { SideMenuList, type SideMenuListProps } from './SideMenuList'

const Nav = styled.nav`
  & + & {
    border-top: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  }
`

const Heading = styled.h2`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} calc(${({ theme }) => theme.space.xs} + ${({ theme }) => theme.space.sm})
    ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`

export interface DrawerNavProps extends Omit<SideMenuListProps, 'collapsed' | 'onCollapsedChange'> {
  /** Names the navigation landmark and heads its list. */
  label: string
}

const keepOpen = () => {}

/** A menu inside the small screens' drawer: a named navigation landmark with a heading and its list of entries. */
export function DrawerNav({ label, ...list }: DrawerNavProps) {
  const headingId = useId()
  return (
    <Nav aria-labelledby={headingId}>
      <Heading id={headingId}>{label}</Heading>
      <SideMenuList {...list} collapsed={false} onCollapsedChange={keepOpen} />
    </Nav>
  )
}
