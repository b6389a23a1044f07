import babel from '@rolldown/plugin-babel'
import { defineConfig } from 'vite'
import { alias } from './vite.config'

// The server is bundled so its Lingui macros compile; dependencies stay in node_modules.
export default defineConfig({
  resolve: { alias },
  publicDir: false,
  plugins: [babel({ plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }]] })],
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'dist/server',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      input: {
        main: 'src/server/main.ts',
        reset: 'src/server/db/reset.ts',
        'pglite-thread': 'src/server/db/pglite-thread.ts',
        'pdf-worker': 'src/server/lib/pdf-worker.ts',
      },
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
})
