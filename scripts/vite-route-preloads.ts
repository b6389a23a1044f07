import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import type { PagePreloads, RoutePreload } from '../src/server/http/app-page.ts'

/** Where the build writes the table the server reads (src/server/http/app-page.ts); never served. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json'

/** The parts of a route file the router splits off that a page draws with: not its error pages. */
const FIRST_PARTS = new Set(['component', 'loader'])

function routeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return routeFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The path a route id answers: pathless layouts (`_frame`) and groups (`(admin)`) take no segment. */
export function routePath(id: string): string {
  const segments = id.split('/').filter((segment) => !segment.startsWith('_') && !/^\(.*\)$/.test(segment))
  const path = segments.join('/')
  return path.startsWith('/') ? path : `/${path}`
}

/**
 * Writes what each page of the app needs on top of the entry, for the server to name as modulepreload
 * links in the page it answers for that path, so that it loads beside the entry instead of after it:
 * - for every page route, its own component and loader chunks, those of the layouts around it, and
 *   everything they import;
 * - for every language, its message catalogs: the first one every page loads, and the rest, which
 *   pages other than sign-in and home (routes without `firstMessages`) load before they are drawn.
 */
export function routePreloads(options: { routesDirectory: string; localesDirectory: string }): Plugin {
  const routesFolder = resolve(options.routesDirectory)
  const localesFolder = resolve(options.localesDirectory)
  return {
    name: 'route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []))
      const entry = chunks.find((chunk) => chunk.isEntry)
      if (!entry) return
      const withImports = (names: string[], seen = new Set<string>()) => {
        for (const name of names) {
          if (seen.has(name)) continue
          seen.add(name)
          const chunk = bundle[name]
          if (chunk?.type === 'chunk') withImports(chunk.imports, seen)
        }
        return seen
      }
      const initial = withImports([entry.fileName])
      /** The chunks with what they import, as URLs, less what the entry loads already. */
      const urls = (names: string[]) => [...withImports(names)].filter((name) => !initial.has(name)).sort().map((name) => `/${name}`)

      // The chunks the router split off each route file, and each language's catalogs.
      const parts = new Map<string, string[]>()
      const catalogs: PagePreloads['catalogs'] = {}
      for (const chunk of chunks) {
        const id = chunk.facadeModuleId ?? ''
        const split = /^(.*)\?tsr-split=(.+)$/.exec(id)
        if (split?.[1] && split[2]?.split('---').some((part) => FIRST_PARTS.has(part))) {
          const file = resolve(split[1])
          parts.set(file, [...(parts.get(file) ?? []), chunk.fileName])
        }
        const catalog = /^(.*)[\\/](\w+)[\\/](first|messages)\.ts$/.exec(id)
        if (catalog?.[2] && resolve(catalog[1] ?? '') === localesFolder) {
          const language = (catalogs[catalog[2]] ??= { first: [], all: [] })
          if (catalog[3] === 'first') language.first.push(chunk.fileName)
          language.all.push(chunk.fileName)
        }
      }
      for (const language of Object.values(catalogs)) {
        language.first = urls(language.first)
        language.all = urls(language.all)
      }

      const routes = routeFiles(routesFolder).flatMap((file) => {
        const source = readFileSync(file, 'utf8')
        // The root route (createRootRoute) is part of the entry.
        const id = /createFileRoute\(\s*(['"])(.*?)\1/.exec(source)?.[2]
        return id ? [{ id, file, firstMessages: /\bfirstMessages:\s*true\b/.test(source) }] : []
      })
      const ids = routes.map((route) => route.id)
      const table: RoutePreload[] = routes
        // A route others nest in is drawn through one of them: only the innermost (and index routes) are
        // looked up.
        .filter((route) => route.id.endsWith('/') || !ids.some((other) => other.startsWith(`${route.id}/`)))
        .map((route) => {
          // The layouts around the route: every route whose id is a whole-segment prefix of its id.
          const chain = routes.filter(
            (other) => other.id === route.id || (!other.id.endsWith('/') && route.id.startsWith(`${other.id}/`)),
          )
          return {
            path: routePath(route.id),
            files: urls(chain.flatMap((other) => parts.get(other.file) ?? [])),
            messages: route.firstMessages ? 'first' : 'all',
          }
        })
      const preloads: PagePreloads = { catalogs, routes: table }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 1)}\n` })
    },
  }
}
