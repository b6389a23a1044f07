import { browserStorage, type KeyValueStorage } from '@app/session'

/** Who switched to whom in this tab: the auditor's session and name, the viewed person's session and name. */
export interface SwitchRecord {
  from: string
  fromName: string
  to: string
  toName: string
}

const KEY = 'qpm.switchedFrom'

export function rememberSwitch(record: SwitchRecord, tab: KeyValueStorage = browserStorage('sessionStorage')) {
  tab.setItem(KEY, JSON.stringify(record))
}

export function readSwitch(tab: KeyValueStorage = browserStorage('sessionStorage')): SwitchRecord | null {
  try {
    const value = JSON.parse(tab.getItem(KEY) ?? 'null') as SwitchRecord | null
    return value && typeof value.from === 'string' && typeof value.to === 'string' ? value : null
  } catch {
    return null
  }
}

export function forgetSwitch(tab: KeyValueStorage = browserStorage('sessionStorage')) {
  tab.removeItem(KEY)
}
