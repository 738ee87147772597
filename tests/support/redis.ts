import { Redis } from 'ioredis';
import { isCI } from './databases';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers; in CI it must (an unreachable Redis fails the run, never skips). */
export async function redisReachable(): Promise<boolean> {
  const client = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    if (isCI()) throw new Error(`Redis at ${REDIS_URL} does not answer; CI runs the rate-limit store tests on it (.ci/run starts it)`);
    process.stderr.write(
      `\n!!! Redis at ${REDIS_URL} does not answer: the Redis rate-limit suite is SKIPPED on this machine (CI would fail). Start it (redis-server --daemonize yes) to run it.\n\n`,
    );
    return false;
  } finally {
    client.disconnect();
  }
}
