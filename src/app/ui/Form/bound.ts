import { useFieldContext } from './contexts'
import { useShownError } from './errors'

/** Props a bound field takes from the form instead of from its caller. */
export type FromForm = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage' | 'validationBehavior'

/** What every bound field hands its component: name, blur, and the form's error in 'aria' mode. */
export function useBoundField<T>() {
  const field = useFieldContext<T>()
  const error = useShownError(field)
  // A server message is about the value it saw: the user's own edit retires it.
  const change = (value: T) => {
    if (field.state.meta.errorMap.onServer) field.setErrorMap({ onServer: undefined })
    field.handleChange(value)
  }
  return {
    field,
    change,
    bound: {
      name: field.name,
      'data-field': field.name,
      onBlur: () => field.handleBlur(),
      validationBehavior: 'aria' as const,
      isInvalid: error !== undefined,
      errorMessage: error,
    },
  }
}
