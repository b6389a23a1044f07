import { describe, expect, it } from 'vitest'
import { domId, idPart } from '@app/ui/ids'

describe('domId', () => {
  it.each([
    ['QUALITY:Corrective Actions', 'QUALITY_3a_Corrective_20_Actions'],
    ['CAR-LIST', 'CAR_2d_LIST'],
    ['Préférences', 'Pr_e9_f_e9_rences'],
    ['a_b', 'a_5f_b'],
    ['', ''],
  ])('escapes %j as %j', (name, part) => {
    expect(idPart(name)).toBe(part)
  })

  it('keeps the base and joins the escaped names with dashes, never with a space', () => {
    const id = domId('_r_16_', 'QUALITY:Corrective Actions')
    expect(id).toBe('_r_16_-QUALITY_3a_Corrective_20_Actions')
    expect(id).not.toMatch(/\s/)
  })

  it('gives different names different ids', () => {
    const names = ['a b', 'a_b', 'a-b', 'a:b', 'a_20_b', 'ab', 'a', 'b']
    const ids = names.map((name) => domId('x', name))
    expect(new Set(ids).size).toBe(names.length)
    expect(domId('x', 'a-', 'b')).not.toBe(domId('x', 'a', '-b'))
  })
})
