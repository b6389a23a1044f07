import type { Endpoint, Method } from './types'

/** What the matcher reads of an endpoint. */
type Routable = Pick<Endpoint, 'method' | 'path'>

interface Compiled<E extends Routable = Endpoint> {
  id: string
  endpoint: E
  segments: readonly string[]
  /** Names of `{param}` segments by position; undefined for literal segments. */
  names: readonly (string | undefined)[]
}

export interface EndpointMatch<E extends Routable = Endpoint> {
  id: string
  endpoint: E
  params: Record<string, string>
}

/** 'users/login', '/api/users/login?x=1' or a full URL become ['users', 'login']. */
export function pathSegments(url: string): string[] {
  let path = url.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]+/i, '')
  path = path.split(/[?#]/)[0] ?? ''
  const segments = path.split('/').filter(Boolean)
  if (segments[0] === 'api') segments.shift()
  return segments
}

function compile<E extends Routable>(id: string, endpoint: E): Compiled<E> {
  const segments = endpoint.path.split('/').filter(Boolean)
  const names = segments.map((segment) => /^\{(\w+)\}$/.exec(segment)?.[1])
  return { id, endpoint, segments, names }
}

/** Literal segments win over parameters, earlier segments first: `users/search` beats `users/{id}`. */
function bySpecificity(a: Compiled<Routable>, b: Compiled<Routable>): number {
  for (let i = 0; i < a.names.length; i++) {
    const diff = Number(a.names[i] !== undefined) - Number(b.names[i] !== undefined)
    if (diff !== 0) return diff
  }
  return 0
}

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

/** Builds a matcher over a set of endpoints, indexed by method and segment count. */
export function createMatcher<E extends Routable = Endpoint>(entries: Iterable<readonly [string, E]>) {
  const index = new Map<string, Compiled<E>[]>()
  for (const [id, endpoint] of entries) {
    const compiled = compile(id, endpoint)
    const key = `${endpoint.method} ${compiled.segments.length}`
    const list = index.get(key) ?? []
    list.push(compiled)
    index.set(key, list)
  }
  for (const list of index.values()) list.sort(bySpecificity)

  function match(method: string, url: string): EndpointMatch<E> | undefined {
    const segments = pathSegments(url)
    const candidates = index.get(`${method.toUpperCase()} ${segments.length}`)
    if (!candidates) return undefined
    outer: for (const candidate of candidates) {
      const params: Record<string, string> = {}
      for (let i = 0; i < segments.length; i++) {
        const name = candidate.names[i]
        const segment = segments[i] as string
        if (name === undefined) {
          if (candidate.segments[i] !== segment) continue outer
        } else {
          const value = decode(segment)
          if (value === undefined || value === '') continue outer
          params[name] = value
        }
      }
      return { id: candidate.id, endpoint: candidate.endpoint, params }
    }
    return undefined
  }

  /** The methods that would match the url, for a 405 answer's Allow header. */
  function methodsFor(url: string): Method[] {
    const methods: Method[] = ['GET', 'POST', 'PUT', 'DELETE']
    return methods.filter((method) => match(method, url) !== undefined)
  }

  return { match, methodsFor }
}

/** Fills `{name}` segments: endpointUrl(users.get, { id: 3 }) -> 'users/3'. */
export function endpointUrl(endpoint: Pick<Endpoint, 'path'>, params: Record<string, string | number> = {}) {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${endpoint.path}`)
    return encodeURIComponent(String(value))
  })
}
