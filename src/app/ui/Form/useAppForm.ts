import { createFormHook } from '@tanstack/react-form'
import { fieldContext, formContext } from './contexts'
import {
  BoundCheckbox,
  BoundComboBox,
  BoundCurrencyField,
  BoundDateField,
  BoundDateTimeField,
  BoundEmailField,
  BoundNumberField,
  BoundPasswordField,
  BoundPhoneField,
  BoundPostalCodeField,
  BoundRadioGroup,
  BoundSelect,
  BoundSwitch,
  BoundTextArea,
  BoundTextField,
  BoundTimeField,
} from './fields'
import { Form } from './FormElement'
import { SubmitButton } from './SubmitButton'

/**
 * The app's form hook. The rules are a valibot schema from `src/shared/validation` (the one the
 * server checks the request with), passed as a standard schema; server field errors go back on
 * the form with `setServerErrors`, keeping what the user typed:
 *
 * ```tsx
 * const schema = v.object({ username: fieldRules({ kind: 'text', required: true, maxLength: 50 }) })
 * const form = useAppForm({
 *   defaultValues: { username: '' } as v.InferInput<typeof schema>,
 *   validators: { onChange: schema },
 *   onSubmit: async ({ value, formApi }) => {
 *     try { await api.signIn(value) }
 *     catch (error) { if (error.status === 400) setServerErrors(formApi, error.data.errors); else throw error }
 *   },
 * })
 * <form.AppForm>
 *   <form.Form aria-label="Sign in">
 *     <form.AppField name="username">{(field) => <field.TextField label="Username" required maxLength={50} />}</form.AppField>
 *     <form.SubmitButton>Sign in</form.SubmitButton>
 *   </form.Form>
 * </form.AppForm>
 * ```
 *
 * Bound fields show the form's errors once left or after a submission attempt; `form.Form` moves
 * focus to the first field in error when a submission fails. A component inside a form reads it with
 * `useFormContext` (./contexts); the library's `useTypedAppFormContext` is not offered, as it reads the
 * library's own context rather than the one given here.
 */
export const { useAppForm, withForm, withFieldGroup, extendForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField: BoundTextField,
    TextArea: BoundTextArea,
    EmailField: BoundEmailField,
    PasswordField: BoundPasswordField,
    PostalCodeField: BoundPostalCodeField,
    PhoneField: BoundPhoneField,
    NumberField: BoundNumberField,
    CurrencyField: BoundCurrencyField,
    DateField: BoundDateField,
    DateTimeField: BoundDateTimeField,
    TimeField: BoundTimeField,
    Select: BoundSelect,
    ComboBox: BoundComboBox,
    RadioGroup: BoundRadioGroup,
    Checkbox: BoundCheckbox,
    Switch: BoundSwitch,
  },
  formComponents: {
    Form,
    SubmitButton,
  },
})
