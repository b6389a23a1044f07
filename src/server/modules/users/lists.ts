import { msg } from '@lingui/core/macro'
import { and, eq, ne, type SQL, sql } from 'drizzle-orm'
import { users } from '../../db/schema'
import { defineLists } from '../../http/lists'
import { authed } from '../../lib/context'
import { defineList, isoInstant, type ListSpec } from '../../lib/list'
import { managedUsers } from '../../lib/scope'

const lockedFlag = sql<'Y' | 'N'>`CASE WHEN ${users.locked} THEN 'Y' ELSE 'N' END`

/** The user list's columns (document 2 section 7 filters apply to each). */
const userListSpec: ListSpec = {
  columns: [
    { name: 'username', label: msg`User ID`, type: 'string', expr: users.username, searchable: true },
    { name: 'fname', label: msg`First name`, type: 'string', expr: users.fname, searchable: true },
    { name: 'lname', label: msg`Last name`, type: 'string', expr: users.lname, searchable: true },
    { name: 'email', label: msg`Email`, type: 'string', expr: users.email, searchable: true },
    { name: 'type', label: msg`User type`, type: 'string', expr: users.mtType },
    { name: 'cust', label: msg`Account`, type: 'string', expr: users.cust, searchable: true },
    { name: 'status', label: msg`Status`, type: 'string', expr: users.status },
    { name: 'locked', label: msg`Locked`, type: 'boolean', expr: users.locked },
    { name: 'lang', label: msg`Language`, type: 'string', expr: users.lang },
    { name: 'last_login_at', label: msg`Last sign-in`, type: 'datetime', expr: users.lastLoginAt },
  ],
  defaultSort: 'lname,fname',
  tiebreak: users.id,
}

/** The user list's rows: the last sign-in as an ISO instant in UTC, like every other instant the API sends. */
const userFields = {
  username: users.username,
  fname: users.fname,
  lname: users.lname,
  email: users.email,
  type: users.mtType,
  cust: users.cust,
  status: users.status,
  locked: lockedFlag,
  lang: users.lang,
  last_login_at: isoInstant(users.lastLoginAt),
}

/** The accounts an administrator manages. */
export const userSearchList = defineList({
  view: (ctx) => ({ spec: userListSpec, table: users, fields: userFields, scope: managedUsers(authed(ctx).identity) }),
})

/** The accounts of the company an audit user may switch to: every one but their own. */
export const switchUserList = defineList({
  view: (ctx) => {
    const { identity } = authed(ctx)
    const scope = and(eq(users.companyId, identity.company.id), ne(users.id, identity.user.id)) as SQL
    return { spec: userListSpec, table: users, fields: userFields, scope }
  },
})

export const usersLists = defineLists('users', { search: userSearchList, switchTable: switchUserList })
