import { createHash } from 'node:crypto'
import { isCompanyCode } from '@shared/companies'
import { ACCESS_COOKIE_SUFFIX, FIRST_VIEW_ID, storageKeys } from '@shared/constants'
import type { Locale } from '@shared/i18n'

const locales: readonly Locale[] = ['en', 'fr']

/** What the build keeps beside index.html (scripts/first-view.ts). */
export const FIRST_VIEW_FILE = '.vite/first-view.json'

/** The route that has a first view: the company's sign-in page. */
export const FIRST_VIEW_ROUTE = '/$company/login'

/** A page as the app draws it: the markup of its root and the styles that markup uses. */
export interface FirstView {
  html: string
  css: string
}

/** First views per company and language. */
export type FirstViews = Record<string, Partial<Record<Locale, FirstView>>>

/** Characters that would end the element they are written in. */
const safeInStyle = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1')

/**
 * The script after the first view: it removes it at once where the app may draw the page in another
 * language, a tab that chose another language or that holds a session (the profile's language counts
 * then); a `lang` in the address decides alone, for the app and the server alike.
 */
export function firstViewScript(locale: Locale): string {
  const { local, tab } = storageKeys
  return (
    `try{var s=sessionStorage,l=JSON.parse(s.getItem(${JSON.stringify(tab.cachedLang)})||'null');` +
    `if(!/[?&]lang=/.test(location.search)&&(s.getItem(${JSON.stringify(tab.auth)})||localStorage.getItem(${JSON.stringify(local.sessions)})||(l&&String(l).slice(0,2).toLowerCase()!==${JSON.stringify(locale)})))` +
    `document.getElementById(${JSON.stringify(FIRST_VIEW_ID)}).remove()}catch(e){}`
  )
}

/** The template that holds the app's script and module preloads of a page with a first view. */
export const FIRST_VIEW_SCRIPTS_ID = 'first-view-scripts'

/**
 * The script that asks for the app's scripts once the first view is on screen: after the browser reports
 * its first contentful paint (a frame drawn earlier may hold no text yet, while the type or the styles
 * come), or the frame after the next where it does not report paints, and at once in a tab that is not
 * shown (which draws nothing) or where the view was put away (the app alone draws that page). The page is
 * drawn with the styles and type alone, and what it shows does not wait on a download that cannot change
 * it. Each tag of the template is made again in the page's head, where a script made by a script runs.
 * Two seconds at most: a paint never reported does not keep the app away.
 */
export const FIRST_VIEW_LOADER =
  `(function(){var d=document,done=0;function go(){if(done++)return;var t=d.getElementById(${JSON.stringify(FIRST_VIEW_SCRIPTS_ID)});if(!t)return;` +
  'for(var n=t.content.firstElementChild;n;n=n.nextElementSibling){var e=d.createElement(n.localName);' +
  'for(var i=0;i<n.attributes.length;i++)e.setAttribute(n.attributes[i].name,n.attributes[i].value);d.head.appendChild(e)}t.remove()}' +
  `if(d.visibilityState==='hidden'||!d.getElementById(${JSON.stringify(FIRST_VIEW_ID)}))return go();` +
  "d.addEventListener('visibilitychange',go);setTimeout(go,2000);var P=window.PerformanceObserver;" +
  "if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0)new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true});" +
  'else requestAnimationFrame(function(){setTimeout(go,0)})})()'

const hashSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`

/** The Content-Security-Policy sources that let the first view's scripts run, and no other inline script. */
export function firstViewScriptSources(): string[] {
  return [...locales.map((locale) => hashSource(firstViewScript(locale))), hashSource(FIRST_VIEW_LOADER)]
}

const SCRIPT_TAGS = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g

/**
 * The page with its first view: over the app's root, with the app's script and preloads moved from the head
 * into a template that the loader above reads once the view is drawn.
 */
export function withFirstView(html: string, view: FirstView, locale: Locale): string {
  const scripts = (html.match(SCRIPT_TAGS) ?? []).map((tag) => tag.trim())
  const rest = html.replace(SCRIPT_TAGS, '')
  const loader = scripts.length
    ? `<template id="${FIRST_VIEW_SCRIPTS_ID}">${scripts.join('')}</template><script>${FIRST_VIEW_LOADER}</script>`
    : ''
  return rest.replace('<div id="root">', () => `${firstViewMarkup(view, locale)}${loader}<div id="root">`)
}

/**
 * The page the browser shows before the scripts run, as markup for the page's body. It lies over the
 * app's root in a closed shadow root: it cannot be used (inert), is not read out, does not mix with the
 * app's own elements and styles, and moves nothing when the app removes it.
 */
export function firstViewMarkup(view: FirstView, locale: Locale): string {
  return (
    `<div id="${FIRST_VIEW_ID}" inert aria-hidden="true" style="position:absolute;top:0;left:0;right:0;min-height:100%;z-index:1">` +
    `<template shadowrootmode="closed"><style>${safeInStyle(view.css)}</style>${view.html}</template></div>` +
    `<script>${firstViewScript(locale)}</script>` +
    // Without scripts the app never comes: its message is shown instead.
    `<noscript><style>#${FIRST_VIEW_ID}{display:none}</style></noscript>`
  )
}

/** Whether a sign-on cookie of the company came with the request: the app signs in with it and goes on. */
export function hasSignOnCookie(company: string, cookieNames: readonly string[]): boolean {
  return cookieNames.includes(`${company}${ACCESS_COOKIE_SUFFIX}`)
}

/** The company's first view in the page's language, if the build made one. */
export function firstViewFor(views: FirstViews, company: string, locale: Locale): FirstView | undefined {
  return isCompanyCode(company) ? views[company]?.[locale] : undefined
}
