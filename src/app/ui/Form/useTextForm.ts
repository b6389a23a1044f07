import { createFormHook } from '@tanstack/react-form'
import { fieldContext, formContext } from './contexts'
import { Form } from './FormElement'
import { SubmitButton } from './SubmitButton'
import { BoundEmailField, BoundPasswordField, BoundTextArea, BoundTextField } from './textFields'

/**
 * A form hook with the text fields only (text, text area, email, password): what `useAppForm`
 * does, for pages on the first load (sign-in) that must not load the date, number and choice
 * fields. Its forms share `useAppForm`'s contexts, so `Form`, `SubmitButton` and `useBoundField` work alike.
 */
export const { useAppForm: useTextForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField: BoundTextField,
    TextArea: BoundTextArea,
    EmailField: BoundEmailField,
    PasswordField: BoundPasswordField,
  },
  formComponents: {
    Form,
    SubmitButton,
  },
})
