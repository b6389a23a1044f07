import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, ArrowRight, Bookmark, BookmarkCheck, Download, FileDown, MessageSquarePlus, Printer } from 'lucide-react'
import { useId, useState } from 'react'
import { Disclosure, DisclosurePanel, Heading, Button as AriaButton } from 'react-aria-components'
import styled, { useTheme } from 'styled-components'
import { breakpointUp } from '@app/theme/media'
import { Badge } from '@app/ui/Badge'
import { Breadcrumbs, type BreadcrumbItem } from '@app/ui/Breadcrumbs'
import { Button, buttonStyles } from '@app/ui/Button'
import { ErrorState } from '@app/ui/ErrorState'
import { FileSize } from '@app/ui/FileSize'
import { Link, LinkBase } from '@app/ui/Link'
import { Spinner } from '@app/ui/Spinner'
import { toast } from '@app/ui/Toast'
import { PageHeading } from '@app/shell/PageHeading'
import { Acknowledgement, ReadingNotice } from './Acknowledgement'
import {
  documentQueryOptions,
  downloadAttachment,
  downloadDocument,
  type ManualDocument,
  manualConfigQueryOptions,
  settingsQueryOptions,
  tableOfContentsQueryOptions,
  useBookmark,
} from './api'
import { ChangeRequestDialog } from './ChangeRequestDialog'
import { DocumentBody } from './DocumentBody'
import { useManualPaths } from './paths'
import { Chevron } from './styles'
import { TocTree } from './TocTree'

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};

  ${breakpointUp('md')} {
    grid-template-columns: minmax(14rem, 18rem) minmax(0, 1fr);
    align-items: start;
  }
`

const Aside = styled.aside`
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  .toggle {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    width: 100%;
    padding: ${({ theme }) => theme.space.xs};
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: none;
    color: ${({ theme }) => theme.color.text.default};
    font: inherit;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    cursor: pointer;
    outline: none;
  }
  .toggle[data-focus-visible] {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
  }
  .panel {
    padding-top: ${({ theme }) => theme.space.md};
  }
`

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;

  .eyebrow {
    margin: 0 0 calc(-1 * ${({ theme }) => theme.space.md});
    color: ${({ theme }) => theme.color.text.muted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.color.text.muted};
  }
  dd {
    margin: 0;
  }
  .tags {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
  .note {
    margin: 0;
    color: ${({ theme }) => theme.color.text.muted};
  }
  h2.section {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  .files {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .files li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
  .files .meta {
    color: ${({ theme }) => theme.color.text.muted};
  }
  .pager ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    margin: 0;
    padding: ${({ theme }) => theme.space.md} 0 0;
    border-top: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
    list-style: none;
  }
  .pager .next {
    margin-inline-start: auto;
    text-align: end;
  }
`

/** A link that looks like the toolbar's buttons (the print layout is a page of its own). */
const ButtonLink = styled(LinkBase)`
  ${buttonStyles}
  text-decoration: none;
`

/** The table of contents beside the document: open on wide screens, folded on small ones. */
function ContentsPanel({ currentId }: { currentId: number }) {
  const { t } = useLingui()
  const paths = useManualPaths()
  const theme = useTheme()
  const toc = useQuery(tableOfContentsQueryOptions())
  // Open beside the document on wide screens, folded above it on small ones (decided once, when shown).
  const [expanded, setExpanded] = useState(
    () => typeof window.matchMedia !== 'function' || window.matchMedia(`(min-width: ${theme.breakpoint.md})`).matches,
  )
  return (
    <Aside aria-label={t`Contents of the manual`}>
      <Disclosure isExpanded={expanded} onExpandedChange={setExpanded}>
        <Heading level={2}>
          <AriaButton slot="trigger" className="toggle">
            <Chevron aria-hidden="true" data-open={expanded || undefined} />
            {t`Contents`}
          </AriaButton>
        </Heading>
        <DisclosurePanel className="panel">
          {toc.isPending ? (
            <Spinner label={t`Loading the contents`} />
          ) : toc.isError ? (
            <ErrorState headingLevel={3} message={t`The contents could not be loaded.`} onRetry={() => void toc.refetch()} />
          ) : (
            <TocTree
              nodes={toc.data.nodes}
              currentId={currentId}
              hrefOf={paths.entry}
              label={t`Contents of the manual`}
            />
          )}
        </DisclosurePanel>
      </Disclosure>
    </Aside>
  )
}

const languageName = (language: string, t: ReturnType<typeof useLingui>['t']) => (language === 'fr' ? t`French` : t`English`)

export interface DocumentViewProps {
  document: ManualDocument
  /** The reader's text size (px). */
  textSize?: number
  /** The reader's documents' language. */
  wantedLanguage?: string
  /** The manual's name, the first crumb. */
  manualTitle?: string
}

/**
 * A document of the manual: breadcrumbs, title and revision details, the reading asked of the reader,
 * the tools (bookmark, print, download, change request), the text, its files, and the documents before
 * and after it.
 */
export function DocumentView({ document, textSize, wantedLanguage, manualTitle }: DocumentViewProps) {
  const { t } = useLingui()
  const paths = useManualPaths()
  const bookmark = useBookmark(document.id)
  const [requesting, setRequesting] = useState(false)
  const [comment, setComment] = useState('')
  const [downloading, setDownloading] = useState(false)
  const titleId = useId()
  const filesId = useId()

  const crumbs: BreadcrumbItem[] = [
    { id: 'manual', label: manualTitle ?? t`Quality Manual`, href: paths.toc },
    ...document.path.map((section) => ({
      id: `section-${section.id}`,
      label: section.title,
      href: `${paths.toc}?section=${section.id}`,
    })),
    { id: 'document', label: document.title },
  ]
  const toggleBookmark = () =>
    bookmark.mutate(!document.bookmarked, {
      onSuccess: (added) => toast.positive(added ? t`Added to your bookmarks.` : t`Removed from your bookmarks.`),
      onError: () => toast.negative(t`The bookmark could not be changed. Try again.`),
    })
  const download = async () => {
    setDownloading(true)
    try {
      await downloadDocument(document.id)
    } catch {
      toast.negative(t`Failed to download the file.`)
    } finally {
      setDownloading(false)
    }
  }
  const downloadFile = async (file: string) => {
    try {
      await downloadAttachment(document.id, file)
    } catch {
      toast.negative(t`Failed to download the file.`)
    }
  }
  const otherLanguage = wantedLanguage && wantedLanguage !== document.language
  const served = languageName(document.language, t)
  const wanted = wantedLanguage ? languageName(wantedLanguage, t) : ''
  const revision = document.revision

  return (
    <Article aria-labelledby={titleId}>
      <Breadcrumbs items={crumbs} />
      {document.number && <p className="eyebrow">{document.number}</p>}
      <PageHeading
        title={
          <span id={titleId} lang={document.language}>
            {document.title}
          </span>
        }
      />
      {document.required_reading && <ReadingNotice reading={document.required_reading} />}
      {otherLanguage && (
        <p className="note">
          <Trans>
            This document is not published in {wanted}: it is shown in {served}.
          </Trans>
        </p>
      )}
      <dl>
        <dt>{t`Revision`}</dt>
        <dd>
          {revision}
          {document.significant && (
            <>
              {' '}
              <Badge variant="info">{t`Significant change`}</Badge>
            </>
          )}
        </dd>
        {document.summary && (
          <>
            <dt>{t`What changed`}</dt>
            <dd>{document.summary}</dd>
          </>
        )}
        <dt>{t`Effective date`}</dt>
        <dd>{document.effective_date ?? '—'}</dd>
        <dt>{t`Owner`}</dt>
        <dd>{document.owner?.name || document.owner?.username || '—'}</dd>
        <dt>{t`Process category`}</dt>
        <dd>{document.process_category?.name ?? '—'}</dd>
        <dt>{t`Tags`}</dt>
        <dd>
          {document.tags.length ? (
            <ul className="tags">
              {document.tags.map((tag) => (
                <li key={tag.id}>
                  <Badge>{tag.name}</Badge>
                </li>
              ))}
            </ul>
          ) : (
            '—'
          )}
        </dd>
      </dl>
      <div className="toolbar">
        <Button
          icon={document.bookmarked ? <BookmarkCheck /> : <Bookmark />}
          aria-pressed={document.bookmarked}
          isPending={bookmark.isPending}
          onPress={toggleBookmark}
        >
          {t`Bookmark`}
        </Button>
        <ButtonLink href={paths.print(document.id)} data-variant="secondary" data-size="md">
          <Printer aria-hidden="true" focusable="false" />
          {t`Print`}
        </ButtonLink>
        <Button icon={<FileDown />} isPending={downloading} onPress={() => void download()}>
          {t`Download PDF`}
        </Button>
        <Button icon={<MessageSquarePlus />} onPress={() => setRequesting(true)}>
          {t`Request a change`}
        </Button>
      </div>
      <DocumentBody html={document.body} textSize={textSize} lang={document.language} />
      {document.attachments.length > 0 && (
        <section aria-labelledby={filesId}>
          <h2 className="section" id={filesId}>
            {t`Attached files`}
          </h2>
          <ul className="files">
            {document.attachments.map((file) => (
              <li key={file.id}>
                <Button size="sm" variant="ghost" icon={<Download />} onPress={() => void downloadFile(file.id)}>
                  {file.title || file.filename}
                </Button>
                <span className="meta">
                  {file.filename} · <FileSize bytes={file.size} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Acknowledgement document={document} />
      {(document.previous || document.next) && (
        <nav className="pager" aria-label={t`Previous and next documents`}>
          <ul>
            {document.previous && (
              <li>
                <Link href={paths.page(document.previous.document_path)} variant="standalone">
                  <ArrowLeft aria-hidden="true" focusable="false" />
                  <span>
                    {t`Previous:`} {document.previous.title}
                  </span>
                </Link>
              </li>
            )}
            {document.next && (
              <li className="next">
                <Link href={paths.page(document.next.document_path)} variant="standalone">
                  <span>
                    {t`Next:`} {document.next.title}
                  </span>
                  <ArrowRight aria-hidden="true" focusable="false" />
                </Link>
              </li>
            )}
          </ul>
        </nav>
      )}
      <ChangeRequestDialog
        document={document}
        isOpen={requesting}
        onOpenChange={setRequesting}
        comment={comment}
        onCommentChange={setComment}
      />
    </Article>
  )
}

/** The document page of user/document/{id} and of the catch-all (QPM-DOC), with the contents beside it. */
export function DocumentPage({ id }: { id: number }) {
  const { t } = useLingui()
  const query = useQuery(documentQueryOptions(id))
  const settings = useQuery(settingsQueryOptions())
  const config = useQuery(manualConfigQueryOptions())
  return (
    <Layout>
      <ContentsPanel currentId={id} />
      {query.isPending ? (
        <Spinner label={t`Loading the document`} />
      ) : query.isError ? (
        <div>
          <PageHeading />
          <ErrorState
            message={t`The document could not be loaded.`}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        </div>
      ) : (
        <DocumentView
          document={query.data}
          textSize={settings.data?.text_size}
          wantedLanguage={settings.data?.language}
          manualTitle={config.data?.manual_title}
        />
      )}
    </Layout>
  )
}
