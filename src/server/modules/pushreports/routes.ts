import { type ListRegistry, resolveList } from '../../http/lists'
import { defineHandlers } from '../../http/routes'
import { authed } from '../../lib/context'
import { countReports } from './service'

/** Push reports (document 2 section 2.6) on the exportable lists: so far, the count the push report dialog shows. */
export const pushreportsRoutes = (lists: ListRegistry) =>
  defineHandlers('pushreports', {
    count: async (ctx, { query }) => {
      const me = authed(ctx)
      const { path } = await resolveList(ctx, lists, query.api_url, 'api_url')
      return countReports(me, path)
    },
  })
