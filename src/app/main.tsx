import '@fontsource-variable/inter'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { startApp } from './App'
import { loadRouteChunkTableWhenIdle } from './shell/routeChunks'

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')

/**
 * The app starts in steps, each its own task, so that none holds the browser for long: the modules'
 * evaluation, then the clients and the route table, then the first page's guards and loaders, then its
 * drawing in slices (`startApp`). The page (the sign-in page's first view, or a blank one) is drawn once,
 * complete, rather than part by part as each arrives.
 */
setTimeout(() => {
  const App = startApp()
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
  // What each page's chunks import, for the pages the user goes to next.
  loadRouteChunkTableWhenIdle()
}, 0)
