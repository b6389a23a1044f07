import * as v from 'valibot'
import { SECURITY_QUESTIONS as LIMITS } from '../constants/business'
import { message } from './message'
import { fieldMessages } from './messages'
import { securityMessages as m } from './ruleMessages'
import { required } from './rules'

/** Lower case, accents removed, spaces collapsed: how answers and questions are compared. */
export function normaliseAnswer(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

const words = (text: string) => normaliseAnswer(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean)

/** Whether every word is long enough: 4 characters for a single word, 3 per word otherwise. */
export function hasLongEnoughWords(answer: string): boolean {
  const parts = answer.trim().split(/\s+/).filter(Boolean)
  if (parts.length <= 1) return [...(parts[0] ?? '')].length >= LIMITS.minSingleWordLength
  return parts.every((part) => [...part].length >= LIMITS.minWordLength)
}

/**
 * Whether the answer reuses a word of the question. Short words ('is', 'the', 'of') are too
 * common to count as part of a question.
 */
export function containsQuestionPart(answer: string, question: string): boolean {
  const questionWords = new Set(words(question).filter((word) => word.length >= LIMITS.minSingleWordLength))
  return words(answer).some((word) => questionWords.has(word))
}

/** Whether the answer holds a run such as 'aaaa', '1234', 'abcd' or 'dcba' (letters and digits only). */
export function hasRepeatedOrSequentialRun(answer: string, run: number = LIMITS.patternRun): boolean {
  const chars = [...normaliseAnswer(answer).replace(/[^\p{L}\p{N}]/gu, '')]
  const sameClass = (a: string, b: string) => /\d/.test(a) === /\d/.test(b)
  for (let start = 0; start + run <= chars.length; start += 1) {
    const window = chars.slice(start, start + run)
    const codes = window.map((char) => char.codePointAt(0) ?? 0)
    const steps = codes.slice(1).map((code, index) => code - (codes[index] ?? 0))
    const allOneClass = window.every((char) => sameClass(char, window[0] ?? ''))
    if (allOneClass && [0, 1, -1].some((step) => steps.every((s) => s === step))) return true
  }
  return false
}

const tooLong = (max: number) => (value: string) => [...value].length <= max
// A blank answer only gets 'Field is required'.
const blank = (value: string) => value.trim() === ''

/** One security question and its answer (document 2 section 5.6). */
export const securityAnswer = () =>
  v.pipe(
    v.object({
      question: v.pipe(
        v.string(message(fieldMessages.required)),
        required<string>(),
        v.check(tooLong(LIMITS.maxLength), message(m.questionTooLong, { max: LIMITS.maxLength })),
      ),
      answer: v.pipe(
        v.string(message(fieldMessages.required)),
        required<string>(),
        v.check(tooLong(LIMITS.maxLength), message(m.answerTooLong, { max: LIMITS.maxLength })),
      ),
    }),
    v.forward(
      v.partialCheck(
        [['answer']],
        (input) => blank(input.answer) || input.answer.trim().includes(' ') || hasLongEnoughWords(input.answer),
        message(m.answerTooShort, { min: LIMITS.minSingleWordLength }),
      ),
      ['answer'],
    ),
    v.forward(
      v.partialCheck(
        [['answer']],
        (input) => !input.answer.trim().includes(' ') || hasLongEnoughWords(input.answer),
        message(m.wordTooShort, { min: LIMITS.minWordLength }),
      ),
      ['answer'],
    ),
    v.forward(
      v.partialCheck(
        [['question'], ['answer']],
        (input) => !containsQuestionPart(input.answer, input.question),
        message(m.containsQuestion),
      ),
      ['answer'],
    ),
    v.forward(
      v.partialCheck(
        [['answer']],
        (input) => !hasRepeatedOrSequentialRun(input.answer),
        message(m.pattern),
      ),
      ['answer'],
    ),
  )

type Entry = { question?: unknown; answer?: unknown }

function duplicatePath(list: Entry[], index: number, key: 'question' | 'answer'): [v.IssuePathItem, v.IssuePathItem] {
  const item = list[index] as Entry
  return [
    { type: 'array', origin: 'value', input: list, key: index, value: item },
    { type: 'object', origin: 'value', input: item as Record<string, unknown>, key, value: item[key] },
  ]
}

/**
 * The whole set: at least 3 entries, each valid, no question asked twice and no answer reused.
 * A repeat is reported on the later entry.
 */
export const securityAnswers = () =>
  v.pipe(
    v.array(securityAnswer()),
    v.rawCheck<{ question: string; answer: string }[]>(({ dataset, addIssue }) => {
      const list: unknown = dataset.value
      if (!Array.isArray(list)) return
      const filled = list.filter(
        (entry: Entry) => typeof entry?.answer === 'string' && entry.answer.trim() !== '',
      )
      if (filled.length < LIMITS.minCount) {
        addIssue({ message: message(m.tooFew, { min: LIMITS.minCount }) })
      }
      for (const key of ['question', 'answer'] as const) {
        const seen = new Set<string>()
        list.forEach((entry: Entry, index) => {
          const value = entry?.[key]
          if (typeof value !== 'string' || value.trim() === '') return
          const normal = normaliseAnswer(value)
          if (seen.has(normal)) {
            addIssue({
              message: message(key === 'answer' ? m.answerReused : m.questionReused),
              path: duplicatePath(list as Entry[], index, key),
            })
          }
          seen.add(normal)
        })
      }
    }),
  )
