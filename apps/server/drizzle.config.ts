import { defineConfig } from 'drizzle-kit';

// drizzle-kit is a drafting aid only: `npm run db:generate -w @lendline/server` writes the SQL
// for the whole schema to ./drizzle (ignored by git). The migrations that run are the
// numbered files in src/db/migrations, written from that draft; a test checks they match.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
