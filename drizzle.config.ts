import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/backend/platform/db/schema/index.ts',
  out: './drizzle',
});
