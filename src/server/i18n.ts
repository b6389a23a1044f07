import { type I18n, type MessageDescriptor, type Messages, setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { type Locale, type MessageValues, setTranslator, toLocale } from '@shared/i18n'

// Compiled by `lingui compile --typescript`; absent catalogs fall back to the English source text.
const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/*.ts', { eager: true })

/** Both catalogs of a language (lingui.config.ts splits the messages in two for the pages). */
function messagesOf(locale: Locale): Messages {
  const prefix = `../../locales/${locale}/`
  return Object.assign({}, ...Object.entries(catalogs).filter(([file]) => file.startsWith(prefix)).map(([, c]) => c.messages))
}

function createI18n(locale: Locale): I18n {
  const i18n = setupI18n()
  // Untranslated messages are compiled from their source text, in production builds too.
  i18n.setMessagesCompiler(compileMessage)
  i18n.loadAndActivate({ locale, messages: messagesOf(locale) })
  return i18n
}

const instances: Record<Locale, I18n> = { en: createI18n('en'), fr: createI18n('fr') }

// Untranslated messages are compiled from source on every use: fixed texts are kept once made.
const fixed: Record<Locale, Map<string, string>> = { en: new Map(), fr: new Map() }

/** Adds compiled messages to a locale (the catalogs load at start; tests add their own). */
export function loadMessages(locale: Locale, messages: Messages): void {
  instances[locale].load(locale, messages)
  fixed[locale].clear()
}

/** Translates a `msg` descriptor into a request's locale. */
export function translateTo(locale: Locale, descriptor: MessageDescriptor, values?: MessageValues): string {
  if (values || descriptor.values) {
    return instances[locale]._({ ...descriptor, values: { ...descriptor.values, ...values } })
  }
  let text = fixed[locale].get(descriptor.id)
  if (text === undefined) {
    text = instances[locale]._(descriptor)
    fixed[locale].set(descriptor.id, text)
  }
  return text
}

/** Shared code (validation messages) translates through the server's catalogs. */
export function installServerTranslator(): void {
  setTranslator((descriptor, lang, values) => translateTo(lang ?? 'en', descriptor, values))
}

/** The request's locale: Accept-Language is 'fr' or 'en-us' (document 1 section 7). */
export function requestLocale(acceptLanguage: string | undefined | null): Locale {
  return toLocale(acceptLanguage)
}
