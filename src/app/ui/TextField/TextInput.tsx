import { type ReactNode, type Ref, useLayoutEffect, useRef, useState } from 'react'
import {
  Input as AriaInput,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components'
import styled from 'styled-components'
import type { TextKind } from '@shared/validation'
import {
  bareInput,
  CharacterCounter,
  characterLength,
  ControlBox,
  Field,
  type FieldChromeProps,
  fieldRoot,
  requiredApplies,
  useFieldRules,
} from '../Field'

/** Props of every text-like field (TextField, TextArea, EmailField, PasswordField, ...). */
export interface TextLikeFieldProps
  extends Omit<
      AriaTextFieldProps,
      'isRequired' | 'children' | 'maxLength' | 'minLength' | 'className' | 'style' | 'validate' | 'value' | 'defaultValue' | 'onChange'
    >,
    FieldChromeProps {
  /** Whether a value is required; every field declares it (document 2 section 5.1). */
  required: boolean
  /** The maximum number of characters, or 'none'; every text field declares it. */
  maxLength: number | 'none'
  /** The value (controlled). */
  value?: string
  /** The initial value (uncontrolled). */
  defaultValue?: string
  /** Called with the new value as the user types. */
  onChange?: (value: string) => void
  /** An extra rule after the shared ones: return a message when the value is invalid. */
  validate?: (value: string) => string | null | undefined
  /** Hint text inside the empty control; never a substitute for the label. */
  placeholder?: string
  /** Show the character counter (`length`, or `length / maxLength`). */
  counter?: boolean
  /** Class name for the field's root. */
  className?: string
  /** Keeps a ref on the input (or text area). */
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>
}

/** How a particular field shapes text: rules kind, display format, adornments. */
export interface TextInputOptions {
  /** Which shared rules apply. */
  kind: TextKind
  /** Several lines of text. */
  multiline?: boolean
  /** Turns what the user typed into the stored value (e.g. digits only, upper case). */
  parse?: (typed: string) => string
  /** Turns the stored value into what the input shows (e.g. a phone mask). */
  format?: (value: string) => string
  /** Characters the input accepts, when the format fixes it. */
  inputMaxLength?: number
  /** Shown before the input, inside the box. */
  leading?: ReactNode
  /** Shown after the input, inside the box (e.g. a show-password button). */
  trailing?: ReactNode
}

const Root = styled(AriaTextField)`
  ${fieldRoot}
`

const Input = styled(AriaInput)`
  ${bareInput}
  min-height: calc(${({ theme }) => theme.size.control.md} - 2 * ${({ theme }) => theme.border.width.thin});
`

const TextArea = styled(AriaTextArea)`
  ${bareInput}
  min-height: calc(4 * ${({ theme }) => theme.font.lineHeight.normal} * 1em);
  padding: ${({ theme }) => theme.space.xs} 0;
  resize: vertical;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`

const MultilineBox = styled(ControlBox)`
  align-items: stretch;
`

function useMirroredValue(value: string | undefined, defaultValue: string | undefined, onChange?: (value: string) => void) {
  const [inner, setInner] = useState(defaultValue ?? '')
  const current = value ?? inner
  const set = (next: string) => {
    if (value === undefined) setInner(next)
    onChange?.(next)
  }
  return [current, set] as const
}

/** Where the caret belongs after formatting: just after the same count of meaningful characters. */
function caretAfter(formatted: string, count: number, meaningful: RegExp): number {
  if (count <= 0) return 0
  let seen = 0
  for (let i = 0; i < formatted.length; i++) {
    if (meaningful.test(formatted[i] ?? '')) seen++
    if (seen === count) return i + 1
  }
  return formatted.length
}

const MEANINGFUL = /[\p{L}\p{N}]/u

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node as T)
  else if (ref) (ref as { current: T | null }).current = node
}

/** The shared body of every text-like field: label, box, input, counter, description and error. */
export function TextInput(props: TextLikeFieldProps & { options: TextInputOptions }) {
  const {
    options,
    label,
    labelHidden,
    description,
    errorMessage,
    required,
    maxLength,
    value,
    defaultValue,
    onChange,
    validate,
    placeholder,
    counter = false,
    inputRef,
    isDisabled,
    isReadOnly,
    ...rest
  } = props
  const { kind, multiline, parse = (typed) => typed, format = (stored) => stored, inputMaxLength, leading, trailing } = options
  const rules = useFieldRules({ kind, required, maxLength, readOnly: isReadOnly, disabled: isDisabled })
  const [stored, setStored] = useMirroredValue(value, defaultValue, onChange)
  const shown = format(stored)

  // Formatting moves characters around the caret: put it back after the same character.
  const localRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null)
  const pendingCaret = useRef<number | null>(null)
  useLayoutEffect(() => {
    const input = localRef.current
    if (pendingCaret.current === null || !input) return
    const position = caretAfter(input.value, pendingCaret.current, MEANINGFUL)
    pendingCaret.current = null
    if (document.activeElement === input) input.setSelectionRange(position, position)
  })

  const handleChange = (typed: string) => {
    const next = parse(typed)
    if (format(next) !== typed) {
      const caret = localRef.current?.selectionStart ?? typed.length
      pendingCaret.current = Array.from(typed.slice(0, caret)).filter((c) => MEANINGFUL.test(c)).length
    }
    setStored(next)
  }

  const setRefs = (node: (HTMLInputElement & HTMLTextAreaElement) | null) => {
    localRef.current = node
    assignRef(inputRef, node)
  }

  const Box = multiline ? MultilineBox : ControlBox
  return (
    <Root
      {...rest}
      value={shown}
      onChange={handleChange}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isRequired={requiredApplies(required, isReadOnly, isDisabled)}
      validate={() => rules(stored) ?? validate?.(stored) ?? null}
    >
      {({ isInvalid }) => (
        <Field
          label={label}
          labelHidden={labelHidden}
          description={description}
          errorMessage={errorMessage}
          showRequired={requiredApplies(required, isReadOnly, isDisabled)}
          counter={counter ? <CharacterCounter length={characterLength(stored)} maxLength={maxLength} /> : undefined}
        >
          <Box data-invalid={isInvalid || undefined} data-disabled={isDisabled || undefined} data-readonly={isReadOnly || undefined}>
            {leading}
            {multiline ? (
              <TextArea ref={setRefs} placeholder={placeholder} />
            ) : (
              <Input ref={setRefs} placeholder={placeholder} maxLength={inputMaxLength} />
            )}
            {trailing}
          </Box>
        </Field>
      )}
    </Root>
  )
}
