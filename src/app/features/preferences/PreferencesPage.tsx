import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import styled from 'styled-components'
import { isApiError } from '@app/api/errors'
import { useSession, useSessionStore } from '@app/session'
import { Card } from '@app/ui/Card'
import { setServerErrors, useAppForm } from '@app/ui/Form'
import { toast } from '@app/ui/Toast'
import { PageHeading } from '@app/shell/PageHeading'
import { languageOptions, themeOptions } from '@app/features/account/options'
import { profileTheme, userInfoQueryOptions, useSaveProfile, useSaveUserInfo } from '@app/features/account/api'
import { ConnectedSystems } from './ConnectedSystems'
import { preferencesSchema } from './schemas'

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`

/**
 * UA-PREF, User Preferences: names, e-mail, phone, language and theme of the signed-in user, and the
 * systems they can authorize with single sign-on.
 */
export function PreferencesPage() {
  const { t } = useLingui()
  const store = useSessionStore()
  const { user } = useSession()
  const { data: info } = useSuspenseQuery(userInfoQueryOptions())
  const saveUserInfo = useSaveUserInfo()
  const saveProfile = useSaveProfile()
  const form = useAppForm({
    defaultValues: {
      fname: info.fname,
      mname: info.mname ?? '',
      lname: info.lname,
      email: info.email ?? '',
      // The phone field holds the digits its mask shows.
      phone: (info.phone ?? '').replace(/\D/g, ''),
      lang: info.lang as string,
      theme: (user?.profile.MT_THEME ?? 'light') as string,
    },
    // The rules the server checks, so an empty or short field is flagged before anything is sent.
    validators: { onChange: preferencesSchema },
    onSubmit: async ({ value, formApi }) => {
      try {
        await saveUserInfo.mutateAsync({
          fname: value.fname,
          mname: value.mname || null,
          lname: value.lname,
          email: value.email,
          phone: value.phone || null,
          lang: value.lang,
        })
        if (value.theme !== user?.profile.MT_THEME) {
          await saveProfile.mutateAsync({ MT_THEME: profileTheme(value.theme) })
        }
        await store.refresh()
        toast.positive(t`Your preferences were saved.`)
      } catch (error) {
        const errors = isApiError(error) ? (error.data as { errors?: Record<string, string> } | null)?.errors : undefined
        const rest = setServerErrors(formApi, errors)
        toast.negative(rest[0] ?? t`Your preferences could not be saved.`)
      }
    },
  })
  return (
    <>
      <PageHeading />
      <Stack>
        <Card title={t`Your details`} description={t`Signed in as ${info.username}`}>
          <form.AppForm>
            <form.Form aria-label={t`Your details`}>
              <form.AppField name="fname">
                {(field) => <field.TextField label={t`First name`} required maxLength={50} autoComplete="given-name" />}
              </form.AppField>
              <form.AppField name="mname">
                {(field) => <field.TextField label={t`Middle name`} required={false} maxLength={50} autoComplete="additional-name" />}
              </form.AppField>
              <form.AppField name="lname">
                {(field) => <field.TextField label={t`Last name`} required maxLength={50} autoComplete="family-name" />}
              </form.AppField>
              <form.AppField name="email">
                {(field) => <field.EmailField label={t`E-mail`} required maxLength={254} />}
              </form.AppField>
              <form.AppField name="phone">
                {(field) => <field.PhoneField label={t`Phone`} required={false} />}
              </form.AppField>
              <form.AppField name="lang">
                {(field) => <field.Select label={t`Language`} required options={languageOptions()} />}
              </form.AppField>
              <form.AppField name="theme">
                {(field) => (
                  <field.Select
                    label={t`Theme`}
                    required
                    options={themeOptions()}
                    description={t`Skins without a dark theme stay light.`}
                  />
                )}
              </form.AppField>
              <div>
                <form.SubmitButton>
                  <Trans>Save</Trans>
                </form.SubmitButton>
              </div>
            </form.Form>
          </form.AppForm>
        </Card>
        <ConnectedSystems />
      </Stack>
    </>
  )
}
