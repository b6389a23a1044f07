import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Button, type ButtonProps } from '../Button'

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'icon' | 'aria-label' | 'aria-labelledby'> {
  /** The accessible name: an icon alone tells a screen reader nothing. */
  label: string
  /** The icon (a lucide icon); it is hidden from assistive technology. */
  icon: ReactNode
}

const Square = styled(Button)`
  padding: 0;
  width: ${({ theme }) => theme.size.control.md};
  &[data-size='sm'] {
    padding: 0;
    width: ${({ theme }) => theme.size.control.sm};
  }
  &[data-size='lg'] {
    padding: 0;
    width: ${({ theme }) => theme.size.control.lg};
  }
`

/** A square button showing only an icon, named by `label`. */
export function IconButton({ label, icon, variant = 'ghost', ...props }: IconButtonProps) {
  return <Square {...props} variant={variant} icon={icon} aria-label={label} />
}
