// Write keys: public identifiers of the sites that send events (like a website id), one per site,
// revocable. Looked up once per key every few seconds, not on every request: a revocation takes
// effect within KEY_CACHE_MS, in every process.
import type { Db } from '../platform/db/client';
import { MODE_RULES, type RunMode } from '@/config/run-mode';
import { findWriteKey, insertWriteKeyIfAbsent, type WriteKeyRow } from './repository';

export const KEY_CACHE_MS = 10_000;
/** The key the browser tests and the benchmark send with: it lets automated browsers through, in test and demo modes only. */
export const AUTOMATION_KEY = 'service-centre-automation';
export const SITE_NAME = 'service-centre';

/** The modes where an automation key is accepted: never where real visitors' figures are kept. */
export const automationAllowed = (mode: RunMode) => MODE_RULES[mode].automatedVisitors;

export interface WriteKeys {
  /** The live key with this value, or undefined (unknown, revoked, or an automation key in a mode that refuses it). */
  find(key: string): Promise<WriteKeyRow | undefined>;
}

export function cachedWriteKeys(db: Db, mode: RunMode, now: () => number = Date.now): WriteKeys {
  const cache = new Map<string, { row: WriteKeyRow | undefined; until: number }>();
  return {
    async find(key) {
      if (key.length > 128) return undefined;
      const hit = cache.get(key);
      if (hit && hit.until > now()) return hit.row;
      const found = await findWriteKey(db, key);
      const row = found && !found.revokedAt && (!found.automation || automationAllowed(mode)) ? found : undefined;
      if (cache.size > 1000) cache.clear();
      cache.set(key, { row, until: now() + KEY_CACHE_MS });
      return row;
    },
  };
}

/**
 * On start: in test and demo modes the automation key exists, then the site's key (never un-revoked).
 * A site key set to the automation key (the browser tests' pages, so their events are kept) stays the
 * automation key: made first, it is never made again as a plain one.
 */
export async function ensureWriteKeys(db: Db, siteKey: string, mode: RunMode): Promise<void> {
  if (automationAllowed(mode)) await insertWriteKeyIfAbsent(db, { key: AUTOMATION_KEY, site: `${SITE_NAME} automation`, automation: true });
  await insertWriteKeyIfAbsent(db, { key: siteKey, site: SITE_NAME, automation: false });
}
