import * as v from 'valibot'
import { PUSH_REPORT_LISTS } from './lists'

// The area's addresses: PUSHREPORT?cmid=SHIPMENTS&show=all, PUSHREPORT_ADD?cmid=SHIPMENTS&data=<base64 JSON>.
// A value the page does not know is dropped rather than failing the page.

const text = (max: number) => v.fallback(v.optional(v.pipe(v.string(), v.maxLength(max))), undefined)

export const pushReportListSearchSchema = v.object({
  cmid: text(64),
  show: v.fallback(v.optional(v.picklist(PUSH_REPORT_LISTS)), undefined),
})

/** The create page keeps `data` as it came: the page itself says when it cannot be read. */
export const pushReportAddSearchSchema = v.object({ cmid: text(64), data: text(20_000) })
