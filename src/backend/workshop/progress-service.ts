// What the workshop tells the customer between stages: progress lines during the repair (spec's
// heartbeat, repair-update) and the quality check's items (qc-updates), which must all pass before
// the bill is drawn up (timeline-service.ts). The list: src/lib/quality-check.ts.
import type { BackendDeps } from '../platform/deps';
import type { Db } from '../platform/db/client';
import { withRetriedTransaction } from '../platform/db/transaction';
import * as repo from './repository';
import { lockedForStaff, qcView, timelineView, visibleOrder, type TimelineView } from './work-order';
import { actorId, type Actor } from '@/contracts/actor';
import { AppError } from '@/contracts/errors';
import { Stage, Update } from '@/contracts/vocabulary';
import type { z } from 'zod';
import type { QcUpdatesSchema, RepairUpdatesSchema } from '@/contracts/workshop';
import { istIso } from '@/lib/ist-calendar';
import { isQcItem } from '@/lib/quality-check';

type Deps = Pick<BackendDeps, 'db'>;

/** The order locked for a staff change, refused outside the given stages with the message. */
async function orderAt(tx: Db, actor: Actor, orderId: string, stages: readonly string[], refusal: string) {
  const { order } = await lockedForStaff(tx, actor, orderId);
  if (!stages.includes(order.stage)) throw new AppError('STAGE_NOT_ALLOWED', refusal);
  return order;
}

/** A progress line for the customer, during the repair or the quality check. */
export async function postHeartbeat(deps: Deps, actor: Actor, orderId: string, input: { text: string }): Promise<TimelineView> {
  const order = await withRetriedTransaction(deps.db, async (tx) => {
    const found = await orderAt(
      tx,
      actor,
      orderId,
      [Stage.REPAIR_IN_PROGRESS, Stage.QUALITY_CHECK],
      'Progress updates are posted while the car is being repaired or checked',
    );
    await repo.insertUpdate(tx, { workOrderId: orderId, kind: Update.HEARTBEAT, text: input.text, createdBy: actorId(actor) });
    return found;
  });
  return timelineView(deps.db, order);
}

/** One quality-check item's result, while the car is at quality check; an item not on the list is refused. */
export async function recordQc(
  deps: Deps,
  actor: Actor,
  orderId: string,
  input: { item: string; passed: boolean; note?: string },
): Promise<TimelineView> {
  const order = await withRetriedTransaction(deps.db, async (tx) => {
    const found = await orderAt(
      tx,
      actor,
      orderId,
      [Stage.QUALITY_CHECK],
      'The quality check is recorded while the car is at quality check',
    );
    if (!isQcItem(input.item)) throw new AppError('VALIDATION_FAILED', `item: '${input.item}' is not on the quality-check list`);
    await repo.insertUpdate(tx, {
      workOrderId: orderId,
      kind: Update.QC,
      qcItem: input.item,
      passed: input.passed,
      text: input.note ?? null,
      createdBy: actorId(actor),
    });
    return found;
  });
  return timelineView(deps.db, order);
}

/** Spec's repair-update: the progress lines, newest first. */
export async function repairUpdates(db: Db, actor: Actor, orderId: string): Promise<z.infer<typeof RepairUpdatesSchema>> {
  await visibleOrder(db, actor, orderId);
  const lines = await repo.heartbeatsOf(db, orderId);
  return { work_order_id: orderId, updates: lines.map((h) => ({ text: h.text ?? '', at: istIso(h.at), by: h.by ?? null })) };
}

/** Spec's qc-updates: each item with its latest result, and whether every one has passed. */
export async function qcUpdates(db: Db, actor: Actor, orderId: string): Promise<z.infer<typeof QcUpdatesSchema>> {
  await visibleOrder(db, actor, orderId);
  const items = await qcView(db, orderId);
  return { work_order_id: orderId, items, passed: items.every((i) => i.passed === true) };
}
