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

/** English or French (document 1 section 1); signed-in choices are saved with `users/switchlang`. */
export function LanguageSwitch() {
  const { t } = useLingui()
  const store = useSessionStore()
  const { lang } = useSession()
  const current = LANGUAGES.find((language) => language.id === lang) ?? LANGUAGES[0]!
  return (
    <LazyMenuButton
      label={current.label}
      aria-label={t`Language: ${current.label}`}
      icon={<Languages />}
      variant="ghost"
      placement="bottom end"
      selectionMode="single"
      selectedKeys={[lang]}
      onAction={(key) => {
        store.setLanguage(key as Locale).catch(() => toast.negative(t`The language could not be saved.`))
      }}
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
  const store = useSessionStore()
  const navigate = useNavigate()
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
      onAction={(key) => {
        if (key === group.id) return
        store
          .switchGroup(String(key))
          .then((next) => navigate({ href: next.landingPage }))
          .catch(() => toast.negative(t`The group could not be changed.`))
      }}
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
  const navigate = useNavigate()
  const { user } = useSession()
  if (!user) {
    return (
      <HeaderLink href={paths.login(company)}>
        <UserRound aria-hidden="true" />
        {t`Sign in`}
      </HeaderLink>
    )
  }
  const name = `${user.profile.MT_FNAME} ${user.profile.MT_LNAME}`.trim() || user.profile.MT_UID
  const others = store.sessions().filter((session) => !session.current)
  const companyLabel = (code: string) => (isCompanyCode(code) ? companies[code].name : code)
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
        if (action.startsWith('session:')) {
          const target = others.find((session) => `session:${session.key}` === action)
          if (!target) return
          void store.switchSession(target.key).then((outcome) => {
            if (outcome === 'ok') void navigate({ href: paths.home(target.company) })
            else void navigate({ href: paths.login(target.company) })
          })
        }
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
export function HelpLink({ href }: { href: string }) {
  const { t } = useLingui()
  return (
    <HeaderLink href={href}>
      <CircleHelp aria-hidden="true" />
      {t`Help`}
    </HeaderLink>
  )
}
