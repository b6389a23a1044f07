import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { CircleHelp, Languages, LogOut, Settings, UserRound, Users } from 'lucide-react'
import { companies, isCompanyCode } from '@shared/companies'
import type { Locale } from '@shared/i18n'
import { useCurrentGroup, useSession, useSessionStore } from '@app/session'
import { Link as AriaLink } from 'react-aria-components'
import styled from 'styled-components'
import { LazyMenuButton } from '@app/ui/Menu/LazyMenuButton'
import { toast } from '@app/ui/Toast'
import { paths } from './paths'

/** A link on the header's colours. */
const HeaderLink = styled(AriaLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.control.md};
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  color: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  cursor: pointer;

  svg {
    width: ${({ theme }) => theme.size.icon.md};
    height: ${({ theme }) => theme.size.icon.md};
  }
  &[data-hovered] {
    text-decoration: underline;
  }
  &[data-focus-visible] {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
  }
`

const LANGUAGES: readonly { id: Locale; label: string }[] = [
  { id: 'en', label: 'English' },
  { id: 'fr', label: 'Français' },
]

/** Chooses the language, saved with `users/switchlang` when signed in. */
function useChooseLanguage() {
  const { t } = useLingui()
  const store = useSessionStore()
  return (lang: Locale) => {
    store.setLanguage(lang).catch(() => toast.negative(t`The language could not be saved.`))
  }
}

/** Makes another of the user's groups the current one and opens its landing page. */
function useChooseGroup() {
  const { t } = useLingui()
  const store = useSessionStore()
  const navigate = useNavigate()
  const { group } = useCurrentGroup()
  return (id: string) => {
    if (id === group?.id) return
    store
      .switchGroup(id)
      .then((next) => navigate({ href: next.landingPage }))
      .catch(() => toast.negative(t`The group could not be changed.`))
  }
}

/** Takes up another stored session: its home, or its login when it has ended. */
function useSwitchSession() {
  const store = useSessionStore()
  const navigate = useNavigate()
  return (key: string) => {
    const target = store.sessions().find((session) => !session.current && session.key === key)
    if (!target) return
    void store.switchSession(target.key).then((outcome) => {
      if (outcome === 'ok') void navigate({ href: paths.home(target.company) })
      else void navigate({ href: paths.login(target.company) })
    })
  }
}

const companyLabel = (code: string) => (isCompanyCode(code) ? companies[code].name : code)

/** English or French (document 1 section 1); signed-in choices are saved with `users/switchlang`. */
export function LanguageSwitch({ compact = false }: { /** Only the icon shows (small screens). */ compact?: boolean }) {
  const { t } = useLingui()
  const chooseLanguage = useChooseLanguage()
  const { lang } = useSession()
  const current = LANGUAGES.find((language) => language.id === lang) ?? LANGUAGES[0]!
  return (
    <LazyMenuButton
      label={compact ? null : current.label}
      aria-label={t`Language: ${current.label}`}
      icon={<Languages />}
      variant="ghost"
      hideChevron={compact}
      placement="bottom end"
      selectionMode="single"
      selectedKeys={[lang]}
      onAction={(key) => chooseLanguage(key as Locale)}
    >
      {({ Item }) =>
        LANGUAGES.map((language) => (
          <Item key={language.id} id={language.id} lang={language.id}>
            {language.label}
          </Item>
        ))
      }
    </LazyMenuButton>
  )
}

/** The current group, and the others a user in several groups can switch to. */
export function GroupSwitcher() {
  const { t } = useLingui()
  const chooseGroup = useChooseGroup()
  const { user } = useSession()
  const { group } = useCurrentGroup()
  if (!user || user.groups.length < 2 || !group) return null
  return (
    <LazyMenuButton
      label={group.name}
      aria-label={t`Group: ${group.name}`}
      icon={<Users />}
      variant="ghost"
      placement="bottom end"
      selectionMode="single"
      selectedKeys={[group.id]}
      onAction={(key) => chooseGroup(String(key))}
    >
      {({ Item }) =>
        user.groups.map((option) => (
          <Item key={option.id} id={option.id}>
            {option.name}
          </Item>
        ))
      }
    </LazyMenuButton>
  )
}

/** The user's menu: preferences, the other stored sessions, another sign-in and sign-out. */
export function UserMenu({ company, onToggleTopMenu, topMenuHidden }: { company: string; onToggleTopMenu: () => void; topMenuHidden: boolean }) {
  const { t } = useLingui()
  const store = useSessionStore()
  const switchSession = useSwitchSession()
  const { user } = useSession()
  if (!user) return <SignInLink company={company} />
  const name = userName(user.profile)
  const others = store.sessions().filter((session) => !session.current)
  return (
    <LazyMenuButton
      label={name}
      aria-label={t`Account of ${name}`}
      icon={<UserRound />}
      variant="ghost"
      placement="bottom end"
      onAction={(key) => {
        const action = String(key)
        if (action === 'toggle-top-menu') return onToggleTopMenu()
        if (action.startsWith('session:')) switchSession(action.slice('session:'.length))
      }}
    >
      {({ Item, Section }) => (
        <>
          <Item id="preferences" href={`/${company}/pages/UA-PREF`} icon={<Settings />}>
            {t`User Preferences`}
          </Item>
          <Item id="toggle-top-menu">{topMenuHidden ? t`Show the main menu` : t`Hide the main menu`}</Item>
          {others.length > 0 && (
            <Section title={t`Switch session`}>
              {others.map((session) => (
                <Item key={session.key} id={`session:${session.key}`} textValue={`${session.name} ${session.company}`}>
                  {`${session.name} (${companyLabel(session.company)})`}
                </Item>
              ))}
            </Section>
          )}
          <Item id="another" href={paths.login(company)}>
            {t`Sign in to another account`}
          </Item>
          <Item id="logout" href={`/${company}/logout`} icon={<LogOut />}>
            {t`Sign out`}
          </Item>
        </>
      )}
    </LazyMenuButton>
  )
}

/** The help page of the current top menu entry. */
export function HelpLink({ href, compact = false }: { href: string; /** Only the icon shows (small screens). */ compact?: boolean }) {
  const { t } = useLingui()
  return (
    <HeaderLink href={href} aria-label={compact ? t`Help` : undefined}>
      <CircleHelp aria-hidden="true" />
      {!compact && t`Help`}
    </HeaderLink>
  )
}

/** The link to the sign-in page that visitors see in place of the user menu. */
function SignInLink({ company }: { company: string }) {
  const { t } = useLingui()
  return (
    <HeaderLink href={paths.login(company)}>
      <UserRound aria-hidden="true" />
      {t`Sign in`}
    </HeaderLink>
  )
}

function userName(profile: { MT_FNAME: string; MT_LNAME: string; MT_UID: string }): string {
  return `${profile.MT_FNAME} ${profile.MT_LNAME}`.trim() || profile.MT_UID
}

/**
 * The header's controls on small screens, in one menu: the group, the language, the help page and the
 * user's own entries. Visitors get the language and the sign-in link.
 */
export function CompactMenu({ company, help }: { company: string; help?: string | undefined }) {
  const { t } = useLingui()
  const store = useSessionStore()
  const chooseGroup = useChooseGroup()
  const chooseLanguage = useChooseLanguage()
  const switchSession = useSwitchSession()
  const { user, lang } = useSession()
  const { group } = useCurrentGroup()
  if (!user) {
    return (
      <>
        {help && <HelpLink href={help} compact />}
        <LanguageSwitch compact />
        <SignInLink company={company} />
      </>
    )
  }
  const name = userName(user.profile)
  const groups = group && user.groups.length > 1 ? user.groups : []
  const others = store.sessions().filter((session) => !session.current)
  return (
    <LazyMenuButton
      label={null}
      aria-label={t`Account of ${name}`}
      icon={<UserRound />}
      variant="ghost"
      hideChevron
      placement="bottom end"
      onAction={(key) => {
        const action = String(key)
        if (action.startsWith('group:')) chooseGroup(action.slice('group:'.length))
        else if (action.startsWith('lang:')) chooseLanguage(action.slice('lang:'.length) as Locale)
        else if (action.startsWith('session:')) switchSession(action.slice('session:'.length))
      }}
    >
      {({ Item, Section }) => (
        <>
          <Section title={name}>
            <Item id="preferences" href={`/${company}/pages/UA-PREF`} icon={<Settings />}>
              {t`User Preferences`}
            </Item>
            {help ? (
              <Item id="help" href={help} icon={<CircleHelp />}>
                {t`Help`}
              </Item>
            ) : null}
          </Section>
          {groups.length > 0 ? (
            <Section title={t`Group`} selectionMode="single" selectedKeys={[`group:${group!.id}`]}>
              {groups.map((option) => (
                <Item key={option.id} id={`group:${option.id}`} icon={<Users />}>
                  {option.name}
                </Item>
              ))}
            </Section>
          ) : null}
          <Section title={t`Language`} selectionMode="single" selectedKeys={[`lang:${lang}`]}>
            {LANGUAGES.map((language) => (
              <Item key={language.id} id={`lang:${language.id}`} lang={language.id}>
                {language.label}
              </Item>
            ))}
          </Section>
          {others.length > 0 ? (
            <Section title={t`Switch session`}>
              {others.map((session) => (
                <Item key={session.key} id={`session:${session.key}`} textValue={`${session.name} ${session.company}`}>
                  {`${session.name} (${companyLabel(session.company)})`}
                </Item>
              ))}
            </Section>
          ) : null}
          <Section aria-label={t`Signing in and out`}>
            <Item id="another" href={paths.login(company)}>
              {t`Sign in to another account`}
            </Item>
            <Item id="logout" href={`/${company}/logout`} icon={<LogOut />}>
              {t`Sign out`}
            </Item>
          </Section>
        </>
      )}
    </LazyMenuButton>
  )
}
