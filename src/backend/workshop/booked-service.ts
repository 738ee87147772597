// The service booked, on the estimate (docs/decisions/035): check-in puts the plan, the booked repairs,
// the spa package or the inspection there at the price quoted at booking; the console's extras are
// offered from the catalogue, never work already booked or included in the plan; a booked line the
// garage cannot do is taken off only with a reason the customer is told. Rules: src/lib/booked-work.ts.
import type { BackendDeps } from '../platform/deps';
import type { Db } from '../platform/db/client';
import { withRetriedTransaction } from '../platform/db/transaction';
import type { AppointmentRow } from '../appointments';
import { getServicePricing } from '../pricing';
import { sendLineRemoved } from './messages';
import * as repo from './repository';
import { lockedForStaff, timelineView, visibleOrder, type TimelineView } from './work-order';
import { actorId, type Actor } from '@/contracts/actor';
import { AppError } from '@/contracts/errors';
import type { z } from 'zod';
import type { ExtrasSchema } from '@/contracts/workshop';
import {
  Approval,
  FUEL_TYPES,
  Origin,
  PLAN_CODES,
  PLAN_NAMES,
  Stage,
  type FuelType,
  type PlanCode,
  type WorkshopStage,
} from '@/contracts/vocabulary';
import { bookedLines, extraRefusal, planInclusions, type BookedContext } from '@/lib/booked-work';

/** Check-in: the service booked becomes the estimate's first lines, booked at the price quoted, in the caller's transaction. */
export async function putBookedService(tx: Db, orderId: string, a: AppointmentRow): Promise<void> {
  const lines = bookedLines(a.serviceTypeId, a.estimate);
  await repo.insertLines(
    tx,
    lines.map((l) => ({
      workOrderId: orderId,
      partName: l.partName,
      netServiceCost: l.amountPaise,
      sentPaise: l.amountPaise,
      customerApprovalStatus: Approval.BOOKED,
      origin: l.origin,
      catalogueItemId: l.catalogueItemId,
    })),
  );
}

/** The booked plan of an appointment, if it booked one. */
const planOf = (a: AppointmentRow): PlanCode | null => {
  const plan = a.selection.plan;
  return typeof plan === 'string' && (PLAN_CODES as readonly string[]).includes(plan) ? (plan as PlanCode) : null;
};

/**
 * What the extras are checked against: the booked lines still on, what the booked plan includes for
 * this car, and the catalogue for it at this centre (with their prices). A car the centre no longer
 * prices has an empty catalogue: its extras are typed in, still checked against the booked lines.
 */
export async function bookedContextOf(db: Db, a: AppointmentRow, lines: readonly repo.LineRow[]) {
  const modelId = Number(a.vehicleDetails.model_id);
  const fuel = String(a.vehicleDetails.fuel_type ?? '') as FuelType;
  const pricing =
    Number.isInteger(modelId) && modelId > 0 && FUEL_TYPES.includes(fuel)
      ? await getServicePricing(db, { garage: a.garageId, model_id: modelId, fuel_type: fuel }).catch((error: unknown) => {
          if (error instanceof AppError) return null;
          throw error;
        })
      : null;
  const plan = planOf(a);
  const catalogue = pricing ? [...pricing.repairs, ...pricing.spa] : [];
  const context: BookedContext = {
    booked: lines
      .filter((l) => l.customerApprovalStatus === Approval.BOOKED)
      .map((l) => ({ catalogueItemId: l.catalogueItemId, partName: l.partName })),
    included: plan && pricing?.packages ? planInclusions(plan, pricing.packages.inclusions) : [],
    planName: plan ? PLAN_NAMES[plan] : null,
    catalogue,
    extras: lines.flatMap((l) => (l.origin === Origin.EXTRA && l.catalogueItemId ? [l.catalogueItemId] : [])),
  };
  return { context, catalogue };
}

/** The console's extras for an order: the catalogue for this car, each with why it may not be added, and what the plan includes. */
export async function extrasOf(db: Db, actor: Actor, orderId: string): Promise<z.infer<typeof ExtrasSchema>> {
  const { order, appointment } = await visibleOrder(db, actor, orderId);
  const { context, catalogue } = await bookedContextOf(db, appointment, await repo.linesOf(db, order.id));
  return {
    plan_name: context.planName,
    included: [...context.included],
    items: catalogue.map((item) => ({
      id: item.id,
      name: item.name,
      category: item.category,
      kind: item.kind,
      price_paise: item.price,
      refusal: extraRefusal({ name: item.name, catalogueItemId: item.id }, context),
    })),
  };
}

/** Until the bill is drawn up a booked line may come off; after, the bill stands. */
const REMOVABLE: readonly WorkshopStage[] = [
  Stage.CAR_AT_GARAGE,
  Stage.SURVEY,
  Stage.ESTIMATE_APPROVAL_PENDING,
  Stage.ESTIMATE_COMPLETED,
  Stage.REPAIR_IN_PROGRESS,
  Stage.QUALITY_CHECK,
];

/** The garage takes a booked line off the estimate with a reason; the customer is told by SMS, and a waiting bill is withdrawn. */
export async function removeBookedLine(
  deps: Pick<BackendDeps, 'db' | 'clock' | 'outbox'>,
  actor: Actor,
  orderId: string,
  lineId: string,
  input: { reason: string },
): Promise<TimelineView> {
  const order = await withRetriedTransaction(deps.db, async (tx) => {
    const row = await lockedForStaff(tx, actor, orderId);
    if (!REMOVABLE.includes(row.order.stage)) throw new AppError('ESTIMATE_LOCKED', 'The bill is drawn up: the booked work on it stands');
    const line = (await repo.linesOf(tx, orderId)).find((l) => l.id === lineId);
    if (!line) throw new AppError('LINE_NOT_FOUND', 'This estimate has no such line');
    if (line.customerApprovalStatus === Approval.REMOVED) throw new AppError('ESTIMATE_LOCKED', `'${line.partName}' was removed already`);
    if (line.customerApprovalStatus !== Approval.BOOKED)
      throw new AppError('ESTIMATE_LOCKED', `'${line.partName}' is not booked work: only the customer declines an extra part`);
    const reason = input.reason.trim();
    await repo.removeLine(tx, orderId, line.id, { reason, by: actorId(actor)!, at: deps.clock() });
    await repo.withdrawAwaitingBill(tx, orderId);
    await sendLineRemoved(tx, row.appointment, line.partName, reason);
    return row.order;
  });
  deps.outbox.kick();
  return timelineView(deps.db, order);
}
