/** Types of bench-server.mjs, for the scripts written in TypeScript. */
export function freePort(): Promise<number>
export function waitForServer(base: string, interval?: number): Promise<void>
export function percentile(values: number[], p: number): number
export function serverTime(response: Response): number | null
export function startServer(
  root: string,
  dataDir: string,
  port?: number,
): Promise<{ base: string; stop: () => Promise<void>; pid: number | undefined }>
