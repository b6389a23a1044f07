import styled from 'styled-components'

/** A column of fields as wide as a form. */
export const FieldColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  width: min(100%, ${({ theme }) => theme.size.dialog.md});
`

/** A grid of states side by side, for the States stories. */
export const StateGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.size.sideMenu}, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
`

/** A row of actions. */
export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`

/** Room under a field for an open popover in a screenshot. */
export const OverlayRoom = styled.div`
  min-height: calc(${({ theme }) => theme.size.dialog.sm} + ${({ theme }) => theme.size.control.lg});
`
