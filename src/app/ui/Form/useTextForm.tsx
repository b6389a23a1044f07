import { Field, FormApi, useStore } from '@tanstack/react-form'
import type { AnyFormApi, createFormHook } from '@tanstack/react-form'
import { type ReactNode, useId, useLayoutEffect, useMemo, useState } from 'react'
import { fieldContext, formContext } from './contexts'
import { Form } from './FormElement'
import { SubmitButton } from './SubmitButton'
import { BoundEmailField, BoundPasswordField, BoundTextArea, BoundTextField } from './textFields'

const fieldComponents = {
  TextField: BoundTextField,
  TextArea: BoundTextArea,
  EmailField: BoundEmailField,
  PasswordField: BoundPasswordField,
}
const formComponents = { Form, SubmitButton }

/** The hook `createFormHook` would make with these components: its type only (see below). */
type TextFormHook = ReturnType<
  typeof createFormHook<typeof fieldComponents, typeof formComponents>
>['useAppForm']

type FieldRender = (field: unknown) => ReactNode

/**
 * A form hook with the text fields only (text, text area, email, password), for the sign-in page, which
 * every visitor loads first. It is `useAppForm` with these fields, on TanStack Form's own `FormApi` and
 * `Field`, without the React adapter's `useForm` and `createFormHook`: those bring the form-group and
 * field-group code (some 5 KiB gzip) that no text form uses. Its forms share `useAppForm`'s contexts, so
 * `Form`, `SubmitButton` and `useBoundField` work alike, and it has the same type as `useAppForm` would
 * with these components. docs/decisions.md says why.
 */
export const useTextForm = ((options: ConstructorParameters<typeof FormApi>[0]) => {
  const fallbackId = useId()
  const [formApi] = useState<AnyFormApi>(() => new FormApi({ ...options, formId: options?.formId ?? fallbackId }))
  const form = useMemo(() => {
    // The form's own fields and methods, with the state and submit read through to it, as `useForm` does.
    const extended: Record<string, unknown> = {
      ...formApi,
      handleSubmit: (...args: Parameters<AnyFormApi['handleSubmit']>) => formApi.handleSubmit(...args),
      get formId() {
        return formApi.formId
      },
      get state() {
        return formApi.store.state
      },
    }
    const FormField = (props: Record<string, unknown>) => (
      <Field {...(props as unknown as Parameters<typeof Field>[0])} form={formApi} />
    )
    const Subscribe = ({ selector, children }: { selector?: (state: unknown) => unknown; children: unknown }) => {
      const data = useStore(formApi.store, selector ?? ((state) => state))
      return <>{typeof children === 'function' ? children(data) : children}</>
    }
    const AppForm = ({ children }: { children: ReactNode }) => (
      <formContext.Provider value={extended as never}>{children}</formContext.Provider>
    )
    const AppField = ({ children, ...props }: { children: FieldRender } & Record<string, unknown>) => (
      <FormField {...props}>
        {(field: object) => (
          <fieldContext.Provider value={field as never}>
            {children(Object.assign(field, fieldComponents))}
          </fieldContext.Provider>
        )}
      </FormField>
    )
    return Object.assign(extended, { Field: FormField, Subscribe, AppForm, AppField, ...formComponents })
  }, [formApi])
  useLayoutEffect(() => formApi.mount(), [formApi])
  // Options (validators, submit handler) are read afresh on every render, as they may close over state.
  useLayoutEffect(() => {
    formApi.update(options)
  })
  return form
}) as unknown as TextFormHook
