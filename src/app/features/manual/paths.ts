import { useRouterState } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { TocNode } from '@shared/contract/qpm-user'
import { usePageCompany } from '@app/shell/usePage'

/** Where the manual's screens are: under /{company}/pages, or under /{company}/fullscreen without the frame. */
export interface ManualPaths {
  /** The screens are shown without the page frame. */
  fullscreen: boolean
  /** A page the server names relative to the pages (a `document_path` such as user/document/12). */
  page: (documentPath: string) => string
  /** The page of a document's entry in the table of contents. */
  entry: (node: Pick<TocNode, 'document_path'>) => string
  document: (id: number) => string
  print: (id: number) => string
  search: (q: string) => string
  /** The table of contents (menu id QPM-DOC), which has no full-screen variant. */
  toc: string
  requiredReadings: string
  bookmarks: string
  settings: string
}

/** The manual's addresses for a company, in the frame or full screen. */
export function manualPaths(company: string, fullscreen: boolean): ManualPaths {
  const base = `/${company}/${fullscreen ? 'fullscreen' : 'pages'}/`
  const page = (documentPath: string) => base + documentPath.replace(/^\/+/, '')
  return {
    fullscreen,
    page,
    entry: (node) => page(node.document_path ?? ''),
    document: (id) => `${base}user/document/${id}`,
    print: (id) => `${base}user/print_document/${id}`,
    search: (q) => `${base}user/search${q ? `?q=${encodeURIComponent(q)}` : ''}`,
    toc: `/${company}/pages/QPM-DOC`,
    requiredReadings: `${base}user/required_readings`,
    bookmarks: `${base}user/bookmarks`,
    settings: `${base}user/settings`,
  }
}

/** The manual's addresses for the page shown: links from a full-screen screen stay full screen. */
export function useManualPaths(): ManualPaths {
  const company = usePageCompany().code
  const fullscreen = useRouterState({ select: (state) => state.location.pathname.startsWith(`/${company}/fullscreen/`) })
  return useMemo(() => manualPaths(company, fullscreen), [company, fullscreen])
}
