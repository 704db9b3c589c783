import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @studio/server -- --name <what>` writes a new migration to
// server/drizzle/ after a schema change; the server applies pending migrations at boot.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
});
