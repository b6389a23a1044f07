import { contract } from '@shared/contract'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, startServer, type TestServer } from './harness'

let server: TestServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server?.close())

const prefs = {
  api: 'shipments/search',
  cmid: 'SHIPMENTS',
  record_pref: 50,
  view_pref: 'T',
  sep_pref: 'vertical',
  table_pref: [
    { name: 'probill', index: 0, visible: 'Y' },
    { name: 'shipper', index: 1, visible: 'N' },
  ],
}

describe('table preferences', () => {
  it('saves, loads and resets a grid preference', async () => {
    const { token } = await server.login('customer')
    const query = 'users/get_user_table_infor?api=shipments/search&cmid=SHIPMENTS'
    const before = await server.call('GET', query, { token })
    expect(v.parse(contract.grid.getTableInfo.response, before.body)).toEqual({
      record: 20,
      sep: 'horizontal',
      table: [],
      view: 'T',
      saved: false,
    })
    const saved = await server.call('PUT', 'users/save_user_table_infor', { token, json: prefs })
    expect(saved.status).toBe(200)
    expect(saved.body).toEqual({ status: 0, message: 'Success' })
    const loaded = await server.call('GET', query, { token })
    expect(loaded.body).toEqual({ record: 50, sep: 'vertical', table: prefs.table_pref, view: 'T', saved: true })
    // Another menu id keeps its own preference.
    expect(
      (await server.call('GET', 'users/get_user_table_infor?api=shipments/search&cmid=OTHER', { token })).body.saved,
    ).toBe(false)

    const again = await server.call('PUT', 'users/save_user_table_infor', {
      token,
      json: { ...prefs, record_pref: 10 },
    })
    expect(again.status).toBe(200)
    expect((await server.call('GET', query, { token })).body.record).toBe(10)
    // Saving needs at least one change: the same preference again, or the defaults when none is saved.
    const same = await server.call('PUT', 'users/save_user_table_infor', { token, json: { ...prefs, record_pref: 10 } })
    expect(same.status).toBe(400)
    expect(same.body).toMatchObject({ message: 'No Changes Detected', code: 'NO_CHANGES' })
    const defaults = { api: prefs.api, cmid: 'DEFAULTS', record_pref: 20, view_pref: 'T', sep_pref: 'horizontal', table_pref: [] }
    const unchanged = await server.call('PUT', 'users/save_user_table_infor', { token, json: defaults })
    expect(unchanged.body.message).toBe('No Changes Detected')
    const french = await server.call('PUT', 'users/save_user_table_infor', {
      token,
      json: defaults,
      headers: { 'accept-language': 'fr' },
    })
    expect(french.body.message).not.toBe('No Changes Detected')

    const reset = await server.call('DELETE', 'users/reset_user_table_infor', {
      token,
      json: { api: prefs.api, cmid: prefs.cmid },
    })
    expect(reset.status).toBe(204)
    expect(reset.text).toBe('')
    expect((await server.call('GET', query, { token })).body.saved).toBe(false)
  })

  it('accepts the form encoding with the column list as JSON', async () => {
    const { token } = await server.login('sales')
    const result = await server.call('PUT', 'users/save_user_table_infor', {
      token,
      form: { ...prefs, record_pref: '100', table_pref: JSON.stringify(prefs.table_pref) },
    })
    expect(result.body).toEqual({ status: 0, message: 'Success' })
    const loaded = await server.call('GET', 'users/get_user_table_infor?api=shipments/search&cmid=SHIPMENTS', { token })
    expect(loaded.body.record).toBe(100)
  })

  it('answers 400 with a message per bad field', async () => {
    const { token } = await server.login('sales')
    const result = await server.call('PUT', 'users/save_user_table_infor', {
      token,
      json: { ...prefs, api: 'shipments/search?limit=20', record_pref: 7, sep_pref: 'dotted', cmid: '' },
    })
    expect(result.status).toBe(400)
    expect(result.body).toMatchObject({ status: 400, statusText: 'Bad Request', code: 'VALIDATION' })
    expect(result.body.errors).toEqual({
      api: 'The API path must not contain a query string',
      cmid: 'Field is required',
      record_pref: 'Choose 5, 10, 20, 50 or 100 rows per page',
      sep_pref: 'Choose horizontal, vertical, cell or none',
    })
  })

  it('needs sign-in', async () => {
    expect((await server.call('PUT', 'users/save_user_table_infor', { json: prefs })).status).toBe(401)
    expect((await server.call('DELETE', 'users/reset_user_table_infor', { json: prefs })).status).toBe(401)
  })
})

describe('profile and preferences', () => {
  it('keeps the top and side menu state', async () => {
    const { token } = await server.login('writer')
    expect((await server.call('GET', 'users/top_side_menu', { token })).body).toEqual({
      top_menu: true,
      side_menu: true,
    })
    const put = await server.call('PUT', 'users/top_side_menu', { token, json: { top_menu: true, side_menu: false } })
    expect(put.status).toBe(200)
    expect((await server.call('GET', 'users/top_side_menu', { token })).body).toEqual({
      top_menu: true,
      side_menu: false,
    })
  })

  it('switches the profile language', async () => {
    const { token } = await server.login('approver')
    const result = await server.call('POST', 'users/switchlang', { token, json: { lang: 'fr-CA' } })
    expect(result.body.profile.MT_LANG).toBe('fr')
    expect((await server.call('GET', 'users/refresh', { token })).body.profile.MT_LANG).toBe('fr')
    const bad = await server.call('POST', 'users/switchlang', { token, json: { lang: 'de' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.lang).toBe('Choose English or French')
  })

  it('reads and saves the user information with security questions', async () => {
    const { token } = await server.login('customer')
    const info = await server.call('GET', 'users/get_userinfor', { token })
    expect(v.parse(contract.users.getUserInfo.response, info.body)).toMatchObject({
      username: 'customer',
      fname: 'Chris',
      questions: [],
      default_account: 'C10001',
    })
    const security = [
      { question: 'What was the name of your first pet?', answer: 'Biscuit' },
      { question: 'In which city were you born?', answer: 'Trois-Rivières' },
      { question: 'What is your favourite dish?', answer: 'Tourtière' },
    ]
    const saved = await server.call('PUT', 'users/save_userinfor', {
      token,
      json: {
        fname: 'Christine',
        lname: 'Morin',
        email: 'chris.morin@customers.example',
        phone: '4165550142',
        security,
      },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.profile).toMatchObject({ MT_FNAME: 'Christine', MT_EMAIL: 'chris.morin@customers.example' })
    const after = await server.call('GET', 'users/get_userinfor', { token })
    expect(after.body.questions).toEqual(security.map((entry) => entry.question))
    expect(JSON.stringify(after.body)).not.toContain('Biscuit')
    const [row] = await server.database.db.query.users.findMany({
      where: (users, { eq }) => eq(users.username, 'customer'),
    })
    expect(JSON.stringify(row?.securityAnswers)).not.toContain('Biscuit')
  })

  it('refuses weak security answers with their messages', async () => {
    const { token } = await server.login('sales')
    const result = await server.call('PUT', 'users/save_userinfor', {
      token,
      json: {
        fname: 'Samuel',
        lname: 'Gauthier',
        email: 'sales@northwayfreight.example',
        security: [
          { question: 'What was the name of your first pet?', answer: 'pet' },
          { question: 'In which city were you born?', answer: '1234' },
        ],
      },
    })
    expect(result.status).toBe(400)
    expect(result.body.errors['security']).toBe('Set at least 3 security questions and answers')
    expect(result.body.errors['security.0.answer']).toBeTruthy()
    expect(result.body.errors['security.1.answer']).toBeTruthy()
  })

  it('changes the password with the rules of document 2', async () => {
    const { token } = await server.login('caradmin')
    const other = (await server.login('caradmin')).token
    const change = (json: Record<string, string>) => server.call('PUT', 'users', { token, json })

    const short = await change({ current_password: DEMO_PASSWORD, password: 'Short-1!', password2: 'Short-1!' })
    expect(short.status).toBe(400)
    expect(short.body.errors.password).toBe('Password must be 12 to 100 characters long')
    const mismatch = await change({
      current_password: DEMO_PASSWORD,
      password: 'Another-Password-1',
      password2: 'Another-Password-2',
    })
    expect(mismatch.body.errors).toEqual({ password2: 'Passwords must match' })
    const wrongCurrent = await change({
      current_password: 'Not-It-2026!',
      password: 'Another-Password-1',
      password2: 'Another-Password-1',
    })
    expect(wrongCurrent.body.errors).toEqual({ current_password: 'The current password is not correct.' })
    const noCurrent = await change({ password: 'Another-Password-1', password2: 'Another-Password-1' })
    expect(noCurrent.body.errors).toEqual({ current_password: 'Field is required' })

    const done = await change({
      current_password: DEMO_PASSWORD,
      password: 'Another-Password-1',
      password2: 'Another-Password-1',
      MT_THEME: 'dark',
    })
    expect(done.status).toBe(200)
    expect(done.body.profile.MT_THEME).toBe('dark')
    // The caller stays signed in; other sessions of the account end.
    expect((await server.call('GET', 'users/refresh', { token })).status).toBe(200)
    expect((await server.call('GET', 'users/refresh', { token: other })).status).toBe(401)
    const old = await server.call('POST', 'users/login', {
      form: { username: 'caradmin', password: DEMO_PASSWORD, company: 'freight' },
    })
    expect(old.status).toBe(401)
    const fresh = await server.call('POST', 'users/login', {
      form: { username: 'caradmin', password: 'Another-Password-1', company: 'freight' },
    })
    expect(fresh.body.status).toBe(0)
  })

  it('takes a phone number of 10 digits only, and keeps its digits (document 2 section 5.6)', async () => {
    const { token } = await server.login('approver')
    const details = { fname: 'Alex', lname: 'Approver', email: 'approver@northwayfreight.example' }
    const save = (phone: unknown) =>
      server.call('PUT', 'users/save_userinfor', { token, json: { ...details, phone } })
    for (const phone of ['abc', '12345', '416555014', '41655501422', '416-555-01a2']) {
      const refused = await save(phone)
      expect(refused.status, phone).toBe(400)
      expect(refused.body).toMatchObject({ code: 'VALIDATION' })
      expect(refused.body.errors, phone).toEqual({ phone: 'Phone number must be 10 digits' })
    }
    const french = await server.call('PUT', 'users/save_userinfor', {
      token,
      json: { ...details, phone: '12345' },
      headers: { 'accept-language': 'fr' },
    })
    expect(french.body.errors.phone).not.toBe('Phone number must be 10 digits')

    // Typed through the mask '### ### - ####' or bare: the digits are kept.
    expect((await save('416 555 - 0142')).status).toBe(200)
    expect((await server.call('GET', 'users/get_userinfor', { token })).body.phone).toBe('4165550142')
    expect((await save('5145550101')).status).toBe(200)
    expect((await server.call('GET', 'users/get_userinfor', { token })).body.phone).toBe('5145550101')
    // The phone number is optional.
    for (const phone of ['', null, undefined]) expect((await save(phone)).status).toBe(200)
    expect((await server.call('GET', 'users/get_userinfor', { token })).body.phone).toBeNull()
  })

  it('refuses a blank first or last name sent to PUT users, and leaves out what is not sent', async () => {
    const { token } = await server.login('auditor')
    const before = (await server.call('GET', 'users/refresh', { token })).body.profile
    for (const json of [{ MT_FNAME: '  ' }, { MT_FNAME: '' }, { MT_FNAME: null }]) {
      const result = await server.call('PUT', 'users', { token, json })
      expect(result.status).toBe(400)
      expect(result.body.errors).toEqual({ MT_FNAME: 'Field is required' })
    }
    const lastName = await server.call('PUT', 'users', { token, form: { MT_LNAME: ' ' } })
    expect(lastName.status).toBe(400)
    expect(lastName.body.errors).toEqual({ MT_LNAME: 'Field is required' })
    const both = await server.call('PUT', 'users', { token, json: { MT_FNAME: 'Ann', MT_LNAME: '' } })
    expect(both.body.errors).toEqual({ MT_LNAME: 'Field is required' })
    const after = (await server.call('GET', 'users/refresh', { token })).body.profile
    expect([after.MT_FNAME, after.MT_LNAME]).toEqual([before.MT_FNAME, before.MT_LNAME])

    // Names not sent stay as they are; names sent are saved trimmed.
    const theme = await server.call('PUT', 'users', { token, json: { MT_THEME: 'dark' } })
    expect(theme.status).toBe(200)
    expect(theme.body.profile).toMatchObject({ MT_FNAME: before.MT_FNAME, MT_LNAME: before.MT_LNAME })
    const renamed = await server.call('PUT', 'users', { token, json: { MT_FNAME: ' Ann ', MT_LNAME: 'Auditor' } })
    expect(renamed.status).toBe(200)
    expect(renamed.body.profile).toMatchObject({ MT_FNAME: 'Ann', MT_LNAME: 'Auditor' })
  })

  it("refuses to add a user twice with 409 'User already exists' (document 2 section 5.6)", async () => {
    const { token } = await server.login('admin')
    const user = { fname: 'A', lname: 'B', email: 'a@b.example', password: 'Shipper-Pass-2026!' }
    const taken = await server.call('POST', 'users/create', { token, json: { ...user, username: 'Customer' } })
    expect(taken.status).toBe(409)
    expect(taken.body).toMatchObject({
      status: 409,
      code: 'USER_EXISTS',
      message: 'User already exists',
      errors: { username: 'User already exists' },
    })
    const french = await server.call('POST', 'users/create', {
      token,
      json: { ...user, username: 'writer' },
      headers: { 'accept-language': 'fr' },
    })
    expect(french.status).toBe(409)
    expect(french.body).toMatchObject({ code: 'USER_EXISTS', message: 'L’utilisateur existe déjà' })
    expect(french.body.errors).toEqual({ username: 'L’utilisateur existe déjà' })
  })

  it('switches to a linked account only', async () => {
    const { token } = await server.login('customer')
    const result = await server.call('POST', 'users/switchaccount', { token, json: { uid: 'limited' } })
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({ uid: 'limited', comp: 'freight', cust: 'C10002', status: 0 })
    expect(result.body.profile.MT_UID).toBe('limited')
    const { token: sales } = await server.login('sales')
    expect((await server.call('POST', 'users/switchaccount', { token: sales, json: { uid: 'limited' } })).status).toBe(
      403,
    )
  })
})

describe('shell data', () => {
  it('GET users/masterconfig is public and keyed by category and key', async () => {
    const result = await server.call('GET', 'users/masterconfig')
    const body = v.parse(contract.users.masterconfig.response, result.body)
    expect(body.FRAMEWORK?.GOOGLE_ANALYTICS_OPTION?.[0]?.mc_value).toBe('CMID')
    expect(body.FRAMEWORK?.LANGUAGE?.map((entry) => [entry.mc_v1, entry.mc_v2])).toEqual([
      ['Y', 'en-us'],
      ['Y', 'fr'],
    ])
    expect(Object.keys(body.HTTPCLUSTER ?? {}).sort()).toEqual([
      'APS_PUBLIC_SITE_MTD2',
      'PUBLIC_SITE',
      'PUBLIC_SITE_MTD2',
    ])
  })

  it('GET globals/company lists the companies, the default first', async () => {
    const result = await server.call('GET', 'globals/company')
    expect(result.body.default).toBe('freight')
    expect(result.body.companies.map((row: { code: string; skin: string }) => [row.code, row.skin])).toEqual([
      ['freight', 'transport'],
      ['benefits', 'benefits'],
    ])
  })

  it('GET globals/menu/help/{mid} answers in the request language', async () => {
    const { token } = await server.login('writer')
    const english = await server.call('GET', 'globals/menu/help/SHIPMENTS', { token })
    expect(english.body).toMatchObject({ mid: 'SHIPMENTS', lang: 'en', title: 'Tracing shipments' })
    const french = await server.call('GET', 'globals/menu/help/SHIPMENTS', {
      token,
      headers: { 'accept-language': 'fr' },
    })
    expect(french.body).toMatchObject({ lang: 'fr', title: 'Repérage des envois' })
    // SHOWHELP/{TMMID}: a top menu's id finds the help page its helpmenu names.
    const byTopMenu = await server.call('GET', 'globals/menu/help/SHIPPING', { token })
    expect(byTopMenu.body).toMatchObject({ mid: 'SHIPMENTS', title: 'Tracing shipments' })
    expect((await server.call('GET', 'globals/menu/help/HOME', { token })).body).toMatchObject({ mid: 'SHOWHELP' })
    const missing = await server.call('GET', 'globals/menu/help/NOPE', { token })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('Help page not found')
  })

  it('GET announcements/home answers the live announcements in the request language', async () => {
    const { token } = await server.login('employee')
    const french = await server.call('GET', 'announcements/home', { token, headers: { 'accept-language': 'fr' } })
    expect(french.body.results.map((row: { title: string }) => row.title)).toEqual([
      'Horaire des fêtes',
      'Nouveau repérage multiple',
    ])
  })

  it('asks for a rating until the user rates or declines, then waits 90 days', async () => {
    const { token } = await server.login('writer')
    expect((await server.call('GET', 'globals/mtdmrating/check_rate_frequency', { token })).body.show).toBe(true)
    const bad = await server.call('POST', 'globals/mtdmrating/add_rate', { token, json: { rating: 6 } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.rating).toBeTruthy()
    const rated = await server.call('POST', 'globals/mtdmrating/add_rate', {
      token,
      json: { rating: 4, comment: 'Useful.' },
      headers: { cmid: 'QPM-DOC' },
    })
    expect(rated.status).toBe(200)
    expect((await server.call('GET', 'globals/mtdmrating/check_rate_frequency', { token })).body.show).toBe(false)

    const { token: sales } = await server.login('sales')
    await server.call('POST', 'globals/mtdmrating/dont_show_rating', { token: sales })
    expect((await server.call('GET', 'globals/mtdmrating/check_rate_frequency', { token: sales })).body.show).toBe(
      false,
    )

    const { token: admin } = await server.login('admin')
    const list = await server.call('GET', 'globals/mtdmrating/rating_list?sort=-created_at', { token: admin })
    // Both answers carry the same instant (the clock is held), so their order is the tiebreak's.
    const rows = v.parse(contract.globals.ratingList.response, list.body).results
    expect(rows.find((row) => row.username === 'writer')).toMatchObject({ cmid: 'QPM-DOC', rating: 4 })
    expect(rows.find((row) => row.username === 'sales')).toMatchObject({ rating: null })
    expect(list.body.results.some((row: { username: string }) => row.username === 'bemployee')).toBe(false)
  })
})
