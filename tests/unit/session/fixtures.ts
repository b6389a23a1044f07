import { vi } from 'vitest'
import { ApiError } from '@app/api/errors'
import type { ApiClient, CallOptions } from '@app/api/client'
import type { Endpoint } from '@shared/contract/types'
import type { Group, MasterConfig, Profile, SessionResponse } from '@shared/contract/schemas'

export function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    MT_UID: 'customer',
    MT_TYPE: 'CUSTOMER',
    MT_STYLE: 'transport',
    MT_EMAIL: 'customer@freight.example',
    MT_CUST: 'C100',
    MT_FNAME: 'Casey',
    MT_LNAME: 'Customer',
    MT_SESSIONID: 'S-1',
    MT_ADM: 'N',
    MT_GRP: 'G1',
    MT_RESU: 0,
    MT_DACT: null,
    MT_LANG: 'en',
    MT_COMP: 'freight',
    MT_STATUS: 'Active',
    MT_THEME: 'light',
    MT_LIMITED: 'N',
    QPM_ROLE: [],
    ...overrides,
  }
}

export function group(id: string, overrides: Partial<Group> = {}): Group {
  return {
    id,
    name: `Group ${id}`,
    is_admin: false,
    style: 'transport',
    landingPage: `/freight/pages/${id}-HOME`,
    menulist: [
      {
        TMMID: `${id}-M1`,
        TMVNAM: 'Manual',
        TMMTYP: 'M',
        TMHOOK: null,
        CMCID: null,
        DOCLIB: 'N',
        EXDOCLIB: 'N',
        DOCLIB_TYPE: null,
        helpmenu: null,
        external: false,
        menus: [
          {
            name: 'Main',
            sseq: 1,
            submenus: [
              {
                TSCID: `${id}-S1`,
                CMCID: 'ANO-SHOW',
                CMTITLE: 'Announcements',
                CMVNAM: 'Company news',
                CMANO_ANALYTICS: 'Y',
                CMHID: 'N',
                DOCLIB: 'N',
                EXDOCLIB: 'N',
                DOCLIB_TYPE: null,
                TSSSEQ: 1,
                link: null,
                target: null,
                external: false,
              },
            ],
          },
        ],
      },
    ],
    ...overrides,
  }
}

export const masterconfig: MasterConfig = {
  FRAMEWORK: {
    GOOGLE_ANALYTICS_OPTION: [{ mc_value: 'CMID', mc_description: null, mc_v1: null, mc_v2: null, sequence: 1 }],
  },
}

export function signIn(overrides: Partial<SessionResponse> = {}, profileOverrides: Partial<Profile> = {}): SessionResponse {
  return {
    status: 0,
    profile: profile(profileOverrides),
    token: 'token-1',
    groups: [group('G1'), group('G2', { is_admin: true })],
    masterconfig,
    appconfig: { logo: 'logo.svg', manual: 'QPM', car_enabled: 'true' },
    expires_at: '2026-01-01T12:00:00Z',
    idle_expires_at: '2026-01-01T01:00:00Z',
    ...overrides,
  }
}

export function httpError(status: number, data: unknown = { message: `Error ${status}` }) {
  return new ApiError({ status, statusText: `Status ${status}`, data, headers: {}, config: { url: 'x', method: 'GET' } })
}

type Handler = (options: CallOptions) => unknown

/** A fake API answering contract entries by 'METHOD path'; unknown calls fail the test. */
export function fakeApi(handlers: Record<string, Handler | unknown> = {}) {
  const calls: { key: string; options: CallOptions }[] = []
  const routes = new Map(Object.entries(handlers))
  const request = vi.fn(async (entry: Endpoint, options: CallOptions = {}) => {
    const key = `${entry.method} ${entry.path}`
    calls.push({ key, options })
    if (!routes.has(key)) throw new Error(`Unexpected call ${key}`)
    const handler = routes.get(key)
    const value = typeof handler === 'function' ? await (handler as Handler)(options) : handler
    if (value instanceof Error) throw value
    return value
  })
  return {
    request: request as never as ApiClient['request'],
    calls,
    on(key: string, handler: Handler | unknown) {
      routes.set(key, handler)
    },
    called: (key: string) => calls.filter((call) => call.key === key),
  }
}

export function fakeCookies(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial))
  return {
    jar,
    removed: [] as string[],
    get(name: string) {
      return jar.get(name)
    },
    remove(name: string) {
      this.removed.push(name)
      jar.delete(name)
    },
  }
}
