import type { createFormHookContexts } from '@tanstack/react-form'
import { createContext, useContext } from 'react'

/** The contexts and readers TanStack Form's `createFormHookContexts` makes, by type. */
type FormHookContexts = ReturnType<typeof createFormHookContexts>

/**
 * The contexts bound fields and form components read their field and form from. They are made here rather
 * than by `createFormHookContexts`, whose module also holds `createFormHook` and brings it, with the form
 * and field groups, to the sign-in page (see `useTextForm`); both form hooks are given these.
 */
export const fieldContext = createContext(null) as unknown as FormHookContexts['fieldContext']
export const formContext = createContext(null) as unknown as FormHookContexts['formContext']

/** The field of the bound field component being drawn. */
export const useFieldContext = (() => {
  const field = useContext(fieldContext)
  if (!field) throw new Error('useFieldContext: not inside a field of a form hook (useAppForm, useTextForm)')
  return field
}) as FormHookContexts['useFieldContext']

/** The form of the form component being drawn. */
export const useFormContext = (() => {
  const form = useContext(formContext)
  if (!form) throw new Error('useFormContext: not inside a form of a form hook (useAppForm, useTextForm)')
  return form
}) as FormHookContexts['useFormContext']
