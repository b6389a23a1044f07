import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, Printer } from 'lucide-react'
import { useState } from 'react'
import styled, { createGlobalStyle, useTheme } from 'styled-components'
import { SkinProvider } from '@app/theme'
import { formatInstant } from '@shared/format'
import { Button } from '@app/ui/Button'
import { ErrorState } from '@app/ui/ErrorState'
import { Link } from '@app/ui/Link'
import { Spinner } from '@app/ui/Spinner'
import { PageHeading } from '@app/shell/PageHeading'
import { documentQueryOptions, type ManualDocument, manualConfigQueryOptions, settingsQueryOptions } from './api'
import { DocumentBody } from './DocumentBody'
import { useManualPaths } from './paths'

// On paper only the document is printed: the page frame (header, menus, footer) and the screen's tools
// are left out, and the footer with the revision repeats at the bottom of every sheet.
const PrintOnly = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden;
    }
    [data-print-root],
    [data-print-root] * {
      visibility: visible;
    }
    [data-print-root] {
      position: absolute;
      inset: 0 0 auto 0;
    }
  }
`

const Sheet = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 48rem;
  padding: ${({ theme }) => theme.space.xl};
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};

  header {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    padding-bottom: ${({ theme }) => theme.space.md};
    border-bottom: ${({ theme }) => theme.border.width.thick} solid ${({ theme }) => theme.color.text.default};
  }
  header p {
    margin: 0;
  }
  .manual {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.text.muted};
  }
  .title {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.lg};
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
  }
  footer {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding-top: ${({ theme }) => theme.space.sm};
    border-top: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.strong};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .uncontrolled {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-transform: uppercase;
  }

  @media print {
    max-width: none;
    padding: 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.color.text.default};

    footer {
      position: fixed;
      inset: auto 0 0 0;
      background: ${({ theme }) => theme.color.surface.default};
    }
  }
`

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};

  @media print {
    display: none;
  }
`

export interface PrintSheetProps {
  document: ManualDocument
  manualTitle?: string
  textSize?: number
  /** When the sheet was printed (ISO instant); now by default. */
  printedAt?: string
}

/**
 * The print layout of a document: its identification, text, and an "uncontrolled when printed" footer.
 * Paper is light: the sheet takes the light theme of the company's skin whatever the screen's mode.
 */
export function PrintSheet(props: PrintSheetProps) {
  const { skin } = useTheme()
  return (
    <SkinProvider skin={skin} mode="light" global={false}>
      <Sheet data-print-root="">
        <SheetContent {...props} />
      </Sheet>
    </SkinProvider>
  )
}

function SheetContent({ document, manualTitle, textSize, printedAt }: PrintSheetProps) {
  const { t } = useLingui()
  // The moment the sheet was drawn, kept as it is while the page stays open.
  const [printed] = useState(() => formatInstant(printedAt ?? new Date().toISOString(), 'YYYY-MM-DD HH:mm'))
  const { revision } = document
  return (
    <>
      <header>
        {manualTitle && <p className="manual">{manualTitle}</p>}
        <h2 className="title" lang={document.language}>
          {[document.number, document.title].filter(Boolean).join(' ')}
        </h2>
        <dl>
          <dt>{t`Revision`}</dt>
          <dd>{revision}</dd>
          <dt>{t`Effective date`}</dt>
          <dd>{document.effective_date ?? '—'}</dd>
          <dt>{t`Owner`}</dt>
          <dd>{document.owner?.name || '—'}</dd>
        </dl>
      </header>
      <DocumentBody html={document.body} textSize={textSize} lang={document.language} />
      <footer>
        <span className="uncontrolled">
          <Trans>Uncontrolled when printed</Trans>
        </span>
        <span>{[document.number, t`Revision ${revision}`, t`Printed ${printed}`].filter(Boolean).join(' · ')}</span>
      </footer>
    </>
  )
}

/** user/print_document/{id}: the document laid out for paper, with a Print button. */
export function PrintDocumentPage({ id, printedAt }: { id: number; printedAt?: string }) {
  const { t } = useLingui()
  const paths = useManualPaths()
  const query = useQuery(documentQueryOptions(id))
  const settings = useQuery(settingsQueryOptions())
  const config = useQuery(manualConfigQueryOptions())
  return (
    <>
      <PrintOnly />
      <Tools>
        <PageHeading
          actions={
            <>
              <Link href={paths.document(id)} variant="standalone">
                <ArrowLeft aria-hidden="true" focusable="false" />
                {t`Back to the document`}
              </Link>
              <Button variant="primary" icon={<Printer />} onPress={() => window.print()} isDisabled={!query.data}>
                {t`Print`}
              </Button>
            </>
          }
        />
      </Tools>
      {query.isPending ? (
        <Spinner label={t`Loading the document`} />
      ) : query.isError ? (
        <ErrorState
          message={t`The document could not be loaded.`}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : (
        <PrintSheet
          document={query.data}
          manualTitle={config.data?.manual_title}
          textSize={settings.data?.text_size}
          printedAt={printedAt}
        />
      )}
    </>
  )
}
