// Loaded lazily (tiptap is large): import `DocumentEditor` from './index' instead.
import { useLingui } from '@lingui/react/macro'
import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { addColumnAfter, addRowAfter, deleteColumn, deleteRow, deleteTable } from '@tiptap/pm/tables'
import {
  Bold,
  Code,
  Columns3,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Redo,
  Rows3,
  Table as TableIcon,
  Trash2,
  Undo,
} from 'lucide-react'
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react'
import { Button as AriaButton, FileTrigger, TextArea, ToggleButton, Toolbar } from 'react-aria-components'
import styled from 'styled-components'
import type { UploadTarget } from '@app/api'
import { Button } from '@app/ui/Button'
import { Dialog } from '@app/ui/Dialog'
import { TextField } from '@app/ui/TextField'
import { apiSender } from '../Uploader'
import { documentExtensions, emptyTable } from './extensions'

/** A file the server stored, as the upload call answers it. */
export interface UploadedFile {
  id: string
  filename: string
  title: string
  content_type: string
}

export interface DocumentEditorProps {
  /** Names the editable area. */
  label: string
  /** HTML. */
  value: string
  onChange: (html: string) => void
  /** The text's language. */
  lang?: string
  /** Adds the view-source tool (administrators, document 2 section 5.1). */
  allowSource?: boolean
  /** Where images and files are uploaded, and the address of a stored file. */
  upload?: { target: UploadTarget; urlOf: (file: UploadedFile) => string }
  /** Reports an upload's failure (the page's own words). */
  onUploadError?: (error: unknown) => void
}

const Frame = styled.div`
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.default};

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
  .tiptap table {
    width: 100%;
    border-collapse: collapse;
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  .tiptap th,
  .tiptap td {
    padding: ${({ theme }) => theme.space.xs};
    border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.default};
    vertical-align: top;
    text-align: start;
  }
  .tiptap .selectedCell {
    background: ${({ theme }) => theme.color.surface.selected};
  }
  .tiptap img {
    max-width: 100%;
    height: auto;
  }
  .tiptap a {
    color: ${({ theme }) => theme.color.text.link};
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

function Toggle({ label, icon, isSelected, onChange, isDisabled }: { label: string; icon: ReactNode; isSelected: boolean; onChange: () => void; isDisabled?: boolean }) {
  return (
    <ToggleButton aria-label={label} isSelected={isSelected} onChange={onChange} isDisabled={isDisabled}>
      {icon}
    </ToggleButton>
  )
}

function Tool({ label, icon, onPress, isDisabled }: { label: string; icon: ReactNode; onPress: () => void; isDisabled?: boolean }) {
  return (
    <AriaButton aria-label={label} onPress={onPress} isDisabled={isDisabled}>
      {icon}
    </AriaButton>
  )
}

/**
 * A controlled document's text on tiptap: headings, bold and italic, lists, tables, links, images and
 * files uploaded to the document, undo and redo, and for administrators the HTML source. The toolbar
 * is reached by Tab and walked with the arrow keys.
 */
export default function DocumentEditor({ label, value, onChange, lang, allowSource = false, upload, onUploadError }: DocumentEditorProps) {
  const { t } = useLingui()
  const labelId = useId()
  const [source, setSource] = useState(false)
  const [linking, setLinking] = useState(false)
  const [href, setHref] = useState('')
  const [uploading, setUploading] = useState(false)
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, codeBlock: false, link: { openOnClick: false, autolink: true } }),
      ...documentExtensions,
    ],
    content: value,
    immediatelyRender: true,
    onUpdate: ({ editor: current }) => {
      if (!current.isDestroyed) onChange(current.isEmpty ? '' : current.getHTML())
    },
  })
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current?.isActive('heading', { level: 2 }) ?? false,
      h3: current?.isActive('heading', { level: 3 }) ?? false,
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      bullet: current?.isActive('bulletList') ?? false,
      ordered: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
      table: current?.isActive('table') ?? false,
      canUndo: current?.can().undo() ?? false,
      canRedo: current?.can().redo() ?? false,
    }),
  })

  useEffect(() => {
    if (!editor || editor.isDestroyed) return
    editor.setOptions({
      editorProps: {
        attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, ...(lang ? { lang } : {}) },
      },
    })
  }, [editor, label, lang])

  // A value set from outside (a restored copy, the other person's text) replaces the document.
  useEffect(() => {
    if (!editor || editor.isDestroyed || source) return
    const current = editor.isEmpty ? '' : editor.getHTML()
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value, source])

  const chain = () => editor!.chain().focus()
  const tableCommand = (command: typeof addRowAfter) => () => {
    if (!editor) return
    command(editor.state, editor.view.dispatch)
    editor.commands.focus()
  }
  const openLink = () => {
    setHref((editor?.getAttributes('link').href as string | undefined) ?? '')
    setLinking(true)
  }
  const saveLink = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (href.trim()) chain().extendMarkRange('link').setLink({ href: href.trim() }).run()
    else chain().extendMarkRange('link').unsetLink().run()
    setLinking(false)
  }
  const uploadFiles = async (files: FileList | null) => {
    if (!upload || !files?.length || !editor) return
    setUploading(true)
    try {
      const send = apiSender(upload.target)
      for (const file of Array.from(files)) {
        const answer = (await send(file, { onProgress: () => {}, signal: new AbortController().signal })) as { uploaded?: UploadedFile[] }
        for (const stored of answer.uploaded ?? []) {
          const url = upload.urlOf(stored)
          if (stored.content_type.startsWith('image/')) {
            chain().insertContent({ type: 'image', attrs: { src: url, alt: stored.title || stored.filename } }).run()
          } else {
            chain()
              .insertContent({ type: 'paragraph', content: [{ type: 'text', text: stored.title || stored.filename, marks: [{ type: 'link', attrs: { href: url } }] }] })
              .run()
          }
        }
      }
    } catch (error) {
      onUploadError?.(error)
    } finally {
      setUploading(false)
    }
  }
  const off = source

  return (
    <div>
      <span id={labelId} hidden>
        {label}
      </span>
      <Frame>
        <Bar aria-label={t`Formatting`} aria-describedby={labelId}>
          <Toggle label={t`Heading`} icon={<Heading2 />} isSelected={state?.h2 ?? false} isDisabled={off} onChange={() => chain().toggleHeading({ level: 2 }).run()} />
          <Toggle label={t`Subheading`} icon={<Heading3 />} isSelected={state?.h3 ?? false} isDisabled={off} onChange={() => chain().toggleHeading({ level: 3 }).run()} />
          <Toggle label={t`Bold`} icon={<Bold />} isSelected={state?.bold ?? false} isDisabled={off} onChange={() => chain().toggleBold().run()} />
          <Toggle label={t`Italic`} icon={<Italic />} isSelected={state?.italic ?? false} isDisabled={off} onChange={() => chain().toggleItalic().run()} />
          <Toggle label={t`Bulleted list`} icon={<List />} isSelected={state?.bullet ?? false} isDisabled={off} onChange={() => chain().toggleBulletList().run()} />
          <Toggle label={t`Numbered list`} icon={<ListOrdered />} isSelected={state?.ordered ?? false} isDisabled={off} onChange={() => chain().toggleOrderedList().run()} />
          <Toggle label={t`Link`} icon={<LinkIcon />} isSelected={state?.link ?? false} isDisabled={off} onChange={openLink} />
          <Tool label={t`Insert a table`} icon={<TableIcon />} isDisabled={off || (state?.table ?? false)} onPress={() => chain().insertContent(emptyTable()).run()} />
          <Tool label={t`Add a row`} icon={<Rows3 />} isDisabled={off || !state?.table} onPress={tableCommand(addRowAfter)} />
          <Tool label={t`Add a column`} icon={<Columns3 />} isDisabled={off || !state?.table} onPress={tableCommand(addColumnAfter)} />
          <Tool label={t`Delete the row`} icon={<Rows3 />} isDisabled={off || !state?.table} onPress={tableCommand(deleteRow)} />
          <Tool label={t`Delete the column`} icon={<Columns3 />} isDisabled={off || !state?.table} onPress={tableCommand(deleteColumn)} />
          <Tool label={t`Delete the table`} icon={<Trash2 />} isDisabled={off || !state?.table} onPress={tableCommand(deleteTable)} />
          {upload && (
            <FileTrigger allowsMultiple onSelect={(files) => void uploadFiles(files)}>
              <AriaButton aria-label={uploading ? t`Uploading…` : t`Insert an image or a file`} isDisabled={off || uploading}>
                <ImagePlus aria-hidden="true" />
              </AriaButton>
            </FileTrigger>
          )}
          <Tool label={t`Undo`} icon={<Undo aria-hidden="true" />} isDisabled={off || !state?.canUndo} onPress={() => chain().undo().run()} />
          <Tool label={t`Redo`} icon={<Redo aria-hidden="true" />} isDisabled={off || !state?.canRedo} onPress={() => chain().redo().run()} />
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
          <TextArea aria-label={t`${label} (HTML source)`} value={value} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <EditorContent editor={editor} />
        )}
      </Frame>
      <Dialog
        title={t`Link`}
        isOpen={linking}
        onOpenChange={setLinking}
        actions={
          <>
            <Button slot="close">{t`Cancel`}</Button>
            <Button type="submit" form={`${labelId}-link`} variant="primary">
              {t`Apply`}
            </Button>
          </>
        }
      >
        <form id={`${labelId}-link`} onSubmit={saveLink} noValidate>
          <TextField
            label={t`Address`}
            description={t`Leave it empty to remove the link.`}
            type="url"
            required={false}
            maxLength={2000}
            value={href}
            onChange={setHref}
            autoFocus
          />
        </form>
      </Dialog>
    </div>
  )
}
