import { defineConfig } from 'drizzle-kit'

// Migrations are written once here and applied at start to PGlite or PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  driver: 'pglite',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle',
  dbCredentials: { url: './.data/drizzle-kit' },
  strict: true,
})
