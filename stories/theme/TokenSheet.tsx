import type { ReactNode } from 'react'
import styled, { useTheme } from 'styled-components'

// Only token paths, values and a glyph specimen are shown: nothing here is prose to translate.
const specimen = 'Aa Bb Gg Qq Éé Çç 0123456789 $ % &'

const Stack = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.muted};
`

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Rows = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Card = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => `${theme.border.width.thin} solid ${theme.color.border.default}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.default};
`

const Swatch = styled.span<{ $colour: string }>`
  flex: none;
  width: ${({ theme }) => theme.size.control.lg};
  height: ${({ theme }) => theme.size.control.lg};
  border: ${({ theme }) => `${theme.border.width.thin} solid ${theme.color.border.strong}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ $colour }) => $colour};
`

const Name = styled.code`
  display: block;
  overflow-wrap: anywhere;
  font-family: ${({ theme }) => theme.font.family.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.default};
`

const Value = styled.span`
  display: block;
  font-family: ${({ theme }) => theme.font.family.mono};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.text.muted};
`

const Row = styled.li`
  display: grid;
  grid-template-columns: 12rem 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`

const Sample = styled.p<{ $size: string; $weight: number }>`
  margin: 0;
  font-size: ${({ $size }) => $size};
  font-weight: ${({ $weight }) => $weight};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme }) => theme.color.text.default};
`

const Bar = styled.span<{ $width: string }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.accent.default};
  border-radius: ${({ theme }) => theme.radius.sm};
`

const anchor = (path: string) => `tokens-${path.replaceAll('.', '-')}`

/** The page of one token family, headed by its path and the active theme's name. */
function Sheet({ path, children }: { path: string; children: ReactNode }) {
  const { name } = useTheme()
  return (
    <Stack aria-labelledby={anchor(path)}>
      <div>
        <h2 id={anchor(path)}>
          <code>{path}</code>
        </h2>
        <Muted>
          <code>{name}</code>
        </Muted>
      </div>
      {children}
    </Stack>
  )
}

/** One group of tokens under a smaller heading. */
function Group({ path, children }: { path: string; children: ReactNode }) {
  return (
    <Stack aria-labelledby={anchor(path)}>
      <h3 id={anchor(path)}>
        <code>{path}</code>
      </h3>
      {children}
    </Stack>
  )
}

function Token({ path, value }: { path: string; value: string | number }) {
  return (
    <div>
      <Name>{path}</Name>
      <Value>{value}</Value>
    </div>
  )
}

/** Every semantic colour of the active theme, grouped by role. */
export function SemanticColours() {
  const { color } = useTheme()
  return (
    <Sheet path="color">
      {Object.entries(color).map(([group, roles]) => (
        <Group key={group} path={`color.${group}`}>
          <Grid>
            {Object.entries(roles).map(([role, value]) => (
              <Card key={role}>
                <Swatch $colour={value} aria-hidden="true" />
                <Token path={`color.${group}.${role}`} value={value} />
              </Card>
            ))}
          </Grid>
        </Group>
      ))}
    </Sheet>
  )
}

/** The font sizes and weights of the active theme, each set as it renders. */
export function TypeScale() {
  const { size, weight } = useTheme().font
  return (
    <Sheet path="font">
      <Group path="font.size">
        <Rows>
          {Object.entries(size).map(([step, value]) => (
            <Row key={step}>
              <Token path={`font.size.${step}`} value={value} />
              <Sample $size={value} $weight={weight.regular}>
                {specimen}
              </Sample>
            </Row>
          ))}
        </Rows>
      </Group>
      <Group path="font.weight">
        <Rows>
          {Object.entries(weight).map(([step, value]) => (
            <Row key={step}>
              <Token path={`font.weight.${step}`} value={value} />
              <Sample $size={size.lg} $weight={value}>
                {specimen}
              </Sample>
            </Row>
          ))}
        </Rows>
      </Group>
    </Sheet>
  )
}

/** The spacing scale of the active theme, drawn to size. */
export function Spacing() {
  const { space } = useTheme()
  return (
    <Sheet path="space">
      <Rows>
        {Object.entries(space).map(([step, value]) => (
          <Row key={step}>
            <Token path={`space.${step}`} value={value} />
            <Bar $width={value} aria-hidden="true" />
          </Row>
        ))}
      </Rows>
    </Sheet>
  )
}
