import { useLingui } from '@lingui/react/macro'
import { ExternalLink } from 'lucide-react'
import { useCallback } from 'react'
import { useMenuGroup, withMenuGroup } from '../Link'
import { VisuallyHidden } from '../VisuallyHidden'
import type { MenuEntry } from './types'

/** The link attributes of a menu entry: internal paths keep the menu group, external ones open a new window. */
export function useEntryLink() {
  const group = useMenuGroup()
  return useCallback(
    (entry: MenuEntry) => {
      if (!entry.href) return {}
      if (entry.external) return { href: entry.href, target: '_blank', rel: 'noopener noreferrer' }
      return { href: withMenuGroup(entry.href, group) }
    },
    [group],
  )
}

/** The launch icon and hidden words after an external entry's label. */
export function ExternalMark() {
  const { t } = useLingui()
  return (
    <>
      <ExternalLink aria-hidden="true" focusable="false" className="external" />
      <VisuallyHidden> {t`(opens in a new window)`}</VisuallyHidden>
    </>
  )
}

/** Up to two initials of a label, for the collapsed side menu: 'Quality Manual' gives 'QM', 'Reports' 'RE'. */
export function initials(label: string): string {
  const words = label.trim().split(/\s+/).filter(Boolean)
  const text = words.length > 1 ? words.slice(0, 2).map((w) => w.charAt(0)).join('') : (words[0]?.slice(0, 2) ?? '')
  return text.toLocaleUpperCase()
}
