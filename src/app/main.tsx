import '@fontsource-variable/inter'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { startApp } from './App'
import { loadRouteChunkTableWhenIdle } from './shell/routeChunks'

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')

/** Lets the browser handle input and draw before the next step, so that no step holds it for long. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * The app starts in steps, each its own task: the modules' evaluation, the clients and the route table, the
 * first page's guards and loaders, then its drawing as a transition, which React does in slices. The page
 * (the sign-in page's first view, or a blank one) is drawn once, complete, rather than page by page as each
 * part arrives.
 */
async function start(root: HTMLElement) {
  await nextTask()
  const { App, loadFirstPage } = startApp()
  await nextTask()
  await loadFirstPage()
  const view = createRoot(root)
  startTransition(() =>
    view.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  )
  // What each page's chunks import, for the pages the user goes to next.
  loadRouteChunkTableWhenIdle()
}
void start(container)
