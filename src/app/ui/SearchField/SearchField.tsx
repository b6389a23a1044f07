import { useLingui } from '@lingui/react/macro'
import { Search, X } from 'lucide-react'
import type { Ref } from 'react'
import {
  Button as AriaButton,
  Group as AriaGroup,
  Input as AriaInput,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components'
import styled from 'styled-components'
import { bareInput, controlBox, Field, type FieldChromeProps, fieldRoot, inlineButton } from '../Field'

export interface SearchFieldProps
  extends Omit<AriaSearchFieldProps, 'children' | 'className' | 'style' | 'isRequired'>,
    FieldChromeProps {
  /** Hint text inside the empty input. */
  placeholder?: string
  /** Class name for the field's root. */
  className?: string
  /** Keeps a ref on the input. */
  inputRef?: Ref<HTMLInputElement>
}

const Root = styled(AriaSearchField)`
  ${fieldRoot}
  &[data-empty] [data-clear] {
    visibility: hidden;
  }
  input::-webkit-search-cancel-button,
  input::-webkit-search-decoration {
    -webkit-appearance: none;
  }
`

const Box = styled(AriaGroup)`
  ${controlBox}
  > svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
    color: ${({ theme }) => theme.color.text.muted};
  }
`

const Input = styled(AriaInput)`
  ${bareInput}
  min-height: calc(${({ theme }) => theme.size.control.md} - 2 * ${({ theme }) => theme.border.width.thin});
`

const Clear = styled(AriaButton)`
  ${inlineButton}
`

/** A search box: Enter submits, Escape or the clear button empties it. */
export function SearchField({ label, labelHidden, description, errorMessage, placeholder, inputRef, ...rest }: SearchFieldProps) {
  const { t } = useLingui()
  return (
    <Root {...rest}>
      <Field label={label} labelHidden={labelHidden} description={description} errorMessage={errorMessage}>
        <Box>
          <Search aria-hidden="true" focusable="false" />
          <Input ref={inputRef} placeholder={placeholder} />
          {/* Named in the portal's language (React Aria's own name follows the browser's). */}
          <Clear data-clear="" aria-label={t`Clear search`}>
            <X aria-hidden="true" focusable="false" />
          </Clear>
        </Box>
      </Field>
    </Root>
  )
}
