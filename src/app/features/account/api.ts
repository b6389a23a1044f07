import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { globals } from '@shared/contract/globals'
import { users } from '@shared/contract/users'
import { type ApiClient, apiClient, type EntryOptions } from '@app/api/client'

/**
 * The account's data layer: the user's own details, saving them, activation and the password reset by
 * security questions. Pages read and write through these; none calls the API client itself.
 */

export const userInfoKeys = {
  all: ['users', 'get_userinfor'] as const,
}

/** The signed-in user's own details (`GET users/get_userinfor`). */
export function userInfoQueryOptions(client: ApiClient = apiClient) {
  return queryOptions({
    queryKey: userInfoKeys.all,
    queryFn: ({ signal }) => client.request(users.getUserInfo, { signal }),
    staleTime: 0,
  })
}

type Body<E extends keyof typeof users> = NonNullable<EntryOptions<(typeof users)[E]>['body']>

/** The theme a profile may choose; anything else is saved as light. */
export const profileTheme = (theme: string): 'light' | 'dark' => (theme === 'dark' ? 'dark' : 'light')

/** Saves the user's details (`users/save_userinfor`); the cached details are refreshed. */
export function useSaveUserInfo() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: Body<'saveUserInfo'>) => apiClient.request(users.saveUserInfo, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userInfoKeys.all }),
  })
}

/** Saves the profile (`users/save`): names, language, theme and a new password. */
export function useSaveProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: Body<'save'>) => apiClient.request(users.save, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userInfoKeys.all }),
  })
}

/** Activates the account with the code it was sent. */
export function useActivate() {
  return useMutation({ mutationFn: (code: string) => apiClient.request(users.activate, { body: { code } }) })
}

/** Sends a new activation code; answers the message to show. */
export function useSendActivationCode() {
  return useMutation({ mutationFn: () => apiClient.request(users.sendActivationCode) })
}

/** The security questions of an account, for the password reset (silent: the page says what failed). */
export function securityQuestions(username: string, company: string) {
  return apiClient.request(globals.securityQuestions, { query: { username, company }, silent: true })
}

/** The answers to the security questions and the new password. */
export interface PasswordReset {
  username: string
  company: string
  answers: { question: string; answer: string }[]
  password: string
  password2: string
}

/** Resets the password with the answers to the security questions. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: PasswordReset) => apiClient.request(globals.securityQuestionsSave, { body: { ...body } }),
  })
}
