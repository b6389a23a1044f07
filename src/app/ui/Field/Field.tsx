import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Plural, Trans, useLingui as useLinguiMacro } from '@lingui/react/macro'
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { type ValidationResult, VisuallyHidden } from 'react-aria-components'
import * as v from 'valibot'
import { type FieldDeclaration, fieldRules } from '@shared/validation'
import { Counter, Description, ErrorText, HelpRow, Label, RequiredMark } from './Field.styles'

/** Props every field shares: what the user reads around the control. */
export interface FieldChromeProps {
  /** The visible label; every field has one. */
  label: ReactNode
  /** Hide the label visually (it stays the accessible name); for toolbars with a visible context. */
  labelHidden?: boolean
  /** Help text under the control, announced with it. */
  description?: ReactNode
  /** An error to show instead of the field's own rules (from a form or the server). */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode)
}

export interface FieldProps extends FieldChromeProps {
  /** Show the required marker (the rule applies: required, not read-only, not disabled). */
  showRequired?: boolean
  /** A character counter, shown at the end of the help line. */
  counter?: ReactNode
  /** The control, between the label and the help line. */
  children: ReactNode
}

/**
 * Label, control, help line and error of a field. Render it inside a react-aria field
 * (`TextField`, `NumberField`, ...) so the label, description and error are wired to the control.
 */
export function Field({ label, labelHidden, description, errorMessage, showRequired, counter, children }: FieldProps) {
  const { t } = useLinguiMacro()
  // A browser 'value missing' check speaks the product's wording, not the browser's.
  const renderError =
    errorMessage ??
    ((validation: ValidationResult) =>
      validation.validationDetails.valueMissing ? t`Field is required` : validation.validationErrors.join(' '))
  const labelNode = (
    <Label>
      {label}
      {showRequired && <RequiredMark aria-hidden="true">*</RequiredMark>}
    </Label>
  )
  return (
    <>
      {labelHidden ? <VisuallyHidden>{labelNode}</VisuallyHidden> : labelNode}
      {children}
      {(description || counter) && (
        <HelpRow>
          {description && <Description slot="description">{description}</Description>}
          {counter}
        </HelpRow>
      )}
      <ErrorText>{renderError}</ErrorText>
    </>
  )
}

/** How long typing must pause before the counter is announced. */
export const COUNTER_ANNOUNCE_DELAY_MS = 1000

export interface CharacterCounterProps {
  /** Characters typed so far. */
  length: number
  /** The declared maximum, or 'none'. */
  maxLength: number | 'none'
}

/**
 * Shows `length` or `length / maxLength`. Screen readers hear it politely once typing pauses,
 * never on every keystroke.
 */
export function CharacterCounter({ length, maxLength }: CharacterCounterProps) {
  const [initial] = useState(length)
  const changed = useRef(false)
  const [announced, setAnnounced] = useState<number | null>(null)

  useEffect(() => {
    if (!changed.current && length === initial) return
    changed.current = true
    const id = setTimeout(() => setAnnounced(length), COUNTER_ANNOUNCE_DELAY_MS)
    return () => clearTimeout(id)
  }, [length, initial])

  const over = maxLength !== 'none' && length > maxLength
  return (
    <>
      <Counter aria-hidden="true" data-over={over || undefined}>
        {maxLength === 'none' ? length : `${length} / ${maxLength}`}
      </Counter>
      <VisuallyHidden aria-live="polite">
        {announced === null ? null : maxLength === 'none' ? (
          <Plural value={announced} one="# character" other="# characters" />
        ) : (
          <Trans>
            {announced} of {maxLength} characters
          </Trans>
        )}
      </VisuallyHidden>
    </>
  )
}

/** Counts what the user sees as characters, so an emoji counts once. */
export function characterLength(value: string | null | undefined): number {
  return value ? [...value].length : 0
}

/** A field's validate function: the first failed rule's message in the active language, or null. */
export type FieldValidate = (value: string | number | null | undefined) => string | null

const lenient = (declaration: FieldDeclaration): FieldDeclaration =>
  ({ ...declaration, required: false, maxLength: 'none', decimals: 20 }) as unknown as FieldDeclaration

/**
 * Builds a field's rules from its declaration with the shared valibot rules. A missing
 * declaration is a developer error: it throws in development and tests; in production the field
 * keeps working with lenient rules and the mistake is logged.
 */
export function useFieldRules(declaration: FieldDeclaration): FieldValidate {
  const { i18n } = useLinguiRuntime()
  const key = JSON.stringify(declaration)
  const schema = useMemo(() => {
    try {
      return fieldRules(declaration)
    } catch (error) {
      if (import.meta.env.DEV) throw error
      console.error(error)
      return fieldRules(lenient(declaration))
    }
    // The declaration is compared by value: callers pass a fresh object every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  const lang = i18n.locale
  return useMemo<FieldValidate>(
    () => (value) => {
      const result = v.safeParse(schema as v.GenericSchema<unknown>, value, { lang })
      return result.success ? null : (result.issues[0]?.message ?? null)
    },
    [schema, lang],
  )
}

export interface EmptyRuleOptions<T> {
  /** The controlled value, if any. */
  value: T | undefined
  /** The uncontrolled starting value. */
  defaultValue: T | undefined
  /** The caller's change handler, still called. */
  onChange: ((value: T) => void) | undefined
  /** Whether a value counts as empty. */
  isEmpty: (value: T | undefined) => boolean
  /** The field's rules applied to an empty value: 'Field is required' or null. */
  emptyMessage: () => string | null
  /** The field's validation behaviour. */
  validationBehavior: 'aria' | 'native' | undefined
  /** The caller's own invalid flag, which wins. */
  isInvalid: boolean | undefined
  /** The caller's own error, which wins. */
  errorMessage: FieldChromeProps['errorMessage']
}

/**
 * react-aria skips `validate` while a picker holds no value, so with 'aria' validation a required
 * empty field would look valid. This tracks the value and reports the required rule itself.
 */
export function useEmptyRule<T>({ value, defaultValue, onChange, isEmpty, emptyMessage, validationBehavior, isInvalid, errorMessage }: EmptyRuleOptions<T>) {
  const [inner, setInner] = useState(defaultValue)
  const current = value !== undefined ? value : inner
  const message = validationBehavior === 'aria' && isInvalid === undefined && isEmpty(current) ? emptyMessage() : null
  return {
    onChange: (next: T) => {
      setInner(next)
      onChange?.(next)
    },
    isInvalid: isInvalid ?? (message ? true : undefined),
    errorMessage: errorMessage ?? message ?? undefined,
  }
}

/** Whether the required rule applies: required, and neither read-only nor disabled. */
export function requiredApplies(required: boolean, isReadOnly?: boolean, isDisabled?: boolean): boolean {
  return required && !isReadOnly && !isDisabled
}
