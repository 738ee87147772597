import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Nonces of requests signed with the internal secret (src/backend/platform/signed-access.ts), each
 * accepted once by whichever backend process sees it first; kept until the signature could no longer
 * be accepted anyway, then forgotten by the keys' hourly job.
 */
export const internalNonces = pgTable(
  'internal_nonces',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('internal_nonces_expiry_idx').on(t.expiresAt)],
);
