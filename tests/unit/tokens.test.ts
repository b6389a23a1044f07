import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { themes } from '@app/theme/generated'
import type { Theme } from '@app/theme'

const root = path.resolve(import.meta.dirname, '../..')

function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>()
  if (typeof tree !== 'object' || tree === null) return out.set(prefix, tree)
  for (const [key, value] of Object.entries(tree)) {
    for (const [k, v] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v)
  }
  return out
}

function channel(c: number) {
  const s = c / 255
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
}
function luminance(hex: string) {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)
  if (!m) throw new Error(`Not an opaque hex colour: ${hex}`)
  const [r, g, b] = m.slice(1).map((h) => channel(parseInt(h, 16))) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
export function contrast(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

type C = Theme['color']
/** Text pairs need 4.5:1; UI parts (borders of controls, focus rings, icons) need 3:1. */
const textPairs: [string, (c: C) => string, (c: C) => string][] = [
  ['text on page', (c) => c.text.default, (c) => c.surface.page],
  ['text on surface', (c) => c.text.default, (c) => c.surface.default],
  ['text on raised', (c) => c.text.default, (c) => c.surface.raised],
  ['text on sunken', (c) => c.text.default, (c) => c.surface.sunken],
  ['text on hover', (c) => c.text.default, (c) => c.surface.hover],
  ['text on selected', (c) => c.text.default, (c) => c.surface.selected],
  ['muted on surface', (c) => c.text.muted, (c) => c.surface.default],
  ['muted on page', (c) => c.text.muted, (c) => c.surface.page],
  ['muted on sunken', (c) => c.text.muted, (c) => c.surface.sunken],
  ['disabled on surface', (c) => c.text.disabled, (c) => c.surface.default],
  ['link on surface', (c) => c.text.link, (c) => c.surface.default],
  ['link on page', (c) => c.text.link, (c) => c.surface.page],
  ['accent text on surface', (c) => c.accent.text, (c) => c.surface.default],
  ['accent text on accent subtle', (c) => c.accent.text, (c) => c.accent.subtle],
  ['on accent', (c) => c.text.onAccent, (c) => c.accent.default],
  ['on accent hover', (c) => c.text.onAccent, (c) => c.accent.hover],
  ['on accent pressed', (c) => c.text.onAccent, (c) => c.accent.pressed],
  ['on danger', (c) => c.text.onDanger, (c) => c.danger.default],
  ['on danger hover', (c) => c.text.onDanger, (c) => c.danger.hover],
  ['on header', (c) => c.text.onHeader, (c) => c.surface.header],
  ['inverse on inverse surface', (c) => c.text.inverse, (c) => c.surface.inverse],
  ['danger text on surface', (c) => c.text.danger, (c) => c.surface.default],
  ['danger text on danger subtle', (c) => c.text.danger, (c) => c.danger.subtle],
  ['success text on success subtle', (c) => c.text.success, (c) => c.success.subtle],
  ['warning text on warning subtle', (c) => c.text.warning, (c) => c.warning.subtle],
  ['info text on info subtle', (c) => c.text.info, (c) => c.info.subtle],
  ['text on warning subtle', (c) => c.text.default, (c) => c.warning.subtle],
]
const uiPairs: [string, (c: C) => string, (c: C) => string][] = [
  ['control border on surface', (c) => c.border.strong, (c) => c.surface.default],
  ['danger border on surface', (c) => c.border.danger, (c) => c.surface.default],
  ['focus ring on page', (c) => c.focus.ring, (c) => c.surface.page],
  ['focus ring on surface', (c) => c.focus.ring, (c) => c.surface.default],
  ['accent on surface', (c) => c.accent.default, (c) => c.surface.default],
  ['danger on surface', (c) => c.danger.default, (c) => c.surface.default],
  ['success on surface', (c) => c.success.default, (c) => c.surface.default],
]

const names = Object.keys(themes) as (keyof typeof themes)[]

describe('design tokens', () => {
  it('builds every theme listed in skins/themes.config.ts', () => {
    expect(names).toEqual(['transport-light', 'benefits-light', 'benefits-dark'])
  })

  it.each(names)('%s defines every semantic token the others define', (name) => {
    const reference = [...leaves(themes['transport-light']).keys()].filter((k) => !['name', 'skin', 'mode'].includes(k))
    const own = leaves(themes[name])
    for (const key of reference) expect(own.get(key), key).toBeDefined()
  })

  it('skins override existing semantic tokens only', () => {
    const semantic = leaves(JSON.parse(readFileSync(path.join(root, 'design-tokens/semantic/color.json'), 'utf8')))
    const semanticNames = new Set([...semantic.keys()].map((k) => k.replace(/\.\$(value|description|type)$/, '')))
    for (const skin of readdirSync(path.join(root, 'skins'), { withFileTypes: true }).filter((d) => d.isDirectory())) {
      for (const file of readdirSync(path.join(root, 'skins', skin.name)).filter((f) => /^(light|dark)\.json$/.test(f))) {
        const overrides = leaves(JSON.parse(readFileSync(path.join(root, 'skins', skin.name, file), 'utf8')))
        for (const key of overrides.keys()) {
          if (!key.endsWith('.$value')) continue
          expect(semanticNames.has(key.replace(/\.\$value$/, '')), `${skin.name}/${file}: ${key}`).toBe(true)
        }
      }
    }
  })

  describe.each(names)('%s contrast (WCAG AA)', (name) => {
    const c = themes[name].color
    it.each(textPairs)('%s is at least 4.5:1', (_, fg, bg) => {
      expect(contrast(fg(c), bg(c))).toBeGreaterThanOrEqual(4.5)
    })
    it.each(uiPairs)('%s is at least 3:1', (_, fg, bg) => {
      expect(contrast(fg(c), bg(c))).toBeGreaterThanOrEqual(3)
    })
  })

  it('the contrast check itself rejects a weak pair', () => {
    expect(contrast('#777777', '#888888')).toBeLessThan(3)
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
  })
})
