// Loaded lazily (tiptap is large): import `RichText` from './RichText' instead.
import { useLingui } from '@lingui/react/macro'
import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { Bold, Code, Italic, List, ListOrdered, Redo, Strikethrough, Undo } from 'lucide-react'
import { useEffect, useId, useState, type ReactNode } from 'react'
import { Button as AriaButton, Text, TextArea, ToggleButton, Toolbar } from 'react-aria-components'
import styled from 'styled-components'

export interface RichTextEditorProps {
  /** Names the editable area. */
  label: string
  /** HTML. */
  value: string
  onChange: (html: string) => void
  required?: boolean
  errorMessage?: string
  /** Adds the view-source tool (ADMIN profiles). */
  allowSource?: boolean
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  .label {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  .required,
  .error {
    color: ${({ theme }) => theme.color.text.danger};
  }
  .error {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`

const Frame = styled.div`
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.default};

  &[data-invalid] {
    border-color: ${({ theme }) => theme.color.border.danger};
  }
  .tiptap,
  textarea {
    display: block;
    box-sizing: border-box;
    width: 100%;
    min-height: ${({ theme }) => theme.size.richTextMin};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.color.text.default};
    font: inherit;
    outline: none;
  }
  textarea {
    font-family: ${({ theme }) => theme.font.family.mono};
    font-size: ${({ theme }) => theme.font.size.sm};
    resize: vertical;
  }
  .tiptap:focus-visible,
  textarea[data-focus-visible] {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: calc(-1 * ${({ theme }) => theme.border.width.focus});
  }
  .tiptap p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`

const Bar = styled(Toolbar)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xs};
  border-bottom: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};

  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${({ theme }) => theme.size.control.sm};
    height: ${({ theme }) => theme.size.control.sm};
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: transparent;
    color: ${({ theme }) => theme.color.text.default};
    cursor: pointer;
  }
  button svg {
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
  }
  button[data-hovered] {
    background: ${({ theme }) => theme.color.surface.hover};
  }
  button[data-selected] {
    background: ${({ theme }) => theme.color.accent.subtle};
    color: ${({ theme }) => theme.color.accent.text};
  }
  button[data-focus-visible] {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
  }
  button[data-disabled] {
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: default;
  }
`

function Tool({ label, icon, isSelected, onChange, isDisabled }: { label: string; icon: ReactNode; isSelected: boolean; onChange: () => void; isDisabled?: boolean }) {
  return (
    <ToggleButton aria-label={label} isSelected={isSelected} onChange={onChange} isDisabled={isDisabled}>
      {icon}
    </ToggleButton>
  )
}

/** Rich text on tiptap, with a toolbar reached by Tab and walked with the arrow keys. */
export default function RichTextEditor({ label, value, onChange, required, errorMessage, allowSource = false }: RichTextEditorProps) {
  const { t } = useLingui()
  const labelId = useId()
  const errorId = useId()
  const [source, setSource] = useState(false)
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: false, codeBlock: false, horizontalRule: false })],
    content: value,
    immediatelyRender: true,
    onUpdate: ({ editor: current }) => {
      if (!current.isDestroyed) onChange(current.isEmpty ? '' : current.getHTML())
    },
  })
  const marks = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      strike: current?.isActive('strike') ?? false,
      bullet: current?.isActive('bulletList') ?? false,
      ordered: current?.isActive('orderedList') ?? false,
      canUndo: current?.can().undo() ?? false,
      canRedo: current?.can().redo() ?? false,
    }),
  })

  // The editable area's name, state and error, set on ProseMirror's element.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return
    editor.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': label,
          ...(required ? { 'aria-required': 'true' } : {}),
          ...(errorMessage ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        },
      },
    })
  }, [editor, label, required, errorMessage, errorId])

  // A value set from outside (a reset, a prefill) replaces the document.
  useEffect(() => {
    if (!editor || editor.isDestroyed || source) return
    const current = editor.isEmpty ? '' : editor.getHTML()
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value, source])

  const chain = () => editor!.chain().focus()
  return (
    <Root>
      <span className="label" id={labelId}>
        {label}
        {required && (
          <span className="required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </span>
      <Frame data-invalid={errorMessage ? '' : undefined}>
        <Bar aria-label={t`Formatting`} aria-describedby={labelId}>
          <Tool label={t`Bold`} icon={<Bold />} isSelected={marks?.bold ?? false} isDisabled={source} onChange={() => chain().toggleBold().run()} />
          <Tool label={t`Italic`} icon={<Italic />} isSelected={marks?.italic ?? false} isDisabled={source} onChange={() => chain().toggleItalic().run()} />
          <Tool label={t`Strikethrough`} icon={<Strikethrough />} isSelected={marks?.strike ?? false} isDisabled={source} onChange={() => chain().toggleStrike().run()} />
          <Tool label={t`Bulleted list`} icon={<List />} isSelected={marks?.bullet ?? false} isDisabled={source} onChange={() => chain().toggleBulletList().run()} />
          <Tool label={t`Numbered list`} icon={<ListOrdered />} isSelected={marks?.ordered ?? false} isDisabled={source} onChange={() => chain().toggleOrderedList().run()} />
          <AriaButton aria-label={t`Undo`} isDisabled={source || !marks?.canUndo} onPress={() => chain().undo().run()}>
            <Undo aria-hidden="true" />
          </AriaButton>
          <AriaButton aria-label={t`Redo`} isDisabled={source || !marks?.canRedo} onPress={() => chain().redo().run()}>
            <Redo aria-hidden="true" />
          </AriaButton>
          {allowSource && (
            <ToggleButton
              aria-label={t`View source`}
              isSelected={source}
              onChange={(on) => {
                if (!on) editor?.commands.setContent(value, { emitUpdate: false })
                setSource(on)
              }}
            >
              <Code aria-hidden="true" />
            </ToggleButton>
          )}
        </Bar>
        {source ? (
          <TextArea aria-label={t`${label} (HTML source)`} value={value} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <EditorContent editor={editor} />
        )}
      </Frame>
      {errorMessage && (
        <Text id={errorId} className="error">
          {errorMessage}
        </Text>
      )}
    </Root>
  )
}

