import type { I18n, MessageDescriptor } from '@lingui/core'
import { setTranslator } from '@shared/i18n'

/**
 * Shared code (validation rules, contract messages) translates through the app's Lingui instance,
 * in the active language: only that language's catalog is loaded.
 */
export function installTranslator(i18n: I18n) {
  // Bound once: the catalog extractor reads direct `i18n._({...})` calls as messages of their own.
  const translate: (descriptor: MessageDescriptor) => string = i18n._.bind(i18n)
  return setTranslator((descriptor, _lang, values) =>
    translate({ ...descriptor, values: { ...descriptor.values, ...values } }),
  )
}
