import { LoaderCircle } from 'lucide-react'
import type { ReactNode, Ref } from 'react'
import type { ButtonProps as AriaButtonProps } from 'react-aria-components'
import { IconSlot, Spinner, StyledButton } from './Button.styles'

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost'
export type ButtonSize = 'sm' | 'md' | 'lg'

export interface ButtonProps extends Omit<AriaButtonProps, 'children'> {
  /** The button's text (or content). */
  children?: ReactNode
  /** Visual weight: primary for the main action, danger for destructive ones. */
  variant?: ButtonVariant
  /** Height and text size. */
  size?: ButtonSize
  /** A decorative icon before the text (a lucide icon); replaced by a spinner while pending. */
  icon?: ReactNode
  /** The action is running: shows a spinner, sets `aria-busy` and ignores presses while staying focusable. */
  isPending?: boolean
  /** Keeps a ref on the rendered button. */
  ref?: Ref<HTMLButtonElement>
}

/** A button: react-aria's `Button` with the design system's variants, sizes and pending state. */
export function Button({ variant = 'secondary', size = 'md', icon, isPending, children, ...props }: ButtonProps) {
  const lead = isPending ? (
    <Spinner aria-hidden="true" data-spinner="">
      <LoaderCircle aria-hidden="true" focusable="false" />
    </Spinner>
  ) : (
    icon && <IconSlot aria-hidden="true">{icon}</IconSlot>
  )
  return (
    <StyledButton
      type="button"
      {...props}
      isPending={isPending}
      // react-aria keeps aria-busy off its props; the render hook puts it on the element.
      render={(domProps, { isPending: pending }) => <button {...domProps} aria-busy={pending || undefined} />}
      data-variant={variant}
      data-size={size}
    >
      {lead}
      {children}
    </StyledButton>
  )
}
