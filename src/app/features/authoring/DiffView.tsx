import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import styled from 'styled-components'
import { ErrorState } from '@app/ui/ErrorState'
import { Spinner } from '@app/ui/Spinner'
import { VisuallyHidden } from '@app/ui/VisuallyHidden'
import { type StagingDiff, stagingDiffQueryOptions } from './api'

const Parts = styled.div`
  max-width: 48em;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};

  ins {
    background: ${({ theme }) => theme.color.success.subtle};
    color: ${({ theme }) => theme.color.text.success};
    text-decoration: underline;
    text-decoration-thickness: ${({ theme }) => theme.border.width.thick};
  }
  del {
    background: ${({ theme }) => theme.color.danger.subtle};
    color: ${({ theme }) => theme.color.text.danger};
    text-decoration: line-through;
  }
`

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  h3,
  h4,
  p {
    margin: 0;
  }
  h3 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
  h4 {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.text.muted};
  }
  .note {
    color: ${({ theme }) => theme.color.text.muted};
  }
`

/** Kept, inserted and deleted words: `<ins>` and `<del>` with their names said, not shown by colour alone. */
export function DiffParts({ parts, lang }: { parts: StagingDiff['body']; lang?: string }) {
  const { t } = useLingui()
  return (
    <Parts lang={lang}>
      {parts.map((part, index) =>
        part.kind === 'added' ? (
          <ins key={index}>
            <VisuallyHidden>{t`[inserted:`} </VisuallyHidden>
            {part.text}
            <VisuallyHidden>{t`]`}</VisuallyHidden>
          </ins>
        ) : part.kind === 'removed' ? (
          <del key={index}>
            <VisuallyHidden>{t`[deleted:`} </VisuallyHidden>
            {part.text}
            <VisuallyHidden>{t`]`}</VisuallyHidden>
          </del>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Parts>
  )
}

/** What a draft changes against the last published revision of its language. */
export function DiffContent({ diff }: { diff: StagingDiff }) {
  const { t } = useLingui()
  const base = diff.base
  return (
    <>
      <p className="note">
        {base
          ? t`Compared with revision ${base.number}, in force since ${base.effective_date ?? '—'}. Inserted words are underlined, deleted words struck through.`
          : t`This language was never published: the whole text is new.`}
      </p>
      {!diff.changed && <p>{t`The draft is the same as the published revision.`}</p>}
      <h4>{t`Title`}</h4>
      <DiffParts parts={diff.title} lang={diff.lang} />
      <h4>{t`Text`}</h4>
      <DiffParts parts={diff.body} lang={diff.lang} />
    </>
  )
}

/** The "What changed" panel of a draft, read from the server. */
export function DiffPanel({ nodeId, stagingId, headingId }: { nodeId: number; stagingId: number; headingId: string }) {
  const { t } = useLingui()
  const diff = useQuery(stagingDiffQueryOptions(nodeId, stagingId))
  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>{t`What changed`}</h3>
      {diff.isPending ? (
        <Spinner label={t`Comparing with the published revision`} />
      ) : diff.isError ? (
        <ErrorState headingLevel={4} message={t`The differences could not be loaded.`} onRetry={() => void diff.refetch()} />
      ) : (
        <DiffContent diff={diff.data} />
      )}
    </Section>
  )
}
