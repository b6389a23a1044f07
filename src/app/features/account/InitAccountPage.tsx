import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import styled from 'styled-components'
import { isApiError } from '@app/api/errors'
import { useSession, useSessionStore } from '@app/session'
import { setServerErrors, useAppForm } from '@app/ui/Form'
import { Link } from '@app/ui/Link'
import { CenteredPage } from '@app/shell/CenteredPage'
import { paths } from '@app/shell/paths'
import { usePageCompany } from '@app/shell/usePage'
import { languageOptions, securityQuestionOptions, themeOptions } from './options'
import { userInfoQueryOptions } from './api'
import { initAccountSchema, SECURITY_QUESTION_COUNT } from './schemas'
import { profileTheme, useSaveProfile, useSaveUserInfo } from './api'

const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};

  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.muted};
  }
`

const Problem = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.danger.subtle};
  color: ${({ theme }) => theme.color.text.danger};
`

function serverErrors(error: unknown): Record<string, string> | undefined {
  return isApiError(error) ? (error.data as { errors?: Record<string, string> } | null)?.errors : undefined
}

/**
 * Update Profile, where a forced reset (login status 4) lands: names, e-mail, phone, language,
 * theme, a new password and at least three security questions. Saving through `PUT users` ends
 * the reset (status 0) and opens the company home.
 */
export function InitAccountPage() {
  const { t } = useLingui()
  const store = useSessionStore()
  const navigate = useNavigate()
  const company = usePageCompany()
  const { user } = useSession()
  const { data: info } = useSuspenseQuery(userInfoQueryOptions())
  const [problem, setProblem] = useState<string>()
  const schema = useMemo(() => initAccountSchema(info.username), [info.username])
  const questions = securityQuestionOptions()
  const saveUserInfo = useSaveUserInfo()
  const saveProfile = useSaveProfile()
  const form = useAppForm({
    defaultValues: {
      fname: info.fname,
      lname: info.lname,
      email: info.email ?? '',
      // The phone field holds the digits its mask shows.
      phone: (info.phone ?? '').replace(/\D/g, ''),
      lang: info.lang as string,
      theme: (user?.profile.MT_THEME ?? 'light') as string,
      current_password: '',
      password: '',
      password2: '',
      security: Array.from({ length: SECURITY_QUESTION_COUNT }, (_, index) => ({
        question: info.questions[index] ?? questions[index]?.label ?? '',
        answer: '',
      })),
    },
    // The whole schema on every change, so errors stay current between submissions.
    validators: { onChange: schema },
    onSubmit: async ({ value, formApi }) => {
      setProblem(undefined)
      try {
        // Details and security answers first: should they be refused, the password is still the old one
        // and the whole form can be sent again. The new password, which ends the renewal, comes last.
        await saveUserInfo.mutateAsync({
          fname: value.fname,
          lname: value.lname,
          email: value.email,
          phone: value.phone || null,
          lang: value.lang,
          security: value.security,
        })
        await saveProfile.mutateAsync({
          MT_FNAME: value.fname,
          MT_LNAME: value.lname,
          MT_EMAIL: value.email,
          MT_LANG: value.lang,
          MT_THEME: profileTheme(value.theme),
          current_password: value.current_password,
          password: value.password,
          password2: value.password2,
        })
        const outcome = await store.refresh()
        if (outcome !== 'ok') throw new Error('refresh')
        await navigate({ href: paths.home(company.code), replace: true })
      } catch (error) {
        const rest = setServerErrors(formApi, serverErrors(error))
        setProblem(rest[0] ?? t`Your profile could not be saved. Check the fields and try again.`)
      }
    },
  })
  return (
    <CenteredPage title={t`Update Profile`} width="lg">
      <p>
        <Trans>
          Before you continue, confirm your details, choose a new password and set at least{' '}
          {SECURITY_QUESTION_COUNT} security questions.
        </Trans>
      </p>
      {problem && <Problem role="alert">{problem}</Problem>}
      <form.AppForm>
        <form.Form aria-label={t`Update Profile`}>
          <Group>
            <legend>
              <Trans>Your details</Trans>
            </legend>
            <form.AppField name="fname">
              {(field) => <field.TextField label={t`First name`} required maxLength={50} autoComplete="given-name" />}
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
              {(field) => <field.Select label={t`Theme`} required options={themeOptions()} />}
            </form.AppField>
          </Group>
          <Group>
            <legend>
              <Trans>Password</Trans>
            </legend>
            <p>
              <Trans>
                12 to 100 characters, starting with a letter, with an upper case letter, a lower case letter, a digit
                and a special character; not your username.
              </Trans>
            </p>
            <form.AppField name="current_password">
              {(field) => (
                <field.PasswordField label={t`Current password`} required maxLength={200} autoComplete="current-password" />
              )}
            </form.AppField>
            <form.AppField name="password">
              {(field) => (
                <field.PasswordField label={t`New password`} required maxLength={100} autoComplete="new-password" />
              )}
            </form.AppField>
            <form.AppField name="password2">
              {(field) => (
                <field.PasswordField label={t`Confirm the new password`} required maxLength={100} autoComplete="new-password" />
              )}
            </form.AppField>
          </Group>
          <Group>
            <legend>
              <Trans>Security questions</Trans>
            </legend>
            {Array.from({ length: SECURITY_QUESTION_COUNT }, (_, index) => {
              const number = index + 1
              return (
                <div key={index}>
                  <form.AppField name={`security[${index}].question`}>
                    {(field) => <field.Select label={t`Question ${number}`} required options={questions} />}
                  </form.AppField>
                  <form.AppField name={`security[${index}].answer`}>
                    {(field) => <field.TextField label={t`Answer ${number}`} required maxLength={100} autoComplete="off" />}
                  </form.AppField>
                </div>
              )
            })}
          </Group>
          <div>
            <form.SubmitButton>
              <Trans>Save and continue</Trans>
            </form.SubmitButton>
          </div>
          <Link href={`/${company.code}/logout`}>
            <Trans>Sign out</Trans>
          </Link>
        </form.Form>
      </form.AppForm>
    </CenteredPage>
  )
}
