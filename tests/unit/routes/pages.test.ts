import { describe, expect, it } from 'vitest'
import { genericSearch } from '@app/features/audit/api'
import { initAccountSchema } from '@app/features/account/schemas'
import * as v from 'valibot'

describe('page data', () => {
  it('searches several columns with the generic search of document 2 section 7', () => {
    expect(genericSearch('lee', ['username', 'fname'])).toBe('username=lee|fname=lee')
  })
})

describe('the Update Profile rules', () => {
  const valid = {
    fname: 'René',
    lname: 'Gagné',
    email: 'resetme@northwayfreight.example',
    phone: '',
    lang: 'en',
    theme: 'light',
    current_password: 'Portal-Demo-2026!',
    password: 'Harbour-Lights-2027!',
    password2: 'Harbour-Lights-2027!',
    security: [
      { question: 'What was the name of your first pet?', answer: 'Marmalade' },
      { question: 'In what city were you born?', answer: 'Sherbrooke' },
      { question: 'What is your favourite book?', answer: 'Laurentide' },
    ],
  }
  const fields = (input: unknown) => {
    const result = v.safeParse(initAccountSchema('resetme'), input)
    return result.success ? [] : [...new Set(result.issues.map((issue) => issue.path?.map((p) => p.key).join('.')))]
  }

  it('accepts a complete profile, and a password that only contains the username', () => {
    expect(fields(valid)).toEqual([])
    expect(fields({ ...valid, password: 'Resetme-2027!!', password2: 'Resetme-2027!!' })).toEqual([])
  })

  it.each([
    [{ password: 'resetme', password2: 'resetme' }, 'password'],
    [{ password2: 'Other-Lights-2027!' }, 'password2'],
    [{ current_password: '' }, 'current_password'],
    [{ email: 'not an address' }, 'email'],
    [{ security: [...valid.security.slice(0, 2), { question: 'What is your favourite book?', answer: 'abcd' }] }, 'security.2.answer'],
    [{ security: [...valid.security.slice(0, 2), { question: 'What is your favourite book?', answer: 'Marmalade' }] }, 'security.2.answer'],
  ])('%j is refused on %s', (patch, field) => {
    expect(fields({ ...valid, ...patch })).toContain(field)
  })
})
