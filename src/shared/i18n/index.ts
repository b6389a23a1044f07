export { type AcceptLanguage, componentLocale, type Locale, toAcceptLanguage, toLocale } from './locale'
export {
  englishTranslator,
  interpolate,
  type MessageValues,
  setTranslator,
  translate,
  type Translator,
} from './translate'
