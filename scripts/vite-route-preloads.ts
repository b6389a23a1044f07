import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import type { Plugin } from 'vite'
import type { RouteChunkTable } from '../src/app/shell/routeChunks.ts'
import type { PagePreloads, RoutePreload } from '../src/server/http/app-page.ts'

/** Where the build writes the table the server reads (src/server/http/app-page.ts); never served. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json'

/** The route tree's dynamic imports of the router's split modules (`./page.tsx?tsr-split=component`). */
const SPLIT_IMPORT = /\bimport\(\s*(['"`])([^'"`]*\?tsr-split=[^'"`]*)\1\s*\)/g

/**
 * The chunks of the router's split modules, once the bundle is written: the build's preload lists leave
 * them out (`isRouteSplitChunk`), since the app names their imports itself from the route-chunk table.
 */
const splitChunkFiles = new Set<string>()

/** Whether a chunk (its file in the bundle) holds one of the router's split modules. */
export const isRouteSplitChunk = (file: string) => splitChunkFiles.has(file)

/** The chunks every page loads first, each with the chunks it may import. */
const FIRST_LOAD_LAYERS: Record<string, string[]> = {
  framework: ['rolldown-runtime'],
  core: ['rolldown-runtime', 'preload-helper', 'framework'],
  aria: ['rolldown-runtime', 'framework'],
  shell: ['rolldown-runtime', 'framework', 'core', 'aria'],
}

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
  /**
   * A split module's key in the route-chunk table: its route file's place among the route files, sorted by
   * path, then the parts it holds. The entry names one for each of its imports of a page, so it is kept short.
   */
  let fileNumbers: Map<string, number> | undefined
  const splitKey = (file: string, query: string) => {
    fileNumbers ??= new Map(routeFiles(routesFolder).sort().map((path, index) => [path, index]))
    const number = fileNumbers.get(file)
    if (number === undefined) throw new Error(`route-preloads: ${relative(routesFolder, file)} is not a route file`)
    return `${number.toString(36)}:${query}`
  }
  return {
    name: 'route-preloads',
    apply: 'build',
    // Each of the route tree's dynamic imports of a split module first names what that module imports.
    buildStart() {
      fileNumbers = undefined
    },
    transform(code, id) {
      if (id.includes('?') || !resolve(id).startsWith(`${routesFolder}${sep}`) || !code.includes('?tsr-split=')) return null
      let found = false
      const out = code.replace(SPLIT_IMPORT, (whole, _quote: string, specifier: string) => {
        const [path = '', query = ''] = specifier.split('?tsr-split=')
        found = true
        return `(__preloadRouteChunk(${JSON.stringify(splitKey(resolve(dirname(id), path), query))}), ${whole})`
      })
      if (!found) return null
      return { code: `import { preloadRouteChunk as __preloadRouteChunk } from '@app/shell/routeChunks'\n${out}`, map: null }
    },
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
      // The chunks every page loads first import only those below them: one that imported any other chunk
      // would pull it into every page's first load (or, imported back, run before what it needs).
      const layer = (name: string) => /^assets\/([a-z-]+)-[\w-]{8}\.js$/.exec(name)?.[1] ?? ''
      for (const chunk of chunks) {
        const below = FIRST_LOAD_LAYERS[layer(chunk.fileName)]
        const wrong = below && chunk.imports.filter((name) => !below.includes(layer(name)))
        if (wrong?.length) this.error(`${chunk.fileName} imports ${wrong.join(', ')}: see the chunk groups in vite.config.ts`)
      }
      /** The chunks with what they import, as URLs, less what the entry loads already. */
      const urls = (names: string[]) => [...withImports(names)].filter((name) => !initial.has(name)).sort().map((name) => `/${name}`)

      // The chunks the router split off each route file, and each language's catalogs.
      const parts = new Map<string, string[]>()
      const catalogs: PagePreloads['catalogs'] = {}
      // What each split module imports, for the app to name as it goes to a page (src/app/shell/routeChunks.ts).
      const table: RouteChunkTable = { files: [], splits: {} }
      const fileIndex = new Map<string, number>()
      splitChunkFiles.clear()
      for (const chunk of chunks) {
        const id = chunk.facadeModuleId ?? ''
        const split = /^(.*)\?tsr-split=(.+)$/.exec(id)
        if (split?.[1] && split[2]) {
          const file = resolve(split[1])
          splitChunkFiles.add(chunk.fileName)
          table.splits[splitKey(file, split[2])] = urls([chunk.fileName])
            .filter((url) => url !== `/${chunk.fileName}`)
            .map((url) => {
              if (!fileIndex.has(url)) fileIndex.set(url, table.files.push(url) - 1)
              return fileIndex.get(url)!
            })
          if (split[2].split('---').some((part) => FIRST_PARTS.has(part))) {
            parts.set(file, [...(parts.get(file) ?? []), chunk.fileName])
          }
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
      const tableFile = this.getFileName(this.emitFile({ type: 'asset', name: 'route-chunks.json', source: JSON.stringify(table) }))

      const routes = routeFiles(routesFolder).flatMap((file) => {
        const source = readFileSync(file, 'utf8')
        // The root route (createRootRoute) is part of the entry.
        const id = /createFileRoute\(\s*(['"])(.*?)\1/.exec(source)?.[2]
        return id ? [{ id, file, firstMessages: /\bfirstMessages:\s*true\b/.test(source) }] : []
      })
      const ids = routes.map((route) => route.id)
      const pages: RoutePreload[] = routes
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
      const preloads: PagePreloads = { catalogs, routes: pages, routeChunks: `/${tableFile}` }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 1)}\n` })
    },
  }
}
