import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Save } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import styled from 'styled-components'
import { DEFAULT_DOCUMENT_TEXT_SIZE, DOCUMENT_TEXT_SIZES } from '@shared/constants'
import { Button } from '@app/ui/Button'
import { Card } from '@app/ui/Card'
import { ErrorState } from '@app/ui/ErrorState'
import { RadioGroup } from '@app/ui/RadioGroup'
import { Spinner } from '@app/ui/Spinner'
import { toast } from '@app/ui/Toast'
import { PageHeading } from '@app/shell/PageHeading'
import { type ManualSettings, settingsQueryOptions, useSaveSettings } from './api'

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  max-width: 40rem;

  .actions {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
  }
`

const Sample = styled.p<{ $size: number }>`
  margin: 0;
  font-size: calc(${({ $size }) => $size} / 16 * 1rem);
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
`

/** The sizes offered, in steps of 2 px from the smallest to the largest the server accepts. */
export const TEXT_SIZE_CHOICES: readonly number[] = Array.from(
  { length: (DOCUMENT_TEXT_SIZES.max - DOCUMENT_TEXT_SIZES.min) / 2 + 1 },
  (_, index) => DOCUMENT_TEXT_SIZES.min + index * 2,
)

function SettingsForm({ settings }: { settings: ManualSettings }) {
  const { t } = useLingui()
  const save = useSaveSettings()
  const [size, setSize] = useState(String(settings.text_size))
  const [language, setLanguage] = useState<string>(settings.language)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(
      { text_size: Number(size), language: language === 'fr' ? 'fr' : 'en' },
      {
        onSuccess: () => toast.positive(t`Your reading settings are saved.`),
        onError: () => toast.negative(t`Your reading settings could not be saved. Try again.`),
      },
    )
  }
  const sizes = TEXT_SIZE_CHOICES.map((value) => ({
    value: String(value),
    label: value === DEFAULT_DOCUMENT_TEXT_SIZE ? t`${value} px (default)` : t`${value} px`,
  }))
  return (
    <Form onSubmit={submit} aria-label={t`Reading settings`}>
      <Card title={t`Text size of documents`} headingLevel={2}>
        <RadioGroup
          label={t`Text size`}
          labelHidden
          required
          orientation="horizontal"
          options={sizes}
          value={size}
          onChange={setSize}
        />
        <Sample $size={Number(size)} aria-hidden="true">
          <Trans>Inspect every pallet at the dock before it is loaded.</Trans>
        </Sample>
      </Card>
      <Card title={t`Language of documents`} headingLevel={2}>
        <RadioGroup
          label={t`Language of documents`}
          labelHidden
          description={t`Documents are shown in this language when they are published in it, whatever the language of the portal.`}
          required
          // Each language is named in itself (an autonym), whatever the language of the portal.
          options={[
            { value: 'en', label: <span lang="en">English</span> },
            { value: 'fr', label: <span lang="fr">Français</span> },
          ]}
          value={language}
          onChange={setLanguage}
        />
      </Card>
      <div className="actions">
        <Button type="submit" variant="primary" icon={<Save />} isPending={save.isPending}>
          {t`Save`}
        </Button>
      </div>
    </Form>
  )
}

/** user/settings: the text size and the language of documents, saved on the server. */
export function SettingsPage() {
  const { t } = useLingui()
  const query = useQuery(settingsQueryOptions())
  return (
    <>
      <PageHeading />
      {query.isPending ? (
        <Spinner label={t`Loading your settings`} />
      ) : query.isError ? (
        <ErrorState
          message={t`Your settings could not be loaded.`}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : (
        <SettingsForm settings={query.data} />
      )}
    </>
  )
}
