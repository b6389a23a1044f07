import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { general } from '@shared/contract/general'
import { globals } from '@shared/contract/globals'
// Types only: the manual's contract loads with the manual's pages, never with the shell (features/manual/api.ts).
import type { qpmUser } from '@shared/contract/qpm-user'
import { userSession } from '@shared/contract/session'
import type { EndpointResponse } from '@shared/contract/types'
import type { Locale } from '@shared/i18n'
import { type ApiClient, apiClient } from './client'

/** Query keys of the shell's calls; invalidate by the shortest prefix that covers what changed. */
export const userKeys = {
  all: ['users'] as const,
  refresh: (company?: string) => [...userKeys.all, 'refresh', company ?? null] as const,
  masterconfig: () => [...userKeys.all, 'masterconfig'] as const,
  topSideMenu: () => [...userKeys.all, 'top_side_menu'] as const,
}

export const accessKeys = {
  all: ['globals', 'access'] as const,
  cmid: (cmid: string) => [...accessKeys.all, 'cmid', cmid] as const,
}

export const announcementKeys = {
  all: ['announcements'] as const,
  home: () => [...announcementKeys.all, 'home'] as const,
}

export const helpKeys = {
  all: ['globals', 'menu', 'help'] as const,
  page: (mid: string, lang: Locale) => [...helpKeys.all, mid, lang] as const,
}

/**
 * The manual's lists the shell itself watches (document 1 section 4): the required readings, and the
 * reader's settings, whose documents' language the refetch rule compares the list's language with. The
 * manual's other keys nest under the same prefix (features/manual/api.ts).
 */
export const requiredReadingKeys = {
  all: ['qpm', 'user', 'required_readings'] as const,
}

export const manualSettingsKeys = {
  all: ['qpm', 'user', 'settings'] as const,
}

/** GET qpm/user/required_readings: pending and acknowledged readings, in the documents' language. */
export type RequiredReadingsAnswer = EndpointResponse<typeof qpmUser.requiredReadings>

/** GET qpm/user/settings: the documents' text size and language. */
export type ManualSettings = EndpointResponse<typeof qpmUser.settings>

export function refreshQueryOptions(company?: string, client: ApiClient = apiClient) {
  return queryOptions({
    queryKey: userKeys.refresh(company),
    queryFn: ({ signal }) => client.request(userSession.refresh, { query: { company }, signal }),
    staleTime: 0,
  })
}

export function masterconfigQueryOptions(client: ApiClient = apiClient) {
  return queryOptions({
    queryKey: userKeys.masterconfig(),
    queryFn: ({ signal }) => client.request(userSession.masterconfig, { signal }),
    staleTime: Infinity,
  })
}

/** The server's word on a cmid page; checked on every navigation, so never served from cache. */
export function cmidAccessQueryOptions(cmid: string, client: ApiClient = apiClient) {
  return queryOptions({
    queryKey: accessKeys.cmid(cmid),
    queryFn: ({ signal }) => client.request(globals.accessCmid, { query: { cmid }, cmid, signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  })
}

export function homeAnnouncementsQueryOptions(client: ApiClient = apiClient) {
  return queryOptions({
    queryKey: announcementKeys.home(),
    queryFn: ({ signal }) => client.request(general.announcementsHome, { signal }),
  })
}

export function helpPageQueryOptions(mid: string, lang: Locale, client: ApiClient = apiClient) {
  return queryOptions({
    queryKey: helpKeys.page(mid, lang),
    queryFn: ({ signal }) => client.request(globals.helpPage, { params: { mid }, signal }),
  })
}

export function topSideMenuQueryOptions(client: ApiClient = apiClient) {
  return queryOptions({
    queryKey: userKeys.topSideMenu(),
    queryFn: ({ signal }) => client.request(userSession.topSideMenu, { signal }),
  })
}

/** Saves the menus' open state; callers update `userKeys.topSideMenu()` at once. */
export function saveMenuStateMutationOptions(client: ApiClient = apiClient) {
  return mutationOptions({
    mutationFn: (next: { top_menu: boolean; side_menu: boolean }) =>
      client.request(userSession.topSideMenuSave, { body: { ...next } }),
  })
}
