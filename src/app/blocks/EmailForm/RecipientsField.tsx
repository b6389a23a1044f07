import { useLingui } from '@lingui/react/macro'
import { useState, type KeyboardEvent } from 'react'
import { Input, Label, Text, TextField } from 'react-aria-components'
import styled from 'styled-components'
import { Chip } from '@app/ui/Chip'
import { addRecipients, splitRecipients } from './recipients'

export interface RecipientsFieldProps {
  label: string
  /** The addresses. */
  value: readonly string[]
  onChange: (value: string[]) => void
  /** Addresses in the other recipient lists: an address appears once across them. */
  taken?: readonly string[]
  required?: boolean
  /** A message from the form (such as 'Field is required'). */
  errorMessage?: string
  /** Focus the input when it appears (CC and BCC shown on request). */
  autoFocus?: boolean
}

/** Label, box, hint and error each on a line of their own, spaced as the other fields. */
const Root = styled(TextField)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};

  label {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  .required {
    color: ${({ theme }) => theme.color.text.danger};
  }
  .error {
    margin: 0;
    color: ${({ theme }) => theme.color.text.danger};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  .hint {
    margin: 0;
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.control.md};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.default};

  &:focus-within {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
  }
  &[data-invalid] {
    border-color: ${({ theme }) => theme.color.border.danger};
  }
  ul {
    display: contents;
    list-style: none;
  }
  li {
    display: inline-flex;
  }
  input {
    flex: 1;
    min-width: ${({ theme }) => theme.size.dialog.sm};
    border: 0;
    outline: none;
    background: transparent;
    color: ${({ theme }) => theme.color.text.default};
    font: inherit;
  }
`

/** Recipients as removable chips: an address is added by comma, space or Enter, once, and must be valid. */
export function RecipientsField({ label, value, onChange, taken = [], required = false, errorMessage, autoFocus }: RecipientsFieldProps) {
  const { t } = useLingui()
  const [text, setText] = useState('')
  const [ownError, setOwnError] = useState<string | undefined>()

  const commit = (typed: string, keepLast = false) => {
    const parts = splitRecipients(typed)
    const rest = keepLast && !/[\s,;]$/.test(typed) ? parts.pop() : undefined
    if (!parts.length) {
      setText(rest ?? '')
      return
    }
    const result = addRecipients(value, parts, taken)
    if (result.list.length !== value.length) onChange(result.list)
    if (result.invalid.length) setOwnError(t`Invalid email address`)
    else if (result.duplicates.length) setOwnError(t`${result.duplicates[0]} is already a recipient`)
    else setOwnError(undefined)
    setText([...result.invalid, ...(rest ? [rest] : [])].join(' '))
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && text.trim()) {
      event.preventDefault()
      commit(text)
    } else if (event.key === 'Backspace' && text === '' && value.length) {
      onChange(value.slice(0, -1))
    }
  }

  const error = ownError ?? errorMessage
  return (
    <Root
      value={text}
      onChange={(next) => (/[\s,;]/.test(next) ? commit(next, true) : setText(next))}
      onBlur={() => text.trim() && commit(text)}
      onKeyDown={onKeyDown}
      isInvalid={Boolean(error)}
      isRequired={required}
      validationBehavior="aria"
      autoFocus={autoFocus}
    >
      <Label>
        {label}
        {required && (
          <span className="required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </Label>
      <Box data-invalid={error ? '' : undefined}>
        {value.length > 0 && (
          <ul aria-label={t`${label} recipients`}>
            {value.map((address) => (
              <li key={address}>
                <Chip label={address} onRemove={() => onChange(value.filter((a) => a !== address))} />
              </li>
            ))}
          </ul>
        )}
        <Input inputMode="email" autoComplete="off" />
      </Box>
      {/* Separate elements, both named by the input's aria-describedby: hint, then error. */}
      <Text slot="description" elementType="p" className="hint">
        {t`Separate addresses with a comma or a space.`}
      </Text>
      {error && (
        <Text slot="errorMessage" elementType="p" className="error">
          {error}
        </Text>
      )}
    </Root>
  )
}
