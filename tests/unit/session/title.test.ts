import { describe, expect, it } from 'vitest'
import { companyName, pageHeading, pageTitle } from '@app/session'

describe('page titles (document 1 section 1)', () => {
  it.each([
    [{ routeTitle: 'Update Profile', company: 'freight' }, 'Update Profile | NWF'],
    [{ routeTitle: 'Down For Maintenance' }, 'Down For Maintenance | NWF'],
    [{ menuEntry: { title: 'Push Reports', subtitle: 'Reports' }, company: 'freight' }, 'Push Reports – Reports | NWF'],
    [{ routeTitle: 'Announcements', menuEntry: { title: 'Company News', subtitle: 'Home' } }, 'Company News – Home | NWF'],
    [{ routeTitle: 'Announcements', menuEntry: { title: 'Company News', subtitle: null } }, 'Company News | NWF'],
    [{ menuEntry: { title: 'Same', subtitle: 'Same' } }, 'Same | NWF'],
    [{ routeTitle: 'Help', menuEntry: { title: '', subtitle: 'ignored' } }, 'Help | NWF'],
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

  it('the heading is the same rule without the product code', () => {
    expect(pageHeading({ menuEntry: { title: 'Annonces', subtitle: 'Accueil' } })).toEqual({ title: 'Annonces', subtitle: 'Accueil' })
    expect(pageHeading({ routeTitle: 'Aide', menuEntry: null })).toEqual({ title: 'Aide', subtitle: undefined })
    expect(pageHeading({ company: 'freight' })).toEqual({ title: 'Northway Freight', subtitle: undefined })
  })

  it('names known companies', () => {
    expect(companyName('FREIGHT')).toBe('Northway Freight')
    expect(companyName(undefined)).toBeUndefined()
  })
})
