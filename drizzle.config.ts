import { defineConfig } from 'drizzle-kit';

/** Each module owns its tables in its own folder; the payment sandbox keeps its record beside it. */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/server/modules/*/*.schema.ts', './src/server/integrations/paystack/*.schema.ts'],
  out: './drizzle',
});
