// What every workshop service shares: who may work on an order, how the car enters a stage, and the
// order's timeline as the API answers it (spec §3 Timeline, with the final bill once drawn up).
import type { Db } from '../platform/db/client';
import { canViewAppointment, transition, type AppointmentRow, type Change, type EventDeps } from '../appointments';
import type { EventActor } from '@/contracts/appointment-events';
import { findDocument, latestBillPaymentOf, type DocumentRow, type PaymentRow } from '../payments';
import { sendStageReached } from './messages';
import * as repo from './repository';
import { isStaff, type Actor } from '@/contracts/actor';
import { AppError } from '@/contracts/errors';
import { Approval, Stage, type WorkshopStage } from '@/contracts/vocabulary';
import type { z } from 'zod';
import type { BillSchema, LinePhotoSchema, TimelineSchema } from '@/contracts/workshop';
import { istIso } from '@/lib/ist-calendar';
import { nextStagesOf, stageText } from '@/lib/workshop-stages';
import { isApproved, lineAmount } from '@/lib/estimate-rules';
import { costCheck } from '@/lib/cost-check';
import { costCheckMessage } from '@/lib/final-bill';
import { qcRows, type QcRecord } from '@/lib/quality-check';
import { PHOTO_LABEL } from '@/lib/line-photos';
import { withBase } from '@/lib/paths';

export type TimelineView = z.infer<typeof TimelineSchema>;

export const orderNotFound = () => new AppError('ORDER_NOT_FOUND', 'We could not find this job card');

/** An appointment an advisor of its garage (or an admin) works on; 404 for anyone else's garage. */
export function workedOnBy(actor: Actor, appointment: AppointmentRow | undefined, notFound: () => AppError): AppointmentRow {
  if (!appointment || !isStaff(actor) || !canViewAppointment(actor, appointment)) throw notFound();
  return appointment;
}

/** An order its customer, its garage's advisors or an admin may see, with its appointment; 404 for anyone else. */
export async function visibleOrder(db: Db, actor: Actor, orderId: string) {
  const row = await repo.findOrderWithAppointment(db, orderId);
  if (!row || !canViewAppointment(actor, row.appointment)) throw orderNotFound();
  return row;
}

/** An order locked for a staff change in the caller's transaction, with its appointment; 404 for anyone else's garage. */
export async function lockedForStaff(tx: Db, actor: Actor, orderId: string) {
  const row = await repo.findOrderWithAppointment(tx, orderId, { lock: true });
  workedOnBy(actor, row?.appointment, orderNotFound);
  return row!;
}

/** What entering a stage needs besides the transaction: the clock, and the job runner an appointment's event is published on. */
export type StageDeps = EventDeps & { clock: () => Date };

/**
 * The car enters a stage: its timeline row, the order's stage and the customer's SMS, in the caller's
 * transaction. Delivered, no SMS here: the appointment's `delivered` event (recorded by the caller)
 * brings the survey's message, which says so with the survey's link. The estimate approved and the
 * bill paid are the appointment's events too (its history, and the analytics funnel's server side).
 */
export async function enterStage(
  deps: StageDeps,
  tx: Db,
  order: repo.WorkOrderRow,
  a: AppointmentRow,
  stage: WorkshopStage,
  by: string | null,
  note: string | null,
): Promise<repo.WorkOrderRow> {
  await repo.addStage(tx, order.id, stage, by, note);
  if (stage !== Stage.CAR_DELIVERED) await sendStageReached(tx, a, stage);
  const milestone = await milestoneOf(tx, order.id, stage);
  if (milestone) await transition(deps, tx, a, milestone, stageActor(a, by), deps.clock());
  return { ...order, stage };
}

/** The appointment's event a stage is, with its figures: the estimate approved, or the bill paid. */
async function milestoneOf(tx: Db, orderId: string, stage: WorkshopStage): Promise<Change | undefined> {
  if (stage === Stage.ESTIMATE_COMPLETED) {
    const approved = (await repo.linesOf(tx, orderId)).filter((l) => isApproved(l.customerApprovalStatus));
    return {
      type: 'estimate_approved',
      orderId,
      approvedPaise: approved.reduce((sum, l) => sum + lineAmount(l), 0),
      approvedLines: approved.length,
    };
  }
  if (stage === Stage.PAYMENT_COMPLETED) {
    const bill = await repo.billOf(tx, orderId);
    if (!bill?.paidVia) return undefined;
    return { type: 'bill_paid', orderId, totalPaise: bill.totalPaise, duePaise: bill.duePaise, paidVia: bill.paidVia };
  }
  return undefined;
}

/** Who moved the car, as the appointment's event records them: its customer, the product, or the garage's staff. */
function stageActor(a: AppointmentRow, by: string | null): EventActor {
  if (by === null) return { kind: 'system' };
  return by === a.userId ? { kind: 'customer', id: by } : { kind: 'advisor', id: by };
}

/**
 * A stored bill as the API answers it, with the receipt voucher it adjusts and its newest online
 * payment; the cost check is worked out again from the extras it billed (the booked lines keep their price).
 */
export function billView(bill: repo.BillRow, online: PaymentRow | undefined, advance: DocumentRow | undefined): z.infer<typeof BillSchema> {
  const lines = bill.lines.map((l) => ({ ...l, booked: l.booked ?? false }));
  const check = costCheck(
    lines
      .filter((l) => !l.booked)
      .map((l) => ({ approval: Approval.APPROVED_BY_CUSTOMER, sentPaise: l.sent_paise, finalPaise: l.amount_paise })),
  );
  const s = bill.supplier;
  return {
    status: bill.status,
    number: bill.number,
    lines,
    booked_paise: lines.filter((l) => l.booked).reduce((sum, l) => sum + l.amount_paise, 0),
    actual_paise: check.actualPaise,
    estimated_paise: check.estimatedPaise,
    overrun_percent: check.overrunPercent,
    within_variable_cost: check.withinVariableCost,
    cost_message: costCheckMessage({ ...check, status: bill.status }),
    discount_paise: bill.discountPaise,
    taxable_paise: bill.taxablePaise,
    cgst_paise: bill.cgstPaise,
    sgst_paise: bill.sgstPaise,
    igst_paise: bill.igstPaise,
    total_paise: bill.totalPaise,
    fee_credit_paise: bill.feeCreditPaise,
    excess_refund_paise: bill.excessRefundPaise,
    due_paise: bill.duePaise,
    advance: advance
      ? {
          number: advance.number,
          issued_at: istIso(advance.issuedAt),
          taxable_paise: advance.taxablePaise,
          cgst_paise: advance.cgstPaise,
          sgst_paise: advance.sgstPaise,
          igst_paise: advance.igstPaise,
          total_paise: advance.totalPaise,
        }
      : null,
    supplier: s
      ? {
          legal_name: s.legal_name ?? '',
          trade_name: s.trade_name ?? '',
          address: s.address ?? '',
          gstin: s.gstin ?? '',
          state: s.state ?? '',
          state_code: s.state_code ?? '',
        }
      : null,
    place_of_supply: bill.placeOfSupply,
    issued_at: bill.issuedAt ? istIso(bill.issuedAt) : null,
    paid_via: bill.paidVia,
    paid_at: bill.paidAt ? istIso(bill.paidAt) : null,
    online_payment: online
      ? {
          payment_id: online.id,
          amount: online.amountPaise,
          status: online.status,
          payin_url: online.payinUrl,
          provider: online.provider,
          provider_order_id: online.providerOrderId,
          failure_reason: online.failureReason,
        }
      : null,
  };
}

/** A line's photo as the API answers it: its kind, how it reads, and where the browser fetches each size. */
export const photoView = (p: repo.PhotoRow): z.infer<typeof LinePhotoSchema> => ({
  id: p.id,
  kind: p.kind,
  label: PHOTO_LABEL[p.kind],
  url: withBase(`/api/line-photos/${p.id}/full`),
  thumb_url: withBase(`/api/line-photos/${p.id}/thumb`),
  width: p.width,
  height: p.height,
});

/** The photos of one line, from the photos of its order(s). */
export const photosOfLine = (photos: readonly repo.PhotoRow[], lineId: string) => photos.filter((p) => p.lineId === lineId).map(photoView);

/** The order's timeline as spec §3 shapes it. */
export async function timelineView(db: Db, order: repo.WorkOrderRow): Promise<TimelineView> {
  const [events, bookingId, lines, bill, heartbeats, qc, photos, online, handover] = await Promise.all([
    repo.eventsOf(db, order.id),
    repo.confirmedBookingOf(db, order.appointmentId),
    repo.linesOf(db, order.id),
    repo.billOf(db, order.id),
    repo.heartbeatsOf(db, order.id),
    qcView(db, order.id),
    repo.photosOfOrders(db, [order.id]),
    order.stage === Stage.PAYMENT_PENDING || order.stage === Stage.PAYMENT_COMPLETED || order.stage === Stage.CAR_DELIVERED
      ? latestBillPaymentOf(db, order.id)
      : undefined,
    repo.handoverOf(db, order.appointmentId),
  ]);
  const advance = bill?.advanceDocumentId ? await findDocument(db, bill.advanceDocumentId) : undefined;
  const timeline = events.map((e) => {
    const text = stageText(e.stage, handover);
    return {
      stage: e.stage,
      heading: text.heading,
      next_step: text.nextStep,
      at: istIso(e.at),
      by: e.by ?? null,
      note: e.note ?? null,
    };
  });
  return {
    order_id: order.id,
    appointment_id: order.appointmentId,
    booking_id: bookingId,
    timeline,
    latest_stage_details: timeline[timeline.length - 1]!,
    next_stages: nextStagesOf(
      order.stage,
      lines.some((l) => isApproved(l.customerApprovalStatus)),
    ),
    damages: lines.map((l) => ({
      id: l.id,
      part_name: l.partName,
      origin: l.origin,
      removed_reason: l.removedReason,
      breakup: { net_labour_cost: l.netLabourCost, net_part_cost: l.netPartCost, net_service_cost: l.netServiceCost },
      amount: lineAmount(l),
      final_amount: l.finalPaise,
      notes: l.notes,
      metadata: { customer_approval_status: l.customerApprovalStatus, auto_approved: l.autoApproved },
      photos: photosOfLine(photos, l.id),
    })),
    timeline_metadata: { is_welcome_screen_viewed: order.welcomeScreenViewed },
    bill: bill ? billView(bill, online, advance) : null,
    updates: heartbeats.map((h) => ({ text: h.text ?? '', at: istIso(h.at), by: h.by ?? null })),
    quality_check: qc,
    auto_approval: order.autoLinePaise === null ? null : { line_limit: order.autoLinePaise, total_limit: order.autoTotalPaise },
    promise: order.promisedAt && order.promisedStage === order.stage ? { stage: order.promisedStage, by: istIso(order.promisedAt) } : null,
  };
}

/** The quality check's results of an order, oldest first, as src/lib/quality-check.ts reads them. */
export async function qcRecords(db: Db, orderId: string): Promise<QcRecord[]> {
  return (await repo.qcResultsOf(db, orderId)).map((r) => ({ item: r.item ?? '', passed: r.passed ?? false, at: r.at, note: r.note }));
}

/** The quality check's items with their latest results, as the API answers them. */
export async function qcView(db: Db, orderId: string) {
  return qcRows(await qcRecords(db, orderId)).map((r) => ({
    item: r.key,
    text: r.text,
    passed: r.passed,
    at: r.at ? istIso(new Date(r.at)) : null,
    note: r.note,
  }));
}
