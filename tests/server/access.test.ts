import { contract } from '@shared/contract'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, startServer, type TestServer } from './harness'

let server: TestServer
const tokens: Record<string, string> = {}

beforeAll(async () => {
  server = await startServer()
  for (const username of [
    'admin',
    'employee',
    'customer',
    'auditor',
    'writer',
    'caradmin',
    'sales',
    'badmin',
    'inactive',
    'resetme',
  ]) {
    tokens[username] = (await server.login(username)).token
  }
})
afterAll(() => server?.close())

const as = (username: string, headers: Record<string, string> = {}) => ({ token: tokens[username], headers })

describe('GET globals/access/cmid', () => {
  it('answers 200 with the page title for a menu id of the current group', async () => {
    const result = await server.call('GET', 'globals/access/cmid?cmid=QPM-DOC', as('employee'))
    expect(result.status).toBe(200)
    expect(v.parse(contract.globals.accessCmid.response, result.body)).toMatchObject({
      access: true,
      cmid: 'QPM-DOC',
      title: 'Quality Manual',
      analytics: 'Y',
    })
  })

  it('allows hidden menu entries, which open by link', async () => {
    expect((await server.call('GET', 'globals/access/cmid?cmid=SHOWHELP', as('customer'))).status).toBe(200)
  })

  it('answers 403 for a menu id outside the group, and for external links', async () => {
    const denied = await server.call('GET', 'globals/access/cmid?cmid=USER-ADMIN', as('employee'))
    expect(denied.status).toBe(403)
    expect(denied.body).toMatchObject({
      status: 403,
      statusText: 'Forbidden',
      message: 'You do not have access to this page.',
    })
    expect((await server.call('GET', 'globals/access/cmid?cmid=NO-SUCH-PAGE', as('admin'))).status).toBe(403)
    expect((await server.call('GET', 'globals/access/cmid?cmid=FUEL', as('admin'))).status).toBe(403)
  })

  it('follows the group header: the customer sees billing pages only in the billing group', async () => {
    const shipping = await server.call('GET', 'globals/access/cmid?cmid=STATEMENTS', as('customer'))
    expect(shipping.status).toBe(403)
    const billing = await server.call(
      'GET',
      'globals/access/cmid?cmid=STATEMENTS',
      as('customer', { group: 'FRT-BILLING' }),
    )
    expect(billing.status).toBe(200)
  })

  it('refuses a group the user is not a member of', async () => {
    const result = await server.call(
      'GET',
      'globals/access/cmid?cmid=ANO-SHOW',
      as('customer', { group: 'FRT-ADMINS' }),
    )
    expect(result.status).toBe(403)
    expect(result.body.code).toBe('NOT_A_MEMBER')
  })

  it('needs a signed-in user and a cmid', async () => {
    expect((await server.call('GET', 'globals/access/cmid?cmid=ANO-SHOW')).status).toBe(401)
    const missing = await server.call('GET', 'globals/access/cmid', as('employee'))
    expect(missing.status).toBe(400)
    expect(missing.body.errors.cmid).toBeTruthy()
  })
})

describe('PUT users/menu_group', () => {
  it('switches the current group, its admin flag and its menu ids', async () => {
    const { token } = await server.login('admin')
    const switched = await server.call('PUT', 'users/menu_group', { token, json: { group: 'FRT-EMPLOYEES' } })
    expect(switched.status).toBe(200)
    expect(switched.body.profile).toMatchObject({ MT_GRP: 'FRT-EMPLOYEES', MT_ADM: 'N' })
    expect(switched.body.group.id).toBe('FRT-EMPLOYEES')
    // The session remembers the group.
    expect((await server.call('GET', 'globals/access/cmid?cmid=USER-ADMIN', { token })).status).toBe(403)
    const refreshed = await server.call('GET', 'users/refresh', { token })
    expect(refreshed.body.profile.MT_GRP).toBe('FRT-EMPLOYEES')
    const back = await server.call('PUT', 'users/menu_group', { token, json: { group: 'FRT-ADMINS' } })
    expect(back.body.profile.MT_ADM).toBe('Y')
    expect((await server.call('GET', 'globals/access/cmid?cmid=USER-ADMIN', { token })).status).toBe(200)
  })

  it('refuses a group of another user', async () => {
    const result = await server.call('PUT', 'users/menu_group', { ...as('customer'), json: { group: 'FRT-ADMINS' } })
    expect(result.status).toBe(403)
  })
})

describe('roles', () => {
  it('an employee without a role cannot call the admin endpoints', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', 'users/search'],
      ['POST', 'users/lock_unlock_user', { username: 'customer', lock: true }],
      ['POST', 'users/create', {}],
      ['GET', 'globals/mtdmrating/rating_list'],
      ['POST', 'users/switchuser', { username: 'customer' }],
      ['GET', 'users/switch_table'],
      ['GET', 'qpm/admin/user'],
      ['GET', 'mtd_maintenance/maintenance/admin'],
      ['GET', 'car/admin/car_source'],
      ['POST', 'qpm/authoring/document/node'],
    ]
    for (const [method, path, json] of calls) {
      const result = await server.call(method, path, { ...as('employee'), json })
      expect(result.status, `${method} ${path}`).toBe(403)
      expect(result.body).toMatchObject({ status: 403, statusText: 'Forbidden', message: 'Access denied' })
    }
  })

  it('a customer cannot list users or lock accounts', async () => {
    expect((await server.call('GET', 'users/search', as('customer'))).status).toBe(403)
    const lock = await server.call('POST', 'users/lock_unlock_user', {
      ...as('customer'),
      json: { username: 'limited', lock: 'Y' },
    })
    expect(lock.status).toBe(403)
    expect((await server.call('GET', 'customers/search', as('customer'))).status).toBe(403)
  })

  it('checks the access rule before answering 501 for calls not built yet', async () => {
    const anonymous = await server.call('GET', 'qpm/user/bookmarks')
    expect(anonymous.status).toBe(401)
    expect(anonymous.body).toMatchObject({ status: 401, message: 'Login required' })
    const planned = await server.call('POST', 'users/send_test_email', as('admin'))
    expect(planned.status).toBe(501)
    expect(planned.body).toMatchObject({ status: 501, statusText: 'Not Implemented', code: 'NOT_IMPLEMENTED' })
    expect((await server.call('POST', 'users/send_test_email', as('employee'))).status).toBe(403)
    expect((await server.call('GET', 'customers/search', as('admin'))).status).toBe(501)
  })

  it('CAR calls need car_enabled: on for freight, off for benefits', async () => {
    expect((await server.call('GET', 'car/car', as('employee'))).status).toBe(200)
    expect((await server.call('GET', 'car/car', as('badmin'))).status).toBe(403)
    // The CAR administrators' lists need a CAR administrator role too (tests/server/car.test.ts has every call).
    expect((await server.call('GET', 'car/admin/car_root_cause', as('caradmin'))).status).toBe(200)
    expect((await server.call('GET', 'car/admin/car_root_cause', as('writer'))).status).toBe(403)
  })

  it('audit users switch to another user of their company, not to an administrator', async () => {
    const list = await server.call('GET', 'users/switch_table?limit=5&username__iexact=customer', as('auditor'))
    expect(list.status).toBe(200)
    expect(list.body.results.map((row: { username: string }) => row.username)).toEqual(['customer'])
    const switched = await server.call('POST', 'users/switchuser', { ...as('auditor'), json: { username: 'customer' } })
    expect(switched.status).toBe(200)
    expect(switched.body.profile.MT_UID).toBe('customer')
    expect(switched.headers.get('set-cookie')).toBeNull()
    const toAdmin = await server.call('POST', 'users/switchuser', { ...as('auditor'), json: { username: 'admin' } })
    expect(toAdmin.status).toBe(403)
    const otherCompany = await server.call('POST', 'users/switchuser', {
      ...as('auditor'),
      json: { username: 'bemployee' },
    })
    expect(otherCompany.status).toBe(404)
  })

  it('doclib calls need the menu id of the path among the group menus', async () => {
    expect((await server.call('GET', 'doclib/configs/DOCLIB-POD', as('customer'))).status).toBe(200)
    expect((await server.call('GET', 'doclib/configs/DOCLIB-INV', as('customer'))).status).toBe(403)
  })
})

describe('company and owner isolation', () => {
  it('an administrator lists only the users of their own company', async () => {
    const freight = await server.call('GET', 'users/search?limit=100&username__iexact=bemployee', as('admin'))
    expect(freight.body.count).toBe(0)
    const benefits = await server.call('GET', 'users/search?limit=100', as('badmin'))
    expect(benefits.body.results.map((row: { username: string }) => row.username).sort()).toEqual([
      'badmin',
      'bemployee',
    ])
  })

  it('an administrator cannot lock an account of another company', async () => {
    const result = await server.call('POST', 'users/lock_unlock_user', {
      ...as('badmin'),
      json: { username: 'customer', lock: true },
    })
    expect(result.status).toBe(404)
    const mine = await server.call('POST', 'users/lock_unlock_user', {
      ...as('admin'),
      json: { username: 'badmin', lock: true },
    })
    expect(mine.status).toBe(404)
  })

  it('a customer reads only their own preferences and profile', async () => {
    const save = await server.call('PUT', 'users/save_user_table_infor', {
      ...as('customer'),
      json: {
        api: 'shipments/search',
        cmid: 'SHIPMENTS',
        record_pref: 50,
        sep_pref: 'cell',
        view_pref: 'T',
        table_pref: [{ name: 'probill', visible: 'Y' }],
      },
    })
    expect(save.status).toBe(200)
    const other = await server.call(
      'GET',
      'users/get_user_table_infor?api=shipments/search&cmid=SHIPMENTS',
      as('sales'),
    )
    expect(other.body.saved).toBe(false)
    const info = await server.call('GET', 'users/get_userinfor', as('customer'))
    expect(info.body.username).toBe('customer')
    // Nothing in the call names another user: the profile is always the caller's.
    const spoof = await server.call('GET', 'users/get_userinfor?username=admin', as('customer'))
    expect(spoof.body.username).toBe('customer')
  })

  it('a customer reads only the announcements of their company', async () => {
    const freight = await server.call('GET', 'announcements/home', as('customer'))
    const benefits = await server.call('GET', 'announcements/home', as('badmin'))
    expect(freight.body.results.map((row: { title: string }) => row.title)).toEqual([
      'Holiday schedule',
      'New multiple tracing',
    ])
    expect(benefits.body.results.map((row: { title: string }) => row.title)).toEqual(['Open enrolment'])
  })
})

describe('accounts that are not ready', () => {
  it('an inactive account may only finish its activation', async () => {
    const blocked = await server.call('GET', 'announcements/home', as('inactive'))
    expect(blocked.status).toBe(403)
    expect(blocked.body.code).toBe('ACCOUNT_NOT_ACTIVE')
    expect((await server.call('GET', 'users/refresh', as('inactive'))).status).toBe(200)

    const sent = await server.call('POST', 'users/send_activation_code', as('inactive'))
    expect(sent.status).toBe(200)
    expect(sent.body.message).toBe('An activation code was sent to i***@northwayfreight.example.')
    const mail = (await server.database.db.query.outboundEmails.findMany()).at(-1)
    expect(mail?.to).toBe('inactive@northwayfreight.example')
    const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] as string
    expect(code).toMatch(/^\d{6}$/)

    const wrongCode = code === '000000' ? '111111' : '000000'
    const wrong = await server.call('POST', 'users/activate', { ...as('inactive'), json: { code: wrongCode } })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors.code).toBe('The activation code is not valid.')
    const malformed = await server.call('POST', 'users/activate', { ...as('inactive'), json: { code: '12ab' } })
    expect(malformed.status).toBe(400)

    const done = await server.call('POST', 'users/activate', { ...as('inactive'), json: { code } })
    expect(done.status).toBe(200)
    expect(done.body.profile.MT_STATUS).toBe('Active')
    expect((await server.call('GET', 'announcements/home', as('inactive'))).status).toBe(200)
  })

  it('an expired activation code is refused', async () => {
    const { token } = await server.login('admin')
    const created = await server.call('POST', 'users/create', {
      token,
      json: {
        username: 'newshipper',
        fname: 'New',
        lname: 'Shipper',
        email: 'new@customers.example',
        password: 'Shipper-Pass-2026!',
        cust: 'C10009',
      },
    })
    expect(created.status).toBe(200)
    const newcomer = (
      await server.call('POST', 'users/login', {
        form: { username: 'newshipper', password: 'Shipper-Pass-2026!', company: 'freight' },
      })
    ).body
    expect(newcomer.profile.MT_STATUS).toBe('Inactive')
    await server.call('POST', 'users/send_activation_code', { token: newcomer.token })
    const mail = (await server.database.db.query.outboundEmails.findMany()).at(-1)
    const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] as string
    server.clock.advance(16 * 60_000)
    const late = await server.call('POST', 'users/activate', { token: newcomer.token, json: { code } })
    expect(late.status).toBe(400)
    expect(late.body.errors.code).toBe('The activation code has expired. Please ask for a new one.')
  })

  it('an account that must renew its password may only update its profile', async () => {
    const blocked = await server.call('GET', 'announcements/home', as('resetme'))
    expect(blocked.status).toBe(403)
    expect(blocked.body.code).toBe('PASSWORD_RESET_REQUIRED')
    const noPassword = await server.call('PUT', 'users', { ...as('resetme'), json: { MT_FNAME: 'René' } })
    expect(noPassword.status).toBe(400)
    expect(noPassword.body.errors.password).toBeTruthy()
    const saved = await server.call('PUT', 'users', {
      ...as('resetme'),
      json: { current_password: DEMO_PASSWORD, password: 'Renewed-Password-26!', password2: 'Renewed-Password-26!' },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.profile.MT_RESU).toBe(0)
    expect((await server.call('GET', 'announcements/home', as('resetme'))).status).toBe(200)
    const again = await server.call('POST', 'users/login', {
      form: { username: 'resetme', password: 'Renewed-Password-26!', company: 'freight' },
    })
    expect(again.body.status).toBe(0)
  })
})

describe('administration', () => {
  it('locks and unlocks an account; a lock ends its sessions', async () => {
    const { token } = await server.login('limited')
    const lock = await server.call('POST', 'users/lock_unlock_user', {
      ...as('admin'),
      form: { username: 'limited', lock: 'Y' },
    })
    expect(lock.status).toBe(200)
    expect(lock.body).toMatchObject({ status: 0, locked: true, message: 'The account limited is locked.' })
    expect((await server.call('GET', 'users/refresh', { token })).status).toBe(401)
    const refused = await server.call('POST', 'users/login', {
      form: { username: 'limited', password: DEMO_PASSWORD, company: 'freight' },
    })
    expect(refused.status).toBe(403)
    const unlock = await server.call('POST', 'users/lock_unlock_user', {
      ...as('admin'),
      json: { username: 'limited', lock: false },
    })
    expect(unlock.body.locked).toBe(false)
    await server.login('limited')
  })

  it('an administrator cannot lock their own account', async () => {
    const result = await server.call('POST', 'users/lock_unlock_user', {
      ...as('admin'),
      json: { username: 'admin', lock: true },
    })
    expect(result.status).toBe(400)
  })

  it('creating a user checks the fields and refuses a taken user id', async () => {
    const bad = await server.call('POST', 'users/create', {
      ...as('admin'),
      json: { username: 'x', fname: '', lname: 'L', email: 'not-an-email', password: 'short' },
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'fname', 'password', 'username'])
    expect(bad.body.errors.email).toBe('Invalid email address')
    expect(bad.body.errors.fname).toBe('Field is required')
    const sameAsUser = await server.call('POST', 'users/create', {
      ...as('admin'),
      json: {
        username: 'Shipper-Pass-2026',
        fname: 'A',
        lname: 'B',
        email: 'a@b.example',
        password: 'Shipper-Pass-2026',
      },
    })
    expect(sameAsUser.status).toBe(400)
    expect(sameAsUser.body.errors).toEqual({ password: 'Password cannot be username!' })
    const taken = await server.call('POST', 'users/create', {
      ...as('admin'),
      json: { username: 'Customer', fname: 'A', lname: 'B', email: 'a@b.example', password: 'Shipper-Pass-2026!' },
    })
    expect(taken.status).toBe(409)
  })

  it('lists users with paging, sorting and the filter suffixes', async () => {
    const page = await server.call('GET', 'users/search?limit=50&offset=0&sort=username', as('admin'))
    const body = v.parse(contract.users.search.response, page.body)
    expect(body.results).toHaveLength(50)
    expect(body.count).toBeGreaterThan(250)
    expect(body.columns).toContain('username')
    const names = body.results.map((row) => row.username)
    expect(names).toEqual([...names].sort())
    const next = await server.call('GET', 'users/search?limit=50&offset=50&sort=username', as('admin'))
    expect(next.body.results[0].username > (names.at(-1) as string)).toBe(true)

    const contains = await server.call('GET', 'users/search?username__icontains=SHIPPER00&limit=100', as('admin'))
    expect(contains.body.count).toBe(9)
    const negated = await server.call('GET', 'users/search?username__istartswith!=shipper&limit=100', as('admin'))
    expect(negated.body.results.every((row: { username: string }) => !row.username.startsWith('shipper'))).toBe(true)
    const locked = await server.call('GET', 'users/search?locked=Y&limit=100', as('admin'))
    expect(locked.body.results.every((row: { locked: string }) => row.locked === 'Y')).toBe(true)
    expect(locked.body.count).toBeGreaterThan(0)
    const generic = await server.call(
      'GET',
      `users/search?mttable_generic_search=${encodeURIComponent('username=audit|fname=audit')}`,
      as('admin'),
    )
    expect(generic.body.results.map((row: { username: string }) => row.username)).toEqual(['auditor'])
    const wildcard = await server.call('GET', 'users/search?username__icontains=%25', as('admin'))
    expect(wildcard.body.count).toBe(0)
    const descending = await server.call('GET', 'users/search?sort=-username&limit=1', as('admin'))
    expect(descending.body.results[0].username).toBe('writer')
  })

  it('answers 400 for a bad paging value', async () => {
    const result = await server.call('GET', 'users/search?limit=0', as('admin'))
    expect(result.status).toBe(400)
    expect(result.body.errors.limit).toBeTruthy()
    const date = await server.call('GET', 'users/search?last_login_at__gte=yesterday', as('admin'))
    expect(date.status).toBe(400)
    expect(date.body.errors['last_login_at__gte']).toBe('Invalid date format. Valid format is: YYYY-MM-DD')
  })
})
