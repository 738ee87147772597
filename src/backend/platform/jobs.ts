// The one runner of background and scheduled jobs (holds that ran out, payments to reconcile, refunds,
// the sandbox gateway's webhooks; later delay alerts and reminders): pg-boss, on the product's own
// database (PGlite in-process by default, PostgreSQL with DATABASE_URL). pg-boss claims jobs with
// FOR UPDATE SKIP LOCKED and runs each schedule once per minute across every process, so several
// processes share the work safely; every job handler is idempotent on top of that (decision 019).
import { sql } from 'drizzle-orm';
import type { Database, Db } from './db/client';
import type { Logger } from '@/runtime/logger';
import type { JobResult } from 'pg-boss';

const JOBS_PER_FETCH = 10;

export interface JobDefinition {
  name: string;
  /** Runs one job; throwing makes pg-boss try it again later (up to `retryLimit` times). */
  handler: (data: Record<string, unknown>) => Promise<void>;
  /** A cron schedule (UTC): '* * * * *' runs it every minute, once across all processes. */
  cron?: string;
  retryLimit?: number;
  /** Seconds before the first retry, doubled each time. */
  retryDelaySeconds?: number;
  /** Wake the worker as soon as a job is sent (LISTEN/NOTIFY) instead of at its next poll. */
  prompt?: boolean;
  /** 'singleton': one job of the queue runs at a time across every process. */
  policy?: 'standard' | 'singleton';
  /** Topics this queue subscribes to: each `publish` of one sends it a job (a reaction to an event). */
  on?: readonly string[];
}

export interface SendOptions {
  /** Send inside this transaction: the job exists only if it commits. */
  db?: Db;
  startAfter?: Date;
  /** At most one queued job with this key at a time. */
  singletonKey?: string;
}

export interface Jobs {
  /** Starts working on these jobs in this process (and schedules the cron ones). */
  register(definitions: readonly JobDefinition[]): Promise<void>;
  send(name: string, data: Record<string, unknown>, options?: SendOptions): Promise<void>;
  /** Sends a job to every queue that subscribes to the topic (none: nothing); with `db`, inside that transaction. */
  publish(topic: string, data: Record<string, unknown>, options?: SendOptions): Promise<void>;
  stop(): Promise<void>;
}

/** The queues registered here that subscribe to each topic: every process registers the same ones. */
function subscriptions() {
  const byTopic = new Map<string, string[]>();
  return {
    add(d: JobDefinition) {
      for (const topic of d.on ?? []) byTopic.set(topic, [...(byTopic.get(topic) ?? []), d.name]);
    },
    of: (topic: string) => byTopic.get(topic) ?? [],
  };
}

/** pg-boss on the product's database. */
export async function startJobRunner(database: Database, logger: Logger): Promise<Jobs> {
  const { PgBoss, fromPglite, fromDrizzle } = await import('pg-boss');
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.pglite!), backend: 'pglite', useListenNotify: true })
      : new PgBoss({ connectionString: database.url!, max: 3, useListenNotify: true });
  boss.on('error', (error: unknown) => logger.error('job runner error', { error }));
  await boss.start();
  const subscribed = subscriptions();
  const send: Jobs['send'] = async (name, data, options = {}) => {
    await boss.send(name, data, {
      ...(options.db ? { db: fromDrizzle(options.db as never, sql as never) } : {}),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    });
  };
  return {
    async register(definitions) {
      for (const d of definitions) {
        subscribed.add(d);
        await boss.createQueue(d.name, {
          policy: d.policy ?? 'standard',
          retryLimit: d.retryLimit ?? 5,
          retryDelay: d.retryDelaySeconds ?? 5,
          retryBackoff: true,
          notify: d.prompt ?? false,
        });
        // Up to ten jobs a fetch, fetched again at once while fetches come back full, so a backlog
        // drains without waiting a poll per job; each job settles on its own (one that fails is
        // retried alone). A prompt queue is woken by NOTIFY and still polled every 2 s (pg-boss's
        // default back-stop is 30 s: jobs sent while the worker was busy waited that long).
        await boss.work<Record<string, unknown>>(
          d.name,
          {
            pollingIntervalSeconds: 2,
            notifyPollingIntervalSeconds: 2,
            batchSize: JOBS_PER_FETCH,
            burstWhenBatchFull: true,
            perJobResults: true,
          },
          async (jobs) => {
            const results: JobResult[] = [];
            for (const job of jobs) {
              try {
                await d.handler(job.data ?? {});
                results.push({ id: job.id, status: 'completed' });
              } catch (error) {
                logger.warn('job failed; it will be tried again', { job: d.name, attempt: job.retryCount + 1, error });
                results.push({ id: job.id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error) } });
              }
            }
            return results;
          },
        );
        if (d.cron) await boss.schedule(d.name, d.cron, {});
      }
    },
    send,
    async publish(topic, data, options) {
      for (const name of subscribed.of(topic)) await send(name, data, options);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}

/**
 * Jobs kept in memory and run only when asked (`runPending`): the backend's tests, and a backend
 * started without the runner, call the job handlers themselves.
 */
export interface ManualJobs extends Jobs {
  sent: { name: string; data: Record<string, unknown>; startAfter?: Date }[];
  /** Takes the waiting jobs of one queue out (a test delivers them itself). */
  take(name: string): Record<string, unknown>[];
  /** Runs every waiting job due by `now`; answers how many ran. */
  runPending(now?: Date): Promise<number>;
  /** Runs the waiting reactions to events (the jobs of subscribing queues) and what they send in turn, as the runner's prompt workers do. */
  runReactions(): Promise<number>;
}

export function createManualJobs(): ManualJobs {
  const handlers = new Map<string, JobDefinition['handler']>();
  const subscribed = subscriptions();
  const reacting = new Set<string>();
  const sent: { name: string; data: Record<string, unknown>; startAfter?: Date }[] = [];
  const send: Jobs['send'] = async (name, data, options = {}) => {
    sent.push({ name, data, ...(options.startAfter ? { startAfter: options.startAfter } : {}) });
  };
  const run = async (due: (job: (typeof sent)[number]) => boolean) => {
    let ran = 0;
    for (let i = 0; i < sent.length; ) {
      const job = sent[i]!;
      if (!due(job)) {
        i++;
        continue;
      }
      sent.splice(i, 1);
      await handlers.get(job.name)?.(job.data);
      ran++;
    }
    return ran;
  };
  return {
    sent,
    take(name) {
      const taken = sent.filter((j) => j.name === name);
      for (const job of taken) sent.splice(sent.indexOf(job), 1);
      return taken.map((j) => j.data);
    },
    async register(definitions) {
      for (const d of definitions) {
        handlers.set(d.name, d.handler);
        subscribed.add(d);
        if (d.on?.length) reacting.add(d.name);
      }
    },
    send,
    async publish(topic, data, options) {
      for (const name of subscribed.of(topic)) await send(name, data, options);
    },
    runPending: (now = new Date()) => run((job) => !job.startAfter || job.startAfter <= now),
    runReactions: () => run((job) => reacting.has(job.name)),
    async stop() {},
  };
}
