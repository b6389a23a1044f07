import { describe, expect, it } from 'vitest'
import { errorTreatment, serverMessage } from '@app/api'
import { splitLinks } from '@app/shell/linkify'

describe('error catalogue decision', () => {
  it.each([
    [404, false, { kind: 'notFound' }],
    [500, false, { kind: 'serverError' }],
    [401, false, { kind: 'silent' }],
    [403, false, { kind: 'silent' }],
    [429, false, { kind: 'accessLimit', message: 'Limit reached' }],
    [429, true, { kind: 'accessLimit', message: 'Limit reached' }],
    [400, false, { kind: 'dialog' }],
    [502, false, { kind: 'dialog' }],
    [0, false, { kind: 'dialog' }],
    [404, true, { kind: 'silent' }],
    [500, true, { kind: 'silent' }],
    [502, true, { kind: 'silent' }],
  ])('status %i, silent %s', (status, silent, expected) => {
    expect(errorTreatment({ status, data: { message: 'Limit reached' } }, silent)).toEqual(expected)
  })

  it('a sign-in throttle (429 LOGIN_THROTTLED) is not the daily access limit', () => {
    const data = { status: 429, code: 'LOGIN_THROTTLED', message: 'Too many attempts' }
    expect(errorTreatment({ status: 429, data }, true)).toEqual({ kind: 'silent' })
    expect(errorTreatment({ status: 429, data }, false)).toEqual({ kind: 'dialog' })
    expect(errorTreatment({ status: 429, data: { ...data, code: 'DAILY_LIMIT' } }, true)).toEqual({
      kind: 'accessLimit',
      message: 'Too many attempts',
    })
  })

  it('reads the server message from message, detail or a text body', () => {
    expect(serverMessage({ message: 'm', detail: 'd' })).toBe('m')
    expect(serverMessage({ detail: 'd' })).toBe('d')
    expect(serverMessage('  plain  ')).toBe('plain')
    expect(serverMessage({})).toBeUndefined()
    expect(serverMessage(null)).toBeUndefined()
  })
})

describe('links in server messages', () => {
  it('finds web addresses and leaves sentence punctuation out', () => {
    expect(splitLinks('Limit reached. Read https://example.com/terms-of-use. Thanks')).toEqual([
      { kind: 'text', text: 'Limit reached. Read ' },
      { kind: 'link', href: 'https://example.com/terms-of-use' },
      { kind: 'text', text: '. Thanks' },
    ])
    expect(splitLinks('(see http://a.example/x?y=1)')).toEqual([
      { kind: 'text', text: '(see ' },
      { kind: 'link', href: 'http://a.example/x?y=1' },
      { kind: 'text', text: ')' },
    ])
    expect(splitLinks('no link here')).toEqual([{ kind: 'text', text: 'no link here' }])
  })
})
