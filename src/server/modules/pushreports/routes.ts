import { type ListRegistry, resolveList } from '../../http/lists'
import { defineHandlers } from '../../http/routes'
import { authed } from '../../lib/context'
import { fail } from '../../lib/errors'
import { answerList } from '../../lib/list'
import { authMessages, pushReportAreaMessages } from '../../messages'
import { allReportsList, customerReportsList, reportList, repositoryList } from './lists'
import { provideLists, runNow } from './runs'
import { canEdit, findReport } from './scope'
import {
  copyReport,
  copyTargets,
  countReports,
  createReport,
  describeSource,
  downloadRun,
  readReport,
  removeReport,
  repositoryItem,
  unsubscribe,
  updateReport,
} from './service'

type RunParams = { pushreport_id: number; id: number }

/**
 * Document 1 section 7, "Push reports": a grid's saved search run on a schedule and delivered as a file,
 * with the repository of every run. The dispatcher checked the sign-in and the input; every call checks
 * the report is the caller's to see (scope.ts), and to change.
 */
export const pushreportsRoutes = (lists: ListRegistry) => {
  provideLists(lists)
  return defineHandlers('pushreports', {
    count: async (ctx, { query }) => {
      const me = authed(ctx)
      const { path } = await resolveList(ctx, lists, query.api_url, 'api_url')
      return countReports(me, path)
    },
    source: async (ctx, { body }) => describeSource(authed(ctx), lists, body),
    list: async (ctx, { query }) => answerList(ctx, reportList, query),
    all: async (ctx, { query }) => answerList(ctx, allReportsList, query),
    customers: async (ctx, { query }) => answerList(ctx, customerReportsList, query),
    create: async (ctx, { body }) => createReport(authed(ctx), lists, body),
    read: async (ctx, { params }) => readReport(authed(ctx), params.id),
    update: async (ctx, { params, body }) => updateReport(authed(ctx), lists, params.id, body),
    remove: async (ctx, { params }) => {
      await removeReport(authed(ctx), params.id)
      return { status: 0 as const, message: ctx.t(authMessages.success) }
    },
    run: async (ctx, { params }) => {
      const me = authed(ctx)
      const report = await findReport(me, params.id)
      if (!canEdit(me.identity, report)) fail(403, pushReportAreaMessages.notEditable, { code: 'FORBIDDEN' })
      return runNow(me, report)
    },
    copy: async (ctx, { params, body }) => copyReport(authed(ctx), params.id, body),
    copyTargets: async (ctx) => copyTargets(authed(ctx)),
    // Their paths' parameters are checked by pathParams: ids are whole numbers.
    repository: async (ctx, { params, query }) =>
      answerList(ctx, repositoryList, query, { pushreport_id: Number((params as unknown as RunParams).pushreport_id) }),
    repositoryItem: async (ctx, { params }) => {
      const { pushreport_id, id } = params as unknown as RunParams
      return repositoryItem(authed(ctx), Number(pushreport_id), Number(id))
    },
    download: async (ctx, { params }) => {
      const { pushreport_id, id } = params as unknown as RunParams
      return downloadRun(authed(ctx), Number(pushreport_id), Number(id))
    },
    unsubscribe: async (ctx, { body }) => unsubscribe(ctx, body.token),
  })
}
