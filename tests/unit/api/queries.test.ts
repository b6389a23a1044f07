import { describe, expect, it, vi } from 'vitest'
import {
  accessKeys,
  announcementKeys,
  type ApiClient,
  cmidAccessQueryOptions,
  helpKeys,
  helpPageQueryOptions,
  homeAnnouncementsQueryOptions,
  masterconfigQueryOptions,
  refreshQueryOptions,
  requiredReadingKeys,
  topSideMenuQueryOptions,
  userKeys,
} from '@app/api'

function fakeClient() {
  const request = vi.fn(async () => ({ ok: true }))
  const call = vi.fn(async () => ({ language: 'fr' }))
  return { client: { request, call } as unknown as ApiClient, request, call }
}

const signal = new AbortController().signal
const context = (queryKey: readonly unknown[]) => ({ queryKey, signal, meta: undefined, client: undefined }) as never

describe('query keys and options of the shell calls', () => {
  it('nest keys under their area so an area can be invalidated at once', () => {
    expect(userKeys.refresh('freight')).toEqual(['users', 'refresh', 'freight'])
    expect(userKeys.refresh()).toEqual(['users', 'refresh', null])
    expect(userKeys.masterconfig().slice(0, 1)).toEqual(userKeys.all)
    expect(userKeys.topSideMenu()).toEqual(['users', 'top_side_menu'])
    expect(accessKeys.cmid('ANO-SHOW')).toEqual(['globals', 'access', 'cmid', 'ANO-SHOW'])
    expect(announcementKeys.home()).toEqual(['announcements', 'home'])
    expect(helpKeys.page('SHOWHELP', 'fr')).toEqual(['globals', 'menu', 'help', 'SHOWHELP', 'fr'])
    expect(requiredReadingKeys.all).toEqual(['qpm', 'user', 'required_readings'])
  })

  it.each([
    ['users/refresh', (c: ApiClient) => refreshQueryOptions('freight', c), { query: { company: 'freight' } }],
    ['users/masterconfig', (c: ApiClient) => masterconfigQueryOptions(c), {}],
    ['globals/access/cmid', (c: ApiClient) => cmidAccessQueryOptions('PUSHREPORT', c), { query: { cmid: 'PUSHREPORT' }, cmid: 'PUSHREPORT' }],
    ['announcements/home', (c: ApiClient) => homeAnnouncementsQueryOptions(c), {}],
    ['globals/menu/help/{mid}', (c: ApiClient) => helpPageQueryOptions('SHOWHELP', 'en', c), { params: { mid: 'SHOWHELP' } }],
    ['users/top_side_menu', (c: ApiClient) => topSideMenuQueryOptions(c), {}],
  ] as const)('%s', async (path, make, options) => {
    const { client, request } = fakeClient()
    const built = make(client) as unknown as { queryKey: readonly unknown[]; queryFn: (ctx: unknown) => Promise<unknown> }
    await built.queryFn(context(built.queryKey))
    const [entry, sent] = request.mock.calls[0] as unknown as [{ path: string; method: string }, Record<string, unknown>]
    expect(entry).toMatchObject({ method: 'GET', path })
    expect(sent).toMatchObject({ ...options, signal })
  })

  it('the cmid check is never served from cache', () => {
    const options = cmidAccessQueryOptions('ANO-SHOW', fakeClient().client)
    expect(options.staleTime).toBe(0)
    expect(options.gcTime).toBe(0)
  })
})
