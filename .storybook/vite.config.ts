import { defineConfig } from 'vite'

// Deliberately empty: `main.ts` adds the project's aliases and macro plugins in `viteFinal`.
export default defineConfig({})
