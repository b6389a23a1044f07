import { useLingui } from '@lingui/react/macro'
import { Eye, EyeOff } from 'lucide-react'
import { useState } from 'react'
import { Button } from 'react-aria-components'
import styled from 'styled-components'
import { inlineButton } from '../Field'
import { TextInput, type TextLikeFieldProps } from '../TextField'

export interface PasswordFieldProps extends Omit<TextLikeFieldProps, 'type'> {
  /** 'current-password' to sign in, 'new-password' when choosing one. */
  autoComplete?: 'current-password' | 'new-password'
}

// A pressed-or-not button rather than react-aria's ToggleButton, whose group support brings the toolbar's
// focus code to the sign-in page.
const Toggle = styled(Button)`
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
          <Toggle aria-label={t`Show password`} aria-pressed={visible} onPress={() => setVisible((shown) => !shown)} isDisabled={isDisabled}>
            {visible ? <EyeOff aria-hidden="true" focusable="false" /> : <Eye aria-hidden="true" focusable="false" />}
          </Toggle>
        ),
      }}
    />
  )
}
