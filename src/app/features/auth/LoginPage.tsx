import { Trans } from '@lingui/react/macro'
import styled from 'styled-components'
import { useSkin } from '@app/theme'

const Main = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.xl};
`
const Card = styled.div`
  background: ${({ theme }) => theme.color.surface.default};
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
  padding: ${({ theme }) => theme.space.xxl};
  width: min(100%, ${({ theme }) => theme.size.dialog.md});
`

export function LoginPage() {
  const skin = useSkin()
  return (
    <Main>
      <Card>
        <img src={skin.logo} alt={skin.displayName} />
        <h1>
          <Trans>Sign in</Trans>
        </h1>
      </Card>
    </Main>
  )
}
