import * as v from 'valibot'
import { maxLength } from '@shared/validation'
import { userDetailsFields } from '@app/features/account/schemas'

/** UA-PREF's details form: what `PUT users/save_userinfor` checks, and the theme. */
export const preferencesSchema = v.object({
  ...userDetailsFields,
  mname: v.pipe(v.string(), maxLength<string>(50)),
})
