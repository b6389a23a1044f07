import { Trans, useLingui } from '@lingui/react/macro'
import { Upload } from 'lucide-react'
import { useId } from 'react'
import { DropZone, FileTrigger, Text, type DropItem } from 'react-aria-components'
import styled from 'styled-components'
import { Button } from '@app/ui/Button'

export interface FilePickerProps {
  /** Called with the files dropped or chosen. */
  onFiles: (files: File[]) => void
  /** The accept filter, such as '.pdf, image/*'. */
  accept?: string
  /** Allow several files at once. */
  multiple?: boolean
  /** The button's text; 'Choose files' or 'Choose a file' by default. */
  buttonLabel?: string
  /** A line under the drop text, such as the accepted types or the limits. */
  hint?: string
  /** Refuse drops and disable the button. */
  isDisabled?: boolean
}

const Zone = styled(DropZone)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  border: ${({ theme }) => theme.border.width.thick} dashed ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.sunken};
  color: ${({ theme }) => theme.color.text.default};
  text-align: center;
  outline: none;

  > svg {
    width: ${({ theme }) => theme.size.icon.lg};
    height: ${({ theme }) => theme.size.icon.lg};
    color: ${({ theme }) => theme.color.text.muted};
  }
  [slot='hint'] {
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  &[data-drop-target] {
    border-color: ${({ theme }) => theme.color.accent.default};
    background: ${({ theme }) => theme.color.accent.subtle};
  }
  &[data-focus-visible] {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.text.disabled};
  }
`

function acceptedTypes(accept: string | undefined): string[] | undefined {
  const list = accept
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  return list?.length ? list : undefined
}

async function droppedFiles(items: readonly DropItem[]): Promise<File[]> {
  const files = await Promise.all(items.map((item) => (item.kind === 'file' ? item.getFile() : null)))
  return files.filter((file): file is File => file !== null)
}

/** A drop area with a file button, so the keyboard reaches the same thing as a mouse drag. */
export function FilePicker({ onFiles, accept, multiple = true, buttonLabel, hint, isDisabled }: FilePickerProps) {
  const { t } = useLingui()
  const labelId = useId()
  return (
    <Zone
      aria-labelledby={labelId}
      isDisabled={isDisabled}
      onDrop={async (event) => {
        const files = await droppedFiles(event.items)
        if (files.length) onFiles(multiple ? files : files.slice(0, 1))
      }}
    >
      <Upload aria-hidden="true" />
      <Text id={labelId} slot="label">
        {multiple ? <Trans>Drop files here, or</Trans> : <Trans>Drop a file here, or</Trans>}
      </Text>
      <FileTrigger
        acceptedFileTypes={acceptedTypes(accept)}
        allowsMultiple={multiple}
        onSelect={(list) => {
          const files = list ? Array.from(list) : []
          if (files.length) onFiles(files)
        }}
      >
        <Button variant="secondary" isDisabled={isDisabled}>
          {buttonLabel ?? (multiple ? t`Choose files` : t`Choose a file`)}
        </Button>
      </FileTrigger>
      {hint && <Text slot="hint">{hint}</Text>}
    </Zone>
  )
}
