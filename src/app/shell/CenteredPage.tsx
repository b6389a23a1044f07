import type { ReactNode } from 'react'
import styled from 'styled-components'
import { logoImage, useSkin } from '@app/theme'

export interface CenteredPageProps {
  /** The page heading (the h1 that focus moves to after navigation). */
  title: ReactNode
  /** A decorative status line above the heading, such as '404'. */
  eyebrow?: ReactNode
  /** Width of the card: forms need more room than a message. */
  width?: 'md' | 'lg'
  children?: ReactNode
}

const Main = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surface.page};
  &:focus {
    outline: none;
  }
`

const Card = styled.div<{ $width: 'md' | 'lg' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  width: min(100%, ${({ theme, $width }) => theme.size.dialog[$width]});
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};

  h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family.heading};
    font-size: ${({ theme }) => theme.font.size.xl};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  h1:focus {
    outline: none;
  }
  p {
    margin: 0;
    line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
  }
`

const Logo = styled.img`
  align-self: flex-start;
  max-width: 60%;
  height: ${({ theme }) => theme.size.control.lg};
`

const Eyebrow = styled.p`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.05em;
  text-transform: uppercase;
`

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`

/** A page outside the page frame: the skin's logo and one card (sign-in, errors, activation). */
export function CenteredPage({ title, eyebrow, width = 'md', children }: CenteredPageProps) {
  const skin = useSkin()
  return (
    <Main id="main-content" tabIndex={-1}>
      <Card $width={width}>
        <Logo src={logoImage(skin.logoSvg)} alt={skin.displayName} />
        {eyebrow != null && <Eyebrow>{eyebrow}</Eyebrow>}
        <h1>{title}</h1>
        {children}
      </Card>
    </Main>
  )
}
