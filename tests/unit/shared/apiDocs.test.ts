import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { contract, type Endpoint } from '@shared/contract'
import { callReference, END, START, withCallReference } from '../../../scripts/api-docs'

const file = path.resolve(process.cwd(), 'docs/api.md')
const calls = contract as unknown as Record<string, Record<string, Endpoint>>

describe('the call reference of docs/api.md', () => {
  it('is what `npm run docs:api` writes from the contract', () => {
    const page = readFileSync(file, 'utf8')
    // After a change of the contract, `npm run docs:api` writes the page again.
    expect(page).toBe(withCallReference(page, callReference(calls)))
  })

  it('names every call with its method, path, access, state and fields', () => {
    const reference = callReference(calls)
    const rows = reference.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| call '))
    expect(rows).toHaveLength(Object.values(calls).flatMap((area) => Object.keys(area)).length)
    expect(reference).toContain('| login | POST | `users/login` | anyone | yes |  |  | `username` `password` `company?` |')
    expect(reference).toContain('| car_source.update | PUT | `car/admin/car_source/{id}` | carAdmin | yes | `id` |  | `name` `name_fr?` |')
    expect(reference).toMatch(/\| libraryList \| GET \| `doclib\/library\/\{conn\}\/\{cmid\}` \| menu id of the page \| yes \| `conn` `cmid` \| `limit\?` `offset\?` `sort\?` `mttable_generic_search\?` `…` \|/)
  })

  it('keeps the prose around the markers', () => {
    const page = `# Title\n\nProse.\n\n${START}\nold\n${END}\n\nMore prose.\n`
    expect(withCallReference(page, 'new')).toBe(`# Title\n\nProse.\n\n${START}\n\nnew\n\n${END}\n\nMore prose.\n`)
    expect(() => withCallReference('# No markers\n', 'new')).toThrow()
  })
})
