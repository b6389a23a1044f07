import * as v from 'valibot'

/** Every message valibot reports for an input, in order. */
export function messagesOf(
  schema: v.GenericSchema,
  input: unknown,
  config?: v.Config<v.BaseIssue<unknown>>,
): string[] {
  const result = v.safeParse(schema, input, config)
  return result.success ? [] : result.issues.map((issue) => issue.message)
}
