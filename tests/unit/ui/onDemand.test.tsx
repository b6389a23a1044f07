import { render, screen } from '@testing-library/react'
import { Component, type ReactNode, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { onDemand } from '@app/ui/onDemand'

const Greeting = () => <p>Hello from the module</p>

/** A download the test settles by hand. */
function download<M>() {
  let settle!: { resolve: (module: M) => void; reject: (error: Error) => void }
  const promise = new Promise<M>((resolve, reject) => (settle = { resolve, reject }))
  return { promise, ...settle }
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {}
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children
  }
}

describe('onDemand', () => {
  it('draws nothing until the module is in, then the module, without suspending and fetching once', async () => {
    const pending = download<{ Greeting: typeof Greeting }>()
    const load = vi.fn(() => pending.promise)
    const code = onDemand(load)
    function Shown() {
      const module = code.useModule()
      return module ? <module.Greeting /> : <p>Not yet</p>
    }
    // No Suspense boundary: a suspending component would fail to render here.
    render(
      <>
        <Shown />
        <Shown />
      </>,
    )
    expect(screen.getAllByText('Not yet')).toHaveLength(2)
    pending.resolve({ Greeting })
    expect(await screen.findAllByText('Hello from the module')).toHaveLength(2)
    expect(load).toHaveBeenCalledTimes(1)
    // Drawn again later, it is there at once.
    render(<Shown />)
    expect(screen.getAllByText('Hello from the module')).toHaveLength(3)
  })

  it('fetches only once wanted, and fetch() starts it ahead', async () => {
    const load = vi.fn(async () => ({ Greeting }))
    const code = onDemand(load)
    function Toggle() {
      const [wanted, setWanted] = useState(false)
      const module = code.useModule(wanted)
      return module ? <module.Greeting /> : <button onClick={() => setWanted(true)}>Open</button>
    }
    render(<Toggle />)
    expect(load).not.toHaveBeenCalled()
    await code.fetch()
    expect(load).toHaveBeenCalledTimes(1)
    screen.getByRole('button', { name: 'Open' }).click()
    expect(await screen.findByText('Hello from the module')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('throws a failed download to the nearest error boundary, and tries again next time', async () => {
    const load = vi
      .fn<() => Promise<{ Greeting: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('The code could not be fetched'))
      .mockResolvedValueOnce({ Greeting })
    const code = onDemand(load)
    function Shown() {
      const module = code.useModule()
      return module ? <module.Greeting /> : null
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(
      <Boundary>
        <Shown />
      </Boundary>,
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('The code could not be fetched')
    render(<Shown />)
    expect(await screen.findByText('Hello from the module')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
