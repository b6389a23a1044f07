import type { MasterConfig } from '@shared/contract/schemas'
import { isStaff } from '@shared/auth'

export type AnalyticsUserType = string

export interface AnalyticsSettings {
  enabled: boolean
  /** The measurement id in use; undefined when disabled. */
  id: string | undefined
  /** MT_TYPE, or ANON when signed out. */
  userType: AnalyticsUserType
}

function setting(masterconfig: MasterConfig | null | undefined, key: string): string | undefined {
  const value = masterconfig?.FRAMEWORK?.[key]?.[0]?.mc_value?.trim()
  return value || undefined
}

/**
 * Document 1 section 4: enabled when an id exists and the option is ALL, or CMID with the
 * current menu flagged Y. Staff (ADMIN, EMPLOYEE, SALES) use the staff id, everyone else
 * (customers, and ANON visitors) the customer id.
 */
export function analyticsSettings({
  masterconfig,
  userType,
  menuAnalytics,
}: {
  masterconfig: MasterConfig | null | undefined
  /** MT_TYPE of the signed-in user; undefined when signed out. */
  userType: string | null | undefined
  /** CMANO_ANALYTICS of the current menu entry. */
  menuAnalytics: string | null | undefined
}): AnalyticsSettings {
  const type = userType || 'ANON'
  const id = setting(masterconfig, isStaff(type) ? 'GOOGLE_ANALYTICS_ID' : 'GOOGLE_ANALYTICS_ID_CUSTOMER')
  const option = setting(masterconfig, 'GOOGLE_ANALYTICS_OPTION')?.toUpperCase()
  const enabled = Boolean(id) && (option === 'ALL' || (option === 'CMID' && menuAnalytics === 'Y'))
  return { enabled, id: enabled ? id : undefined, userType: type }
}

export interface PageView {
  path: string
  title: string
  userType: AnalyticsUserType
}

/** Where page views go; injectable so tests observe them and nothing third-party loads. */
export interface AnalyticsSender {
  /** Called when analytics switch on, when the id changes, or when the user type changes. */
  configure(id: string, userType: AnalyticsUserType): void
  sendPageView(id: string, view: PageView): void
}

type DataLayerWindow = { dataLayer?: unknown[] }

/**
 * Records configuration and page views in `window.dataLayer`, the queue a tag manager reads.
 * It loads no script: a deployment that wants the vendor's tag adds it next to this queue.
 */
export function dataLayerSender(target: DataLayerWindow = globalThis as DataLayerWindow): AnalyticsSender {
  const push = (...entry: unknown[]) => {
    target.dataLayer ??= []
    target.dataLayer.push(entry)
  }
  return {
    configure(id, userType) {
      push('config', id, { send_page_view: false, user_type: userType })
    },
    sendPageView(id, view) {
      push('event', 'page_view', {
        send_to: id,
        page_path: view.path,
        page_title: view.title,
        user_type: view.userType,
      })
    },
  }
}

/** Keeps the sender in step with the settings: configures on change, sends nothing while disabled. */
export function createAnalytics(sender: AnalyticsSender) {
  let current: AnalyticsSettings = { enabled: false, id: undefined, userType: 'ANON' }
  let configured: string | undefined

  return {
    /** Re-evaluates on every page; the sender is configured again only when id or user type change. */
    update(settings: AnalyticsSettings) {
      current = settings
      if (!settings.enabled || !settings.id) return
      const signature = `${settings.id}|${settings.userType}`
      if (signature !== configured) {
        configured = signature
        sender.configure(settings.id, settings.userType)
      }
    },
    pageView(path: string, title: string) {
      if (!current.enabled || !current.id) return
      sender.sendPageView(current.id, { path, title, userType: current.userType })
    },
    settings: () => current,
  }
}
