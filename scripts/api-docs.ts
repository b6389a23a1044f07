/**
 * Writes the call reference of docs/api.md from the contract (src/shared/contract): every call with
 * its method, path, who may call it, whether it is built, and the field names its params, query and
 * body schemas read. Only the part between the two markers is written; the prose around it is kept.
 *
 *   npm run docs:api
 *
 * tests/unit/shared/apiDocs.test.ts fails when docs/api.md differs from what this would write.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { register } from 'node:module'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Access } from '../src/shared/auth/access'
import type { Endpoint } from '../src/shared/contract/types'

export const START = '<!-- call reference: written by `npm run docs:api` from the contract; do not edit by hand -->'
export const END = '<!-- end of the call reference -->'

/** What a valibot schema is made of, as far as its field names go. */
interface SchemaNode {
  type: string
  entries?: Record<string, SchemaNode>
  /** A union's, a variant's or an intersection's schemas. */
  options?: SchemaNode[]
  /** What optional, nullable and their kin wrap. */
  wrapped?: SchemaNode
}

const OBJECTS = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest'])
const OPTIONAL = new Set(['optional', 'exact_optional', 'nullish', 'undefinedable'])

/** The fields of an object schema, through pipes, unions and intersections; `?` marks the optional ones. */
function fields(schema: SchemaNode | undefined): string[] | undefined {
  if (!schema) return undefined
  // A pipe keeps its first schema's type and entries.
  if (OBJECTS.has(schema.type)) {
    const names = Object.entries(schema.entries ?? {}).map(([name, entry]) => (OPTIONAL.has(entry.type) ? `${name}?` : name))
    // A loose object also takes fields it does not name (a list's column filters).
    return schema.type === 'loose_object' ? [...names, '…'] : names
  }
  if (schema.options) {
    const merged = schema.options.map(fields).filter((names): names is string[] => names !== undefined)
    return merged.length ? [...new Set(merged.flat())] : undefined
  }
  if (schema.wrapped) return fields(schema.wrapped)
  return undefined
}

function accessText(access: Access): string {
  if (access === 'public') return 'anyone'
  if (access === 'auth') return 'signed in'
  if ('roles' in access) return `roles ${access.roles.join(', ')}`
  if ('capability' in access) return `${access.capability}`
  if ('cmid' in access) return access.cmid === true ? 'menu id of the page' : `menu id ${access.cmid}`
  if ('groupAdmin' in access) return 'group admin'
  if ('staff' in access) return 'staff'
  return access.anyOf.map(accessText).join(' or ')
}

const list = (names: string[] | undefined) => (names?.length ? names.map((name) => `\`${name}\``).join(' ') : '')

/** The call reference: one table per area of the contract, in the contract's order. */
export function callReference(contract: Record<string, Record<string, Endpoint>>): string {
  const calls = Object.values(contract).flatMap((area) => Object.values(area))
  const built = calls.filter((call) => call.implemented).length
  const lines = [
    `${calls.length} calls, ${built} built; the others answer 501 once their access rule passes. Access names the rule`,
    '(capabilities as in "Access rules"); fields marked `?` are optional, `…` means other fields ride along',
    '(column filters).',
  ]
  for (const [area, entries] of Object.entries(contract)) {
    lines.push('', `### ${area}`, '', '| call | method | path | access | built | params | query | body |', '|---|---|---|---|---|---|---|---|')
    for (const [name, call] of Object.entries(entries)) {
      const cells = [
        name,
        call.method,
        `\`${call.path}\``,
        accessText(call.access),
        call.implemented ? 'yes' : '501',
        list(fields(call.params as SchemaNode | undefined)),
        list(fields(call.query as SchemaNode | undefined)),
        call.upload ? `multipart: ${list(fields(call.body as SchemaNode | undefined))}` : list(fields(call.body as SchemaNode | undefined)),
      ]
      lines.push(`| ${cells.join(' | ')} |`)
    }
  }
  return lines.join('\n')
}

/** The page with its call reference written between the markers. */
export function withCallReference(page: string, reference: string): string {
  const start = page.indexOf(START)
  const end = page.indexOf(END)
  if (start < 0 || end < start) throw new Error(`docs/api.md needs the markers ${START} and ${END}`)
  return `${page.slice(0, start + START.length)}\n\n${reference}\n\n${page.slice(end)}`
}

// The contract's messages are Lingui `msg` macros, compiled by the bundler in the app and the server;
// read here for its schemas only, each message is its own text.
const MACRO = `export const msg = (strings, ...values) => {
  if (!Array.isArray(strings)) return { id: strings.message ?? strings.id, ...strings }
  const text = String.raw({ raw: strings }, ...values.map((_, i) => '{' + i + '}'))
  return { id: text, message: text }
}`
const HOOKS = `export async function resolve(specifier, context, next) {
  if (specifier === '@lingui/core/macro') {
    return { url: 'data:text/javascript,' + encodeURIComponent(${JSON.stringify(MACRO)}), shortCircuit: true }
  }
  return next(specifier, context)
}`

async function main() {
  register(`data:text/javascript,${encodeURIComponent(HOOKS)}`, import.meta.url)
  const { contract } = await import('../src/shared/contract/index.ts')
  const file = fileURLToPath(new URL('../docs/api.md', import.meta.url))
  const page = readFileSync(file, 'utf8')
  const next = withCallReference(page, callReference(contract as unknown as Record<string, Record<string, Endpoint>>))
  if (next === page) {
    console.log('docs/api.md: the call reference is up to date.')
    return
  }
  writeFileSync(file, next)
  console.log('docs/api.md: the call reference was written.')
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
