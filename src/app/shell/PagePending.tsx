import styled from 'styled-components'
import { Spinner } from '@app/ui/Spinner'

const Box = styled.div`
  display: grid;
  place-items: center;
  min-height: 50vh;
`

/** Shown while a slow page loads; the navigation bar already runs above it. */
export function PagePending() {
  return (
    <Box>
      <Spinner size="page" />
    </Box>
  )
}
