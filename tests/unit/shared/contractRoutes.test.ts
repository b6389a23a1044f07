import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { endpoints, findEndpoint } from '@shared/contract'
import { routeLines } from '@shared/contract/routeEntries'
import { findRoute } from '@shared/contract/routes'

const file = path.resolve(process.cwd(), 'src/shared/contract/routes.gen.ts')

/** The text of src/shared/contract/routes.gen.ts for the contract as it is. */
function routeTableSource(): string {
  return `// Generated from src/shared/contract by \`npm run contract:routes\`. Do not edit.
/** Every endpoint of the contract: \`METHOD path\`, then \` silent\` when the client keeps quiet about its errors. */
export const routeTable = \`${routeLines(endpoints).join('\n')}\`
`
}

describe('the generated route table', () => {
  it('lists every endpoint of the contract with its method, path and silent flag', () => {
    // `npm run contract:routes` rewrites the table after a change of the contract.
    if (process.env.UPDATE_CONTRACT_ROUTES) writeFileSync(file, routeTableSource())
    expect(readFileSync(file, 'utf8')).toBe(routeTableSource())
  })

  it('matches calls as the contract does', () => {
    for (const [id, entry] of endpoints) {
      const url = entry.path.replace(/\{(\w+)\}/g, 'x1')
      const route = findRoute(entry.method, url)
      const full = findEndpoint(entry.method, url)
      expect(route?.endpoint.method, id).toBe(full?.endpoint.method)
      expect(route?.endpoint.path, id).toBe(full?.endpoint.path)
      expect(route?.params).toEqual(full?.params)
      expect(Boolean(route?.endpoint.silent)).toBe(Boolean(full?.endpoint.silent))
    }
    expect(findRoute('GET', 'users/nothing')).toBeUndefined()
    expect(findRoute('PATCH', 'users')).toBeUndefined()
  })
})
