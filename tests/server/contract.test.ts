import { can, checkAccess, internalMenuIds, type Access } from '@shared/auth'
import { contract, endpoints, endpointUrl, findEndpoint } from '@shared/contract'
import { handlers } from '@server/modules'
import { describe, expect, it } from 'vitest'

// Document 1 section 7 and document 2 section 7, one concrete call each.
const calls = [
  'GET version',
  'POST export',
  'GET announcements/home',
  'GET customers/search',
  'POST utils/GETETANEW',
  'POST email/send',
  'GET api_documents/list',
  'POST users/login',
  'POST users/mt1login',
  'GET users/refresh',
  'POST users/refresh',
  'POST users/switchaccount',
  'POST users/switchlang',
  'PUT users/resettoken',
  'POST users/create',
  'POST users/activate',
  'POST users/send_activation_code',
  'POST users/send_test_email',
  'GET users/search',
  'POST users/user_session_log_in',
  'POST users/switchuser',
  'GET users/switch_table',
  'POST users/lock_unlock_user',
  'GET users/top_side_menu',
  'PUT users/top_side_menu',
  'PUT users/menu_group',
  'GET users/get_userinfor',
  'PUT users/save_userinfor',
  'PUT users',
  'GET users/get_user_table_infor',
  'PUT users/save_user_table_infor',
  'DELETE users/reset_user_table_infor',
  'GET users/masterconfig',
  'POST users/send_registration_email',
  'GET globals/access/cmid?cmid=QPM-DOC',
  'POST globals/access/expiry',
  'GET globals/account/search',
  'GET globals/account/searchmaster',
  'GET globals/account/get_maa_list',
  'GET globals/account/user',
  'GET globals/company',
  'GET globals/menu/help/QPM-HELP',
  'GET globals/terminals',
  'GET globals/terminals_uploadtools',
  'GET globals/account/securityquestions',
  'POST globals/account/securityquestions',
  'POST globals/mtdmrating/add_rate',
  'POST globals/mtdmrating/dont_show_rating',
  'GET globals/mtdmrating/check_rate_frequency',
  'GET globals/mtdmrating/rating_list',
  'POST globals/google_recaptcha/check_recaptcha',
  'GET contacts/list',
  'GET contacts/admins',
  'GET contacts/profile',
  'POST contacts/details',
  'GET contacts/details/4',
  'PUT contacts/details/4',
  'DELETE contacts/details/4',
  'POST contacts/confirm',
  'GET doclib/configs/DOCLIB-POD',
  'GET doclib/metadata_configs/DOCLIB-POD/12/tag',
  'GET doclib/library/main/DOCLIB-POD',
  'POST doclib/library/main/DOCLIB-POD',
  'PUT doclib/library/main/DOCLIB-POD/12',
  'DELETE doclib/library/main/DOCLIB-POD/12',
  'GET doclib/customer_library',
  'GET doclib/customers',
  'GET doclib/metadata',
  'DELETE doclib/metadata/7',
  'POST doclib/email',
  'GET doclib/download/main/DOCLIB-POD/12/firstdoc',
  'GET doclib/download/main/DOCLIB-POD/12/alldoc',
  'POST doclib/documents',
  'GET doclib/documents/POD/3',
  'DELETE doclib/documents/POD/3',
  'GET pushreport/count?api_url=users/search',
  'POST run_report/3',
  'GET pushreport',
  'POST pushreport',
  'GET pushreport_all',
  'GET pushreport_customers',
  'GET pushreport/3',
  'PUT pushreport/3',
  'DELETE pushreport/3',
  'GET pushreportrepository/3',
  'GET pushreportrepository/3/9',
  'POST save_release_note',
  'GET release_note/2',
  'PUT release_note/2',
  'GET release_notes',
  'GET release_notes/users',
  'GET release_note_history',
  'POST release_note_history',
  'GET release_note_id',
  'GET oidc/status?source=x',
  'POST oidc/force_auth?source=x',
  'GET oidc/anon_status',
  'GET oidc/temp_session',
  'GET mtd_maintenance/maintenance/list',
  'GET mtd_maintenance/maintenance/admin',
  'POST mtd_maintenance/maintenance/admin',
  'PUT mtd_maintenance/maintenance/admin',
  'DELETE mtd_maintenance/maintenance/admin',
  'GET mtd_maintenance/menus',
  'GET preferences/get_groupaccount',
  'POST preferences/get_groupaccount',
  'PUT preferences/get_groupaccount',
  'DELETE preferences/get_groupaccount',
  'GET qpm/common/config',
  'GET qpm/user/table_of_contents',
  'GET qpm/user/document/5',
  'GET qpm/user/required_readings',
  'POST qpm/user/read/5',
  'POST qpm/user/change_request/5',
  'GET qpm/user/download/5',
  'GET qpm/user/bookmarks',
  'POST qpm/user/bookmarks/5',
  'DELETE qpm/user/bookmarks/5',
  'GET qpm/user/settings',
  'POST qpm/user/settings',
  'GET qpm/user/indexes',
  'GET qpm/user/options',
  'GET qpm/user/search',
  'POST qpm/audit/switch_user',
  'GET qpm/audit/switch_user_list',
  'GET qpm/audit/settings/3',
  'POST qpm/audit/settings/3',
  'GET qpm/audit/required_readings/3',
  'GET qpm/admin/user',
  'POST qpm/admin/workflow_chain',
  'GET qpm/admin/manual_property/2',
  'PUT qpm/admin/tag/2',
  'DELETE qpm/admin/email_history/2',
  'GET qpm/admin/workflow_chain_user/4',
  'POST qpm/admin/workflow_chain_user/4/move_up',
  'GET qpm/admin/workflow_chain_node/4',
  'GET qpm/admin/workflow_user_lookup',
  'GET qpm/admin/manual_property_lookup',
  'POST qpm/admin/node_restore/8',
  'GET qpm/authoring/options',
  'POST qpm/authoring/download',
  'POST qpm/authoring/document/node',
  'GET qpm/authoring/document/node/8',
  'GET qpm/authoring/document/node/8/configs',
  'POST qpm/authoring/document/node/configs/add',
  'POST qpm/authoring/document/node/configs/replace',
  'GET qpm/authoring/document/staging/8',
  'GET qpm/authoring/document/staging/8/2',
  'POST qpm/authoring/document/staging/8/2/approve',
  'POST qpm/authoring/document/upload/8',
  'GET qpm/authoring/document/upload/8/file.pdf',
  'POST qpm/authoring/publish/publish',
  'POST qpm/authoring/publish/obsolete',
  'GET qpm/authoring/view/tree',
  'GET qpm/authoring/view/node_missing_translation',
  'GET qpm/authoring/staging/history/8',
  'POST qpm/authoring/actions/position',
  'POST qpm/authoring/actions/copy',
  'POST qpm/authoring/actions/move',
  'DELETE qpm/authoring/actions/delete/8',
  'GET car/options',
  'GET car/lookup/user',
  'GET car/lookup/user/3',
  'GET car/car',
  'POST car/car',
  'GET car/car/3',
  'PUT car/car/3',
  'GET car/car_status_history/3',
  'POST car/upload/3/evidence',
  'DELETE car/upload/3/evidence/9',
  'GET car/admin/car_source',
  'PUT car/admin/car_department/2',
]

describe('the contract', () => {
  it.each(calls)('defines %s', (call) => {
    const [method, url] = call.split(' ') as [string, string]
    expect(findEndpoint(method, url)).toBeDefined()
  })

  it('refuses calls it does not define', () => {
    expect(findEndpoint('GET', 'users/nothing')).toBeUndefined()
    expect(findEndpoint('PATCH', 'users')).toBeUndefined()
    expect(findEndpoint('DELETE', 'users/login')).toBeUndefined()
    expect(findEndpoint('GET', 'users/refresh/extra')).toBeUndefined()
  })

  it('matches full URLs, /api prefixes and query strings, and extracts parameters', () => {
    const match = findEndpoint('get', 'http://localhost:8080/api/globals/menu/help/QPM%2DHELP?x=1#top')
    expect(match?.id).toBe('globals.helpPage')
    expect(match?.params).toEqual({ mid: 'QPM-HELP' })
    expect(findEndpoint('GET', '/api/doclib/library/main/DOCLIB-POD/12')?.params).toEqual({
      conn: 'main',
      cmid: 'DOCLIB-POD',
      dlref: '12',
    })
  })

  it('prefers literal segments over parameters', () => {
    expect(findEndpoint('POST', 'qpm/authoring/document/node/configs/add')?.id).toBe('qpm-authoring.nodeConfigsAdd')
    expect(findEndpoint('GET', 'qpm/authoring/document/node/12/configs')?.id).toBe('qpm-authoring.nodeConfigs')
  })

  it('has one entry per method and path', () => {
    const keys = endpoints.map(([, entry]) => `${entry.method} ${entry.path.replace(/\{\w+\}/g, '{}')}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('declares the silent calls of document 1 section 8', () => {
    const silent = (id: string) => endpoints.find(([key]) => key === id)?.[1].silent
    for (const id of [
      'users.login',
      'users.resetToken',
      'users.masterconfig',
      'grid.saveTableInfo',
      'oidc.status',
      'maintenance.list',
    ]) {
      expect(silent(id), id).toBe(true)
    }
    expect(silent('users.search')).toBeFalsy()
  })

  it('has a server handler for every implemented endpoint, and none for the others', () => {
    for (const [id, entry] of endpoints) expect(!!handlers[id], id).toBe(entry.implemented)
  })

  it('fills path parameters', () => {
    expect(endpointUrl(contract.globals.helpPage, { mid: 'A B' })).toBe('globals/menu/help/A%20B')
    expect(() => endpointUrl(contract.globals.helpPage)).toThrow(/mid/)
  })
})

describe('the permission rules', () => {
  const profile = (roles: string[], extra: Record<string, string> = {}) => ({
    MT_TYPE: 'EMPLOYEE',
    MT_STATUS: 'Active',
    MT_ADM: 'N',
    QPM_ROLE: roles,
    ...extra,
  })
  const carOn = { car_enabled: 'true' }

  it.each([
    ['authoring', ['ROLE_TECHNICAL_WRITER'], true],
    ['authoring', ['ROLE_SELF_APPROVED'], false],
    ['selfApproval', ['ROLE_SELF_APPROVED'], true],
    ['workflow', ['ROLE_SELF_APPROVED'], true],
    ['workflow', ['ROLE_AUDIT'], false],
    ['audit', ['ROLE_AUDIT'], true],
    ['audit', ['ROLE_SUPER'], true],
    ['admin', ['ROLE_ADMIN'], true],
    ['admin', ['ROLE_TECHNICAL_WRITER'], false],
    ['car', [], true],
    ['carAdmin', ['ROLE_CAR_ADMIN'], true],
    ['carAdmin', ['ROLE_AUDIT'], false],
  ] as const)('%s with %j is %s', (capability, roles, expected) => {
    expect(can(profile([...roles]), capability, carOn)).toBe(expected)
  })

  it('CAR capabilities need car_enabled', () => {
    expect(can(profile(['ROLE_SUPER']), 'carAdmin', { car_enabled: 'false' })).toBe(false)
    expect(can(profile([]), 'car', null)).toBe(false)
    expect(can(null, 'car', carOn)).toBe(false)
  })

  it('evaluates access rules the same way for the guard and the server', () => {
    const rules: [Access, ReturnType<typeof checkAccess>][] = [
      ['public', 'allowed'],
      ['auth', 'allowed'],
      [{ roles: ['ROLE_AUDIT'] }, 'forbidden'],
      [{ cmid: 'QPM-DOC' }, 'allowed'],
      [{ cmid: true }, 'forbidden'],
      [{ groupAdmin: true }, 'forbidden'],
      [{ staff: true }, 'allowed'],
      [{ anyOf: [{ groupAdmin: true }, { capability: 'authoring' }] }, 'allowed'],
    ]
    const subject = { profile: profile(['ROLE_TECHNICAL_WRITER']), menuIds: ['QPM-DOC'], cmid: 'OTHER' }
    for (const [rule, expected] of rules) expect(checkAccess(rule, subject), JSON.stringify(rule)).toBe(expected)
    expect(checkAccess('auth', { profile: null })).toBe('unauthenticated')
    expect(checkAccess('public', { profile: null })).toBe('allowed')
  })

  it('collects internal menu ids, hidden ones included and external links left out', () => {
    const ids = internalMenuIds([
      {
        CMCID: null,
        menus: [{ submenus: [{ CMCID: 'A' }, { CMCID: 'HIDDEN' }, { CMCID: 'EXT', external: true }] }],
      },
    ])
    expect([...ids]).toEqual(['A', 'HIDDEN'])
  })
})
