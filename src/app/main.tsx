import '@fontsource-variable/inter'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { loadRouteChunkTableWhenIdle } from './shell/routeChunks'

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
// What each page's chunks import, for the pages the user goes to next.
loadRouteChunkTableWhenIdle()
