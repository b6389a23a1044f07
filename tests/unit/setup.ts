import '@testing-library/jest-dom/vitest'
import { i18n } from '@lingui/core'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { messages as enFirst } from '../../locales/en/first'
import { messages as enOthers } from '../../locales/en/messages'
import { messages as frFirst } from '../../locales/fr/first'
import { messages as frOthers } from '../../locales/fr/messages'

// jsdom lacks CSS.escape, which react-aria's overlays use.
if (typeof globalThis.CSS === 'undefined') (globalThis as { CSS?: unknown }).CSS = {}
if (typeof CSS.escape !== 'function') {
  CSS.escape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`)
}

// On a busy two-core machine a lazy chunk or a first render can take longer than the default second.
configure({ asyncUtilTimeout: 5000 })

i18n.load({ en: { ...enFirst, ...enOthers }, fr: { ...frFirst, ...frOthers } })
i18n.activate('en')

// Test files share a worker's modules and document (isolate: false): leave nothing behind.
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  i18n.activate('en')
})
