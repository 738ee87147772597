// Every background and scheduled job of the backend, on the one job runner (platform/jobs.ts), and the
// reactions to appointment events (docs/decisions/040). Each handler is idempotent: a job run twice,
// or by two processes, changes things once.
import type { BackendDeps } from './platform/deps';
import type { JobDefinition } from './platform/jobs';
import { forgetOldKeys } from './platform/idempotency';
import { forgetOldNonces } from './platform/nonce-store';
import { notifyLatePromises } from './workshop/promise-service';
import { releaseExpiredHolds } from './booking/booking-service';
import { reconcilePayments } from './payments/gateway-service';
import { processRefunds } from './payments/refund-service';
import { REFUND_JOB } from './payments/refund-service';
import { deliverWebhook, settlePendingPayment } from './sandbox-gateway/pay-service';
import { reactionJob, type Reaction } from './appointments';
import { slotGivenBack } from './booking';
import { couponGivenBack } from './coupons';
import { rewardGivenBack } from './campaigns';
import { feeSettledOnCancel } from './payments';
import { surveyInvitation } from './survey';
import { analyticsPartitionsJob, analyticsServerEvents } from './analytics';
import { insightsRetentionJob, insightsRollupJob } from './insights';
import { serviceReminderOnDelivery, serviceRemindersJob } from './reminders';
import { SANDBOX_SETTLE_JOB, SANDBOX_WEBHOOK_JOB, SandboxSettleJobSchema, SandboxWebhookJobSchema } from './sandbox-gateway/gateway';

export const JOB_NAMES = {
  releaseHolds: 'release-expired-holds',
  reconcile: 'reconcile-payments',
  refunds: REFUND_JOB,
  keys: 'forget-idempotency-keys',
  latePromises: 'late-promises',
} as const;

/** What reacts to an appointment's events: each a queue subscribed to the events it names. */
export function reactions(deps: BackendDeps): Reaction[] {
  return [
    slotGivenBack,
    feeSettledOnCancel(deps),
    couponGivenBack,
    rewardGivenBack,
    surveyInvitation(deps),
    analyticsServerEvents(deps),
    serviceReminderOnDelivery,
  ] as Reaction[];
}

export function backendJobs(deps: BackendDeps): JobDefinition[] {
  const jobs: JobDefinition[] = [
    {
      name: JOB_NAMES.releaseHolds,
      cron: '* * * * *',
      handler: async () => {
        await releaseExpiredHolds(deps.db, deps.clock());
      },
    },
    {
      name: JOB_NAMES.reconcile,
      cron: '* * * * *',
      policy: 'singleton',
      handler: async () => {
        await reconcilePayments(deps);
      },
    },
    {
      name: JOB_NAMES.refunds,
      cron: '* * * * *',
      policy: 'singleton',
      handler: async () => {
        await processRefunds(deps);
      },
    },
    {
      name: JOB_NAMES.keys,
      cron: '17 * * * *',
      handler: async () => {
        await forgetOldKeys(deps.db);
        await forgetOldNonces(deps.db);
      },
    },
    // A promised time that passed: each customer told once, whichever process claims it.
    {
      name: JOB_NAMES.latePromises,
      cron: '* * * * *',
      handler: async () => {
        await notifyLatePromises(deps);
      },
    },
    analyticsPartitionsJob(deps, deps.analytics.retentionMonths),
    insightsRollupJob(deps),
    insightsRetentionJob(deps, deps.analytics.retentionMonths),
    // Each reminder's kind once per car and due date, whichever process runs it (docs/decisions/057).
    serviceRemindersJob(deps),
  ];
  // A reaction that wrote a message has it delivered at once.
  for (const r of reactions(deps)) jobs.push(reactionJob(deps.db, r, (acted) => acted && r.notifies && deps.outbox.kick()));
  const sandbox = deps.sandbox;
  if (sandbox) {
    jobs.push(
      {
        name: SANDBOX_WEBHOOK_JOB,
        prompt: true,
        retryLimit: 10,
        retryDelaySeconds: 2,
        handler: (data) => deliverWebhook(sandbox, SandboxWebhookJobSchema.parse(data)),
      },
      { name: SANDBOX_SETTLE_JOB, handler: (data) => settlePendingPayment(sandbox, SandboxSettleJobSchema.parse(data).paymentId) },
    );
  }
  return jobs;
}
