import { LoaderCircle } from 'lucide-react'
import { type ReactNode, type Ref, useEffect, useId, useState } from 'react'
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

/**
 * Removes the live-region announcements that name the button by reference. react-aria announces a
 * focused button going pending or back as `<div role="img" aria-labelledby={button id}>`; once the button
 * is gone (a sign-in that leaves its page, a dialog that closes) that label would name nothing.
 */
function forgetAnnouncements(buttonId: string) {
  for (const node of document.querySelectorAll('[aria-live] > [role="img"][aria-labelledby]')) {
    if (node.getAttribute('aria-labelledby')?.split(/\s+/).includes(buttonId)) node.remove()
  }
}

/** A button: react-aria's `Button` with the design system's variants, sizes and pending state. */
export function Button({ variant = 'secondary', size = 'md', icon, isPending, children, ...props }: ButtonProps) {
  const ownId = useId()
  const id = props.id ?? ownId
  // Only a button that has been pending can have been announced.
  const [announced, setAnnounced] = useState(false)
  if (isPending && !announced) setAnnounced(true)
  useEffect(() => (announced ? () => forgetAnnouncements(id) : undefined), [announced, id])
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
      id={id}
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
