// The slot screen's rules: whether an appointment belongs on it (and in which mode), the slot query
// taken from the address, the days as a strip of tabs in IST, each slot's label and why it cannot be
// chosen, and where the screen goes next. Pure: today and now are arguments (docs/decisions/021).
import type { SlotList, SlotView } from '@/contracts/slots';
import { Appointment, Booking, Slot, SLOT_TYPES, type AppointmentStatus, type BookingStatus, type SlotType } from '@/contracts/vocabulary';
import { BEFORE_PAYMENT, BOOKED } from './appointment-status';
import { continuableOf } from './booking-steps';

export { continuableOf };
import { dayAndMonth, dayHeading, dayLabel, istDay, slotLabel, weekdayName } from './ist-calendar';
import { flowPath } from './paths';
import { slotsByDay } from './slots';

/** How the slot screen serves an appointment: choose its slot, move its booked slot, or send it elsewhere. */
export type SlotStep = 'choose' | 'reschedule' | 'reschedule-closed' | 'elsewhere';

export interface SlotStepInput {
  status: AppointmentStatus;
  fulfillmentType: SlotType;
  hasPickupAddress: boolean;
  /** The server's verdict: whether the booked slot may still be moved online. */
  canReschedule: boolean;
}

/**
 * Before paying (with the pick-up address, for pick-and-drop) and once paid without a slot, the slot is
 * chosen; with `reschedule` a booked appointment chooses a new one (or is told to call when it no
 * longer may). Everything else is continued on its own screen.
 */
export function slotStepOf(a: SlotStepInput, reschedule: boolean): SlotStep {
  if (BOOKED.includes(a.status)) {
    if (!reschedule) return 'elsewhere';
    return a.canReschedule ? 'reschedule' : 'reschedule-closed';
  }
  if (a.status === Appointment.PAYMENT_CONFIRMED) return 'choose';
  if (!BEFORE_PAYMENT.includes(a.status)) return 'elsewhere';
  return a.fulfillmentType === Slot.PICK_AND_DROP && !a.hasPickupAddress ? 'elsewhere' : 'choose';
}

/** Spec §5 and §8's text when the address names no slot type. */
export const SLOT_TYPE_NOT_FOUND = 'Slot type not found';

export type SlotTypeAnswer = { ok: true; slotType: SlotType } | { ok: false; reason: 'missing' | 'other' };

/**
 * The slot type of the lookup (spec §5): the `slot_type` parameter, which must be the appointment's
 * own (another one is an old link: 'other'); a reschedule link names only the appointment, whose type
 * is then the argument.
 */
export function slotTypeOf(param: string | null, appointmentType: SlotType, reschedule: boolean): SlotTypeAnswer {
  if (reschedule) return { ok: true, slotType: appointmentType };
  const type = SLOT_TYPES.find((t) => t === param);
  if (!type) return { ok: false, reason: 'missing' };
  return type === appointmentType ? { ok: true, slotType: type } : { ok: false, reason: 'other' };
}

export interface SlotsQuery {
  slot_type: SlotType;
  garage_id: string;
  pincode?: string;
}

/**
 * get-slots' query: the slot type, the appointment's garage (it wins over the pincode's garage, so the
 * list is always the garage the booking is at) and, for pick-and-drop, the pincode of the address or
 * else the pick-up pincode.
 */
export function slotsQueryOf(slotType: SlotType, pincodeParam: string | null, a: { garageId: string; pincode: string }): SlotsQuery {
  if (slotType !== Slot.PICK_AND_DROP) return { slot_type: slotType, garage_id: a.garageId };
  const pincode = pincodeParam && /^[1-9]\d{5}$/.test(pincodeParam) ? pincodeParam : a.pincode;
  return { slot_type: slotType, garage_id: a.garageId, pincode };
}

/** The appointment's slot while its hold still runs, or null (no hold, or one that has run out). */
export function liveHoldOf(
  b: { booking_status: BookingStatus | null; hold_expires_at: string | null; slot_id: string | null },
  now: Date,
): string | null {
  if (b.booking_status !== Booking.HELD || !b.slot_id || !b.hold_expires_at) return null;
  return new Date(b.hold_expires_at).getTime() > now.getTime() ? b.slot_id : null;
}

/** One slot as the screen shows it. */
export interface SlotChoice {
  id: string;
  /** 'h:mm a - h:mm a' in IST (spec §3). */
  label: string;
  sameDay: boolean;
  disabled: boolean;
  /** Why it cannot be chosen: 'Full', 'Booking closed' (past its cut-off) or 'Your current slot'. */
  reason: string | null;
  /** What is left of an open slot: '2 left'. */
  left: string | null;
  /** Two places or fewer left. */
  fewLeft: boolean;
  /** 'Held for you' on the slot this appointment holds now. */
  tag: string | null;
}

/** One day of the strip. */
export interface DayTab {
  date: string;
  /** 'Today', 'Tomorrow' or the weekday ('Thu'). */
  name: string;
  /** '27 Nov'. */
  dateText: string;
  /** The day in full for headings: 'Today, Tue 24th Nov', 'Thu 27th Nov'. */
  title: string;
  /** Under the date: '5 open', '1 open', 'Full', 'Booking closed', 'No slots left' or 'Closed'. */
  note: string;
  /** The reason the centre is closed that day (a holiday, a closure), else null. */
  closedReason: string | null;
  slots: SlotChoice[];
  open: number;
}

/** The appointment's own slots: the one it holds (choosable again, it renews the hold) or the one booked (when rescheduling). */
export interface OwnSlots {
  held?: string | null;
  current?: string | null;
}

/** How one slot reads and whether it may be chosen. */
export function slotChoiceOf(slot: SlotView, own: OwnSlots = {}): SlotChoice {
  const label = slotLabel(slot.startTime, slot.endTime);
  const base = { id: slot.id, label, sameDay: slot.isSameDayService, fewLeft: false, tag: null, left: null };
  if (own.current === slot.id) return { ...base, disabled: true, reason: 'Your current slot' };
  if (slot.unavailable === 'closed') return { ...base, disabled: true, reason: 'Booking closed' };
  // This appointment's own hold takes one of the places counted as gone.
  if (own.held === slot.id) return { ...base, disabled: false, reason: null, tag: 'Held for you' };
  if (slot.disabled || slot.left === 0)
    return { ...base, disabled: true, reason: slot.unavailable === 'full' || slot.left === 0 ? 'Full' : 'Booking closed' };
  return { ...base, disabled: false, reason: null, left: `${slot.left} left`, fewLeft: slot.left <= 2 };
}

function noteOf(slots: SlotChoice[], open: number, closedReason: string | null): string {
  if (closedReason !== null) return 'Closed';
  if (open > 0) return `${open} open`;
  if (slots.length > 0 && slots.every((s) => s.reason === 'Full')) return 'Full';
  if (slots.length > 0 && slots.every((s) => s.reason === 'Booking closed')) return 'Booking closed';
  return 'No slots left';
}

const startOf = (s: SlotView) => new Date(s.startTime).getTime();

/**
 * The strip of days: every day with slots and every day the centre is closed, in date order (IST days,
 * as the server sends them); each day's slots sorted by start time.
 */
export function dayTabs(list: Pick<SlotList, 'slots' | 'closed_days'>, today: string, own: OwnSlots = {}): DayTab[] {
  const sorted = [...list.slots].sort((a, b) => a.date.localeCompare(b.date) || startOf(a) - startOf(b) || a.id.localeCompare(b.id));
  const byDay = new Map(slotsByDay(sorted).map((d) => [d.date, d.slots]));
  const closed = new Map(list.closed_days.map((c) => [c.date, c.reason]));
  const dates = [...new Set([...byDay.keys(), ...closed.keys()])].sort();
  return dates.map((date) => {
    const slots = closed.has(date) ? [] : (byDay.get(date) ?? []).map((s) => slotChoiceOf(s, own));
    const open = slots.filter((s) => !s.disabled).length;
    const closedReason = closed.get(date) ?? null;
    const heading = dayHeading(date, today);
    return {
      date,
      name: heading === 'Today' || heading === 'Tomorrow' ? heading : weekdayName(date),
      dateText: dayAndMonth(date),
      title: heading === 'Today' || heading === 'Tomorrow' ? `${heading}, ${dayLabel(date)}` : heading,
      note: noteOf(slots, open, closedReason),
      closedReason,
      slots,
      open,
    };
  });
}

/** The day the strip opens on: the day of the slot already chosen (if it can still be chosen), else the first day with an open slot. */
export function openingDay(tabs: readonly DayTab[], chosen: string | null): string | null {
  const withChosen = chosen ? tabs.find((t) => t.slots.some((s) => s.id === chosen && !s.disabled)) : undefined;
  return (withChosen ?? tabs.find((t) => t.open > 0) ?? tabs[0])?.date ?? null;
}

/** A chosen slot that is still open, or null (it filled up, passed its cut-off, or is gone). */
export function stillChoosable(tabs: readonly DayTab[], chosen: string | null): string | null {
  if (!chosen) return null;
  return tabs.some((t) => t.slots.some((s) => s.id === chosen && !s.disabled)) ? chosen : null;
}

/** A slot in one line: 'Tomorrow, 10:00 AM - 12:00 PM', 'Thu 27th Nov, 2:00 PM - 4:00 PM'. */
export function slotWhen(start: string, end: string, today: string): string {
  const at = new Date(start);
  if (Number.isNaN(at.getTime())) return 'Invalid date';
  return `${dayHeading(istDay(at), today)}, ${slotLabel(start, end)}`;
}

/** What the screen says when no slot can be chosen: the closures in the window, then who to call. */
export function noSlotsText(
  garageName: string,
  closedDays: readonly { date: string; reason: string }[],
  daysAhead: number,
): { title: string; closures: string[] } {
  return {
    title: `${garageName} has no free slots in the next ${daysAhead} days`,
    closures: [...closedDays].sort((a, b) => a.date.localeCompare(b.date)).map((c) => `Closed on ${dayLabel(c.date)}: ${c.reason}`),
  };
}

const minutesText = (minutes: number) => {
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
};

/** Why the nearest slots are closed for booking: 'Pick-up slots can be booked until 2 hours before they start.' (none without a cut-off). */
export function cutoffHint(slotType: SlotType, rules: { cutoffMinutes: number; pickupCutoffMinutes: number }): string | null {
  const minutes = slotType === Slot.PICK_AND_DROP ? rules.pickupCutoffMinutes : rules.cutoffMinutes;
  if (minutes <= 0) return null;
  return `${slotType === Slot.PICK_AND_DROP ? 'Pick-up slots' : 'Slots'} can be booked until ${minutesText(minutes)} before they start.`;
}

/** What choosing does, under the slots. */
export function choiceHint(step: 'choose' | 'reschedule', status: AppointmentStatus, holdMinutes: number): string {
  if (step === 'reschedule') return 'Your booking moves only once the new slot is confirmed; until then your current slot stays yours.';
  if (status === Appointment.PAYMENT_CONFIRMED) return 'Your booking fee is paid: choosing a slot confirms your booking.';
  return `We hold the slot for ${minutesText(holdMinutes)} while you add your details and pay the booking fee.`;
}

/** The page's sentence under its heading, by handover type. */
export function slotIntro(slotType: SlotType, garageName: string): string {
  switch (slotType) {
    case Slot.PICK_AND_DROP:
      return 'Choose when our driver should pick up your car. We bring it back to the same address after the service.';
    case Slot.SELF_DROP:
      return `Choose when you will drop your car at ${garageName}.`;
    default:
      return `Choose when you will bring your car to ${garageName}: a bay is kept for you and the work is done while you wait.`;
  }
}

interface Ids {
  appointmentId: string;
  garageId: string;
}
const withIds = (route: string, ids: Ids, extra: Record<string, string> = {}) =>
  `${flowPath(route)}?${new URLSearchParams({ appointmentId: ids.appointmentId, garageId: ids.garageId, ...extra })}`;

/** Where POST booking's answer leads: a held slot to the details and payment, a booked one (the fee was paid) to its confirmation. */
export function afterBookingHref(status: BookingStatus, ids: Ids): string {
  return status === Booking.CONFIRMED ? withIds('appointment-confirmation', ids) : withIds('details-capture', ids);
}

/** Where a reschedule leads: the confirmation, saying the booking moved. */
export function afterRescheduleHref(ids: Ids): string {
  return withIds('appointment-confirmation', ids, { rescheduled: '1' });
}
