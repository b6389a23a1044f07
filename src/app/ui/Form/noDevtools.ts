/**
 * The production stand-in for `@tanstack/devtools-event-client`, through which TanStack Form reports
 * to the TanStack devtools (vite.config.ts puts it in place for builds). The portal ships no devtools:
 * events go nowhere and no connection is attempted.
 */
export class EventClient {
  emit(_eventSuffix: string, _payload: unknown): void {}

  on(_eventSuffix: string, _callback: (event: unknown) => void, _options?: unknown): () => void {
    return () => {}
  }

  onAll(_callback: (event: unknown) => void): () => void {
    return () => {}
  }

  onAllPluginEvents(_callback: (event: unknown) => void): () => void {
    return () => {}
  }
}
