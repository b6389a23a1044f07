import type { FormHTMLAttributes, ReactNode } from 'react'
import { useRef } from 'react'
import styled from 'styled-components'
import { useFormContext } from './contexts'
import { clearServerErrors, focusFirstField, invalidFieldNames } from './errors'

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  /** The fields and buttons of the form. */
  children: ReactNode
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`

/**
 * The `<form>` of an app form: submits through TanStack Form and, when the submission fails
 * (rules or server errors), moves focus to the first field in error.
 */
export function Form({ children, ...props }: FormProps) {
  const form = useFormContext()
  const ref = useRef<HTMLFormElement>(null)
  const submit = async () => {
    clearServerErrors(form)
    await form.handleSubmit()
    const invalid = invalidFieldNames(form)
    if (invalid.size === 0) return
    // Let the error messages render first, so they are read with the focused field.
    await new Promise((resolve) => setTimeout(resolve, 0))
    focusFirstField(ref.current, invalid)
  }
  return (
    <StyledForm
      {...props}
      ref={ref}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        event.stopPropagation()
        void submit()
      }}
    >
      {children}
    </StyledForm>
  )
}
