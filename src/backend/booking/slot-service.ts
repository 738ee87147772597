import type { Db } from '../platform/db/client';
import type { BookingSettings } from '../platform/deps';
import { getGarage, mapPincode } from '../garages';
import * as repo from './repository';
import { AppError } from '@/contracts/errors';
import type { SlotList } from '@/contracts/slots';
import { IST_ZONE } from '@/lib/ist';
import { generateSlots, parseSlotId, resolveSlot, slotWindow, type ConcreteSlot, type SlotTemplateRule } from '@/lib/slots';
import { SLOT_TYPE_NAMES, type SlotType } from '@/contracts/vocabulary';

const toRule = (t: Awaited<ReturnType<typeof repo.templatesOf>>[number]): SlotTemplateRule => ({
  id: t.id,
  slotType: t.slotType,
  weekdays: t.weekdays,
  startTime: t.startTime,
  endTime: t.endTime,
  capacity: t.capacity,
  sameDayService: t.sameDayService,
});

/** Spec §5 slot lookup: the garage named, else the pincode's; its slots of a type for the window, from now. */
export async function listSlots(
  db: Db,
  q: { slot_type: SlotType; pincode?: string; garage_id?: string },
  now: Date,
  rules: BookingSettings,
): Promise<SlotList> {
  const garage = q.garage_id ? await getGarage(db, q.garage_id) : await getGarage(db, (await mapPincode(db, q.pincode!)).garage.id);
  const days = slotWindow(now, rules.daysAhead);
  const [templates, usage, closed] = await Promise.all([
    repo.templatesOf(db, garage.id, q.slot_type),
    repo.usageBetween(db, garage.id, q.slot_type, days[0]!, days[days.length - 1]!),
    repo.closedDaysBetween(db, garage.id, garage.state, days[0]!, days[days.length - 1]!),
  ]);
  return {
    garage_id: garage.id,
    garage_name: garage.name,
    slot_type: q.slot_type,
    time_zone: IST_ZONE,
    slots: generateSlots({ templates: templates.map(toRule), usage, closed, now, rules }),
    closed_days: closed,
  };
}

/**
 * The slot an id names, for an appointment at this garage with this handover type, if it can be
 * booked now, from the chosen template, garage and closure that `lockForSlotChoice` loaded: 404
 * for a slot that is not the garage's, 409 for another handover type, a closed day or a slot past
 * its cut-off.
 */
export function bookableSlot(
  choice: repo.SlotChoice | undefined,
  garageId: string,
  slotType: SlotType,
  slotId: string,
  now: Date,
  rules: BookingSettings,
): { slot: ConcreteSlot; garage: repo.SlotChoice['garage'] } {
  const parsed = parseSlotId(slotId);
  if (!parsed || !choice || choice.template.garageId !== garageId || !choice.template.isActive || !choice.garage.isActive) {
    throw new AppError('SLOT_NOT_FOUND', "This is not one of this service centre's slots");
  }
  const { template, garage, closedReason } = choice;
  if (template.slotType !== slotType) {
    throw new AppError(
      'SLOT_UNAVAILABLE',
      `This is a ${SLOT_TYPE_NAMES[template.slotType]} slot; your booking is ${SLOT_TYPE_NAMES[slotType]}`,
    );
  }
  const closed = closedReason === null ? [] : [{ date: parsed.date, reason: closedReason }];
  const resolved = resolveSlot(slotId, toRule(template), closed, now, rules);
  if (resolved.ok) return { slot: resolved.slot, garage };
  switch (resolved.reason) {
    case 'closed-day':
      throw new AppError('SLOT_UNAVAILABLE', `${garage.name} is closed that day (${closedReason ?? 'closed'}); choose another day`);
    case 'past-cutoff':
      throw new AppError('SLOT_UNAVAILABLE', 'This slot no longer takes bookings; choose a later one');
    default:
      throw new AppError('SLOT_NOT_FOUND', `This is not one of ${garage.name}'s slots`);
  }
}

/**
 * Takes a place in the slot and writes the appointment's booking of it. When the slot is full, holds
 * of that slot that ran out are released first (the job would release them within a minute) and
 * the place is tried once more; then SLOT_FULL.
 */
export async function placeBookingOrFull(
  db: Db,
  garageId: string,
  slot: ConcreteSlot,
  booking: repo.NewBooking,
  now: Date,
): Promise<repo.BookingRow> {
  const placed = await repo.placeBooking(db, garageId, slot, booking);
  if (placed) return placed;
  const row = await repo.findSlotRowOf(db, slot.templateId, slot.date);
  if (row && (await repo.expireHolds(db, now, row.id)) > 0) {
    const retried = await repo.placeBooking(db, garageId, slot, booking);
    if (retried) return retried;
  }
  throw new AppError('SLOT_FULL', 'This slot has just been taken; choose another slot');
}
