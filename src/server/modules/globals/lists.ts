import { msg } from '@lingui/core/macro'
import { and, eq, type SQL } from 'drizzle-orm'
import { ratings, users } from '../../db/schema'
import { defineLists } from '../../http/lists'
import { authed } from '../../lib/context'
import { defineList, isoInstant, type ListSpec } from '../../lib/list'
import { managedUsers } from '../../lib/scope'

const ratingListSpec: ListSpec = {
  columns: [
    { name: 'username', label: msg`User ID`, type: 'string', expr: users.username, searchable: true },
    { name: 'cmid', label: msg`Page`, type: 'string', expr: ratings.cmid, searchable: true },
    { name: 'rating', label: msg`Rating`, type: 'number', expr: ratings.rating },
    { name: 'comment', label: msg`Comment`, type: 'string', expr: ratings.comment, searchable: true },
    { name: 'created_at', label: msg`Date`, type: 'datetime', expr: ratings.createdAt },
  ],
  defaultSort: '-created_at',
  tiebreak: ratings.id,
}

const ratingFields = {
  id: ratings.id,
  username: users.username,
  cmid: ratings.cmid,
  rating: ratings.rating,
  comment: ratings.comment,
  dismissed: ratings.dismissed,
  created_at: isoInstant(ratings.createdAt),
}

/** The ratings of the users an administrator manages. */
export const ratingList = defineList({
  view: (ctx) => {
    const me = authed(ctx)
    return {
      spec: ratingListSpec,
      table: ratings,
      join: { table: users, on: eq(users.id, ratings.userId) },
      fields: ratingFields,
      scope: and(eq(ratings.companyId, me.identity.company.id), managedUsers(me.identity)) as SQL,
    }
  },
})

export const globalsLists = defineLists('globals', { ratingList })
