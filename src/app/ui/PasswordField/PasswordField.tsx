import { useLingui } from '@lingui/react/macro'
import { Eye, EyeOff } from 'lucide-react'
import { useState } from 'react'
import { ToggleButton } from 'react-aria-components'
import styled from 'styled-components'
import { inlineButton } from '../Field'
import { TextInput, type TextLikeFieldProps } from '../TextField'

export interface PasswordFieldProps extends Omit<TextLikeFieldProps, 'type'> {
  /** 'current-password' to sign in, 'new-password' when choosing one. */
  autoComplete?: 'current-password' | 'new-password'
}

const Toggle = styled(ToggleButton)`
  ${inlineButton}
`

/** A password field with a button that shows or hides the characters. */
export function PasswordField({ autoComplete = 'current-password', isDisabled, ...props }: PasswordFieldProps) {
  const { t } = useLingui()
  const [visible, setVisible] = useState(false)
  return (
    <TextInput
      {...props}
      isDisabled={isDisabled}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      spellCheck="false"
      options={{
        kind: 'text',
        trailing: (
          <Toggle aria-label={t`Show password`} isSelected={visible} onChange={setVisible} isDisabled={isDisabled}>
            {visible ? <EyeOff aria-hidden="true" focusable="false" /> : <Eye aria-hidden="true" focusable="false" />}
          </Toggle>
        ),
      }}
    />
  )
}
