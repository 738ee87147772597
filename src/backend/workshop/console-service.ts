// The advisor's console: who is coming and which cars are in the workshop.
import type { Db } from '../platform/db/client';
import { text, vehicleName } from '../appointments';
import * as repo from './repository';
import { billView, photosOfLine } from './work-order';
import { centresCovered, type Actor } from '@/contracts/actor';
import { AppError } from '@/contracts/errors';
import type { z } from 'zod';
import type { ConsoleListSchema } from '@/contracts/workshop';
import { addressLine } from '@/lib/address-form';
import { istDay, istIso } from '@/lib/ist-calendar';
import { deliveredListedSince, staysOnConsole } from '@/lib/console-board';
import { noShowVerdict, pickupStartVerdict } from '@/lib/arrival-rules';
import { nextStagesOf, STAGE_TEXT } from '@/lib/workshop-stages';
import { isApproved, lineAmount } from '@/lib/estimate-rules';

type ConsoleList = z.infer<typeof ConsoleListSchema>;

/** The pick-up address on one line, or null (self-drop, or a stored address without its parts). */
function pickupLine(address: Record<string, unknown> | null): string | null {
  const line = text(address?.line);
  const city = text(address?.city);
  const pincode = text(address?.pincode);
  if (!address || !line || !city || !pincode) return null;
  return addressLine({ line, city, pincode, house_number: text(address.house_number), locality: text(address.locality) });
}

/** The bill as a console card shows it: status, number, total and due, and how far over the estimate. */
function billOnCard(bill: repo.BillRow | undefined): ConsoleList['appointments'][number]['bill'] {
  if (!bill) return null;
  const { overrun_percent } = billView(bill, undefined, undefined);
  return { status: bill.status, number: bill.number, total_paise: bill.totalPaise, due_paise: bill.duePaise, overrun_percent };
}

export async function consoleAppointments(db: Db, actor: Actor, now: Date): Promise<ConsoleList> {
  if (actor.kind !== 'advisor' && actor.kind !== 'admin') throw new AppError('FORBIDDEN', 'This is for garage staff');
  const today = istDay(now);
  const listed = await repo.consoleAppointmentsOf(db, centresCovered(actor), deliveredListedSince(now));
  const rows = listed.filter((r) => staysOnConsole({ delivered_at: r.deliveredAt?.toISOString() ?? null }, now));
  const orderIds = rows.flatMap((r) => (r.orderId ? [r.orderId] : []));
  const [lines, bills, photos] = await Promise.all([
    repo.linesOfOrders(db, orderIds),
    repo.billsOfOrders(db, orderIds),
    repo.photosOfOrders(db, orderIds),
  ]);
  return {
    today,
    appointments: rows.map(({ appointment: a, garageName, orderId, stage, deliveredAt, promisedAt, promisedStage }) => ({
      appointment_id: a.id,
      garage_name: garageName,
      customer_name: text(a.customerDetails.full_name),
      phone_number: text(a.customerDetails.phone_number),
      vehicle: vehicleName(a.vehicleDetails),
      registration_number: a.registrationNumber,
      service_type_id: a.serviceTypeId,
      fulfillment_type: a.fulfillmentType,
      date: a.appointmentDate,
      slot_start: a.slotStart?.slice(0, 5) ?? null,
      slot_end: a.slotEnd?.slice(0, 5) ?? null,
      pickup_address: pickupLine(a.pickupAddress),
      order_id: orderId,
      stage,
      stage_heading: stage ? STAGE_TEXT[stage].heading : null,
      delivered_at: deliveredAt ? istIso(deliveredAt) : null,
      next_stages: stage
        ? nextStagesOf(
            stage,
            lines.some((l) => l.workOrderId === orderId && isApproved(l.customerApprovalStatus)),
          ).map((next) => ({ stage: next, heading: STAGE_TEXT[next].heading }))
        : [],
      pickup_started_at: a.pickupStartedAt ? istIso(a.pickupStartedAt) : null,
      can_start_pickup: !orderId && pickupStartVerdict(a, now).ok,
      can_mark_no_show: !orderId && noShowVerdict(a, now).ok,
      parts: lines
        .filter((l) => l.workOrderId === orderId)
        .map((l) => ({
          id: l.id,
          part_name: l.partName,
          origin: l.origin,
          amount: lineAmount(l),
          final_amount: l.finalPaise,
          status: l.customerApprovalStatus,
          removed_reason: l.removedReason,
          photos: photosOfLine(photos, l.id),
        })),
      bill: billOnCard(bills.find((b) => b.workOrderId === orderId)),
      promise: promisedAt && promisedStage && promisedStage === stage ? { stage: promisedStage, by: istIso(promisedAt) } : null,
    })),
  };
}
