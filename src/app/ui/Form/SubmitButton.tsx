import { useStore } from '@tanstack/react-form'
import { Button, type ButtonProps } from '../Button'
import { useFormContext } from './contexts'

export type SubmitButtonProps = Omit<ButtonProps, 'type' | 'isPending'>

/** The form's submit button: pending (spinner, `aria-busy`, presses ignored) while the form submits. */
export function SubmitButton({ variant = 'primary', children, ...props }: SubmitButtonProps) {
  const form = useFormContext()
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting)
  return (
    <Button {...props} type="submit" variant={variant} isPending={isSubmitting}>
      {children}
    </Button>
  )
}
