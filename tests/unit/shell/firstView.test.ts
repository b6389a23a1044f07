import { afterEach, describe, expect, it } from 'vitest'
import { FIRST_VIEW_ID } from '@shared/constants'
import { removeFirstView } from '@app/shell/firstView'

afterEach(() => document.getElementById(FIRST_VIEW_ID)?.remove())

describe('the first view', () => {
  it('is hidden when the app has drawn its page, and removed at the next page', () => {
    const view = document.createElement('div')
    view.id = FIRST_VIEW_ID
    document.body.append(view)
    removeFirstView()
    expect(view.isConnected).toBe(true)
    expect(view.hidden).toBe(true)
    removeFirstView()
    expect(view.isConnected).toBe(false)
  })

  it('asks nothing of a page that has none', () => {
    expect(() => removeFirstView()).not.toThrow()
  })
})
