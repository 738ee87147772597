import { desc, eq } from 'drizzle-orm';
import { outbox } from '@/backend/platform/db/schema';
import type { Db } from '@/backend/platform/db/client';
import type { TestBackend } from './backend';

const post = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
export { post };

/** The code of the newest SMS to a phone, read from the outbox as the demo outbox page shows it. */
export async function latestCode(db: Db, phone: string): Promise<string> {
  const [row] = await db.select().from(outbox).where(eq(outbox.recipient, phone)).orderBy(desc(outbox.createdAt)).limit(1);
  const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
  if (!code) throw new Error(`no sign-in code in the outbox for ${phone}`);
  return code;
}

/** Starts a sign-in on the backend and answers the attempt id. */
export async function startAttempt(backend: TestBackend, phone: string): Promise<string> {
  const response = await backend.call('/v1/garage/users/sign-in', post({ phoneNumber: phone }));
  if (response.status !== 200) throw new Error(`sign-in start answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: { attemptId: string } }).data.attemptId;
}
