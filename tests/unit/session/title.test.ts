import { describe, expect, it } from 'vitest'
import { companyName, pageTitle } from '@app/session'

describe('page titles (document 1 section 1)', () => {
  it.each([
    [{ routeTitle: 'Update Profile', company: 'freight' }, 'Update Profile | NWF'],
    [{ routeTitle: 'Down For Maintenance' }, 'Down For Maintenance | NWF'],
    [{ menuEntry: { CMTITLE: 'Push Reports', CMVNAM: 'Scheduled' }, company: 'freight' }, 'Push Reports – Scheduled | NWF'],
    [{ routeTitle: 'Announcements', menuEntry: { CMTITLE: 'Company News', CMVNAM: 'This week' } }, 'Company News – This week | NWF'],
    [{ routeTitle: 'Announcements', menuEntry: { CMTITLE: 'Company News', CMVNAM: null } }, 'Company News | NWF'],
    [{ menuEntry: { CMTITLE: 'Same', CMVNAM: 'Same' } }, 'Same | NWF'],
    [{ routeTitle: 'Help', menuEntry: { CMTITLE: '', CMVNAM: 'ignored' } }, 'Help | NWF'],
    [{ company: 'freight' }, 'Northway Freight | NWF'],
    [{ company: 'benefits', routeTitle: '  ' }, 'Northway Workplace Benefits | NWF'],
    [{ company: 'acme' }, 'acme | NWF'],
    [{}, 'NWF'],
  ])('%o -> %s', (source, expected) => {
    expect(pageTitle({ productCode: 'NWF', ...source })).toBe(expected)
  })

  it("uses the skin's product code", () => {
    expect(pageTitle({ routeTitle: 'Login', productCode: 'NWB' })).toBe('Login | NWB')
  })

  it('names known companies', () => {
    expect(companyName('FREIGHT')).toBe('Northway Freight')
    expect(companyName(undefined)).toBeUndefined()
  })
})
