import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { FolderOpen } from 'lucide-react'
import { useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import styled from 'styled-components'
import { DataGrid } from '@app/grid'
import { useSession } from '@app/session'
import { EmptyState } from '@app/ui/EmptyState'
import { Link } from '@app/ui/Link'
import { SplitWizard, type SplitSender } from '@app/blocks/SplitWizard'
import { Select } from '@app/ui/Select'
import { TextField } from '@app/ui/TextField'
import { TextArea } from '@app/ui/TextArea'
import { PageHeading } from '@app/shell/PageHeading'
import { usePageHeading } from '@app/shell/usePage'
import {
  invalidateLibrary,
  libraryApi,
  libraryConfigQueryOptions,
  type LibraryConfig,
  uploadEntryDocument,
  useCreateEntry,
} from './api'

export function useLibraryParams() {
  const { company, cmid } = useParams({ strict: false }) as { company?: string; cmid?: string }
  const base = `/${company ?? ''}/pages/doclib/${encodeURIComponent(cmid ?? '')}`
  return { company: company ?? '', cmid: cmid ?? '', base }
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.size.content};
`

/** The library's entries in the data grid, newest first; each title opens its entry. */
function LibraryList({ config }: { config: LibraryConfig }) {
  const { t } = useLingui()
  const { auth, user } = useSession()
  return (
    <DataGrid
      api={libraryApi(config.conn, config.cmid)}
      cmid={config.cmid}
      title={config.title}
      rowKey="dlref"
      searchMode="basic"
      keepHistory
      user={auth ? { signedIn: true, company: auth.company, group: user?.group ?? undefined } : null}
      emptyState={
        <EmptyState
          icon={<FolderOpen />}
          title={t`No documents yet`}
          description={<Trans>Documents added to this library are listed here.</Trans>}
        />
      }
    />
  )
}

/**
 * Adds an entry: its title and description, then the file through the split wizard. Once the file is
 * uploaded the wizard shows its step 3 with a link to the new entry; RESET there clears the form for
 * another entry.
 */
function LibraryAdd({ config, base }: { config: LibraryConfig; base: string }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [title, setTitle] = useState('')
  const [description, setDescription] = useState('')
  const [metadata, setMetadata] = useState<Record<string, string>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const created = useRef<number | null>(null)
  // The entry the last upload went to, linked from the wizard's step 3.
  const [added, setAdded] = useState<number | null>(null)

  const createEntry = useCreateEntry(config)
  const fieldsRef = useRef<HTMLDivElement>(null)

  /** The entry's own fields, checked before anything is sent: errors show on the fields, focus goes to the first. */
  const checkFields = () => {
    const found: Record<string, string> = {}
    if (!title.trim()) found.title = t`Field is required`
    for (const field of config.metadata) if (field.required && !metadata[field.tag]?.trim()) found[field.tag] = t`Field is required`
    flushSync(() => setErrors(found))
    if (!Object.keys(found).length) return true
    const first = fieldsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    first?.scrollIntoView({ block: 'center' })
    first?.focus()
    return false
  }

  const send: SplitSender = async (file, params, context) => {
    if (created.current === null) {
      const values = Object.fromEntries(Object.entries(metadata).filter(([, value]) => value.trim()))
      const entry = await createEntry.mutateAsync({
        title: title.trim(),
        ...(description.trim() ? { description: description.trim() } : {}),
        ...(Object.keys(values).length ? { metadata: values } : {}),
      })
      created.current = entry.dlref
    }
    return uploadEntryDocument(config, created.current, file, params, context)
  }

  return (
    <Stack ref={fieldsRef}>
      <TextField
        label={t`Title`}
        required
        maxLength={200}
        value={title}
        onChange={setTitle}
        isInvalid={Boolean(errors.title)}
        errorMessage={errors.title}
      />
      {config.metadata.map((field) =>
        field.type === 'select' && field.options.length ? (
          <Select
            key={field.tag}
            label={field.label}
            required={field.required}
            options={field.options.map((option) => ({ id: option, label: option }))}
            selectedKey={metadata[field.tag] || null}
            onSelectionChange={(key) => setMetadata((m) => ({ ...m, [field.tag]: key === null ? '' : String(key) }))}
            isInvalid={Boolean(errors[field.tag])}
            errorMessage={errors[field.tag]}
          />
        ) : (
        <TextField
          key={field.tag}
          label={field.label}
          description={field.type === 'date' ? t`YYYY-MM-DD` : undefined}
          required={field.required}
          maxLength={field.maxlength ?? 'none'}
          value={metadata[field.tag] ?? ''}
          onChange={(value) => setMetadata((m) => ({ ...m, [field.tag]: value }))}
          isInvalid={Boolean(errors[field.tag])}
          errorMessage={errors[field.tag]}
        />
        ),
      )}
      <TextArea label={t`Description`} required={false} maxLength={2000} value={description} onChange={setDescription} />
      <SplitWizard
        title={t`Document`}
        send={send}
        beforeUpload={checkFields}
        accept={config.wizard.accept}
        maxFileSize={config.wizard.maxFileSize}
        options={config.wizard}
        onComplete={() => {
          void invalidateLibrary(queryClient, config)
          setAdded(created.current)
          created.current = null
        }}
        completeAction={
          added === null ? undefined : (
            <Link href={`${base}/${added}`} variant="standalone">
              <Trans>Open the new entry</Trans>
            </Link>
          )
        }
        onReset={() => {
          // Only a finished entry clears the form; RESET before that just changes the file.
          if (added === null) return
          setAdded(null)
          setTitle('')
          setDescription('')
          setMetadata({})
          setErrors({})
        }}
      />
    </Stack>
  )
}

/**
 * A document library of the user's menus (`.../doclib/{cmid}`, and `/add` to add to it): the list
 * of entries, and the way to add one with the split wizard.
 */
export function DoclibPage({ mode }: { mode: 'list' | 'add' }) {
  const { t } = useLingui()
  const { title } = usePageHeading()
  const { cmid, base } = useLibraryParams()
  const { data: config } = useSuspenseQuery(libraryConfigQueryOptions(cmid))
  return (
    <>
      <PageHeading
        title={mode === 'add' ? t`Add to ${title}` : undefined}
        actions={
          mode === 'add' ? (
            <Link href={base} variant="standalone">
              <Trans>Back to the library</Trans>
            </Link>
          ) : (
            config.actions.add && (
              <Link href={`${base}/add`} variant="standalone">
                <Trans>Add a document</Trans>
              </Link>
            )
          )
        }
      />
      {mode === 'add' ? <LibraryAdd config={config} base={base} /> : <LibraryList config={config} />}
    </>
  )
}
