import type { PushReportOutputType } from '@shared/constants'
import { toBase64 } from './urlParams'

/** The configuration the push report create page receives (document 2 section 3). */
export interface PushReportConfig {
  /** The table's API path without query string. */
  api_url: string
  /** The current search, without limit and offset. */
  query_params: Record<string, string>
  output_type: PushReportOutputType
  title: string
  cmid: string
  /** The user's menu group. */
  group: string
}

/** Builds the configuration from the current search parameters, dropping limit, offset and any query on the path. */
export function pushReportConfig(input: {
  apiPath: string
  params: readonly [string, string][]
  outputType: PushReportOutputType
  title: string
  cmid: string
  group: string | undefined
}): PushReportConfig {
  const query_params: Record<string, string> = {}
  for (const [key, value] of input.params) {
    if (key === 'limit' || key === 'offset') continue
    query_params[key] = value
  }
  return {
    api_url: input.apiPath.split('?')[0] ?? '',
    query_params,
    output_type: input.outputType,
    title: input.title,
    cmid: input.cmid,
    group: input.group ?? '',
  }
}

/** /{company}/pages/PUSHREPORT?cmid=... : the list of push reports of this menu. */
export function pushReportListUrl(company: string, cmid: string): string {
  return `/${company}/pages/PUSHREPORT?${new URLSearchParams({ cmid }).toString()}`
}

/** /{company}/pages/PUSHREPORT_ADD?cmid=...&data=<base64 JSON>: the create page with the configuration. */
export function pushReportAddUrl(company: string, config: PushReportConfig): string {
  const data = toBase64(JSON.stringify(config))
  return `/${company}/pages/PUSHREPORT_ADD?${new URLSearchParams({ cmid: config.cmid, data }).toString()}`
}
