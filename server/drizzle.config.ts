import { defineConfig } from 'drizzle-kit';

// Generation only needs the schema; the SQL it writes is committed and applied at start (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
