// Slots are generated on demand from a garage's templates for a rolling window of days in IST
// (SPEC-NOTES), skipping the days it is closed; what is taken comes from the slot rows that
// holds and bookings made. Pure: the time is an argument.
import { Slot, type SlotType } from '@/contracts/vocabulary';
import type { SlotView } from '@/contracts/slots';
import { addDays, isDay, istDay, istInstant, istIso, weekdayOf } from './ist-calendar';

export interface SlotTemplateRule {
  id: string;
  slotType: SlotType;
  /** 0 = Sunday … 6 = Saturday. */
  weekdays: readonly number[];
  /** IST wall-clock times, 'HH:MM' or 'HH:MM:SS'. */
  startTime: string;
  endTime: string;
  capacity: number;
  sameDayService: boolean;
}

/** A slot row: its own capacity (copied from its template when made) and places taken. */
export interface SlotUsage {
  templateId: string;
  date: string;
  capacity: number;
  taken: number;
}

export interface ClosedDay {
  date: string;
  reason: string;
}

export interface SlotRules {
  /** How many days from today (today included) are offered. */
  daysAhead: number;
  /** A slot stops taking bookings this many minutes before it starts. */
  cutoffMinutes: number;
  /** A pick-up slot stops taking bookings this many minutes before it starts (a driver must be sent). */
  pickupCutoffMinutes: number;
}

export const DEFAULT_SLOT_RULES: SlotRules = { daysAhead: 14, cutoffMinutes: 60, pickupCutoffMinutes: 120 };

/** '<template id>_<day>'. */
export function slotIdOf(templateId: string, day: string): string {
  return `${templateId}_${day}`;
}

/** The template and day of a slot id, or null for anything else. */
export function parseSlotId(id: string): { templateId: string; date: string } | null {
  const at = id.lastIndexOf('_');
  if (at <= 0) return null;
  const templateId = id.slice(0, at);
  const date = id.slice(at + 1);
  return isDay(date) ? { templateId, date } : null;
}

/** The days offered from `now`: today in IST and the days after it, `daysAhead` in all. */
export function slotWindow(now: Date, daysAhead: number): string[] {
  const today = istDay(now);
  return Array.from({ length: daysAhead }, (_, i) => addDays(today, i));
}

/** Whether a day ('yyyy-mm-dd') is one of slotWindow's days, without listing them: such days sort as text. */
export function inSlotWindow(day: string, now: Date, daysAhead: number): boolean {
  if (daysAhead < 1) return false;
  const today = istDay(now);
  return day >= today && day <= addDays(today, daysAhead - 1);
}

/** Whether a slot of this type, starting then, still takes bookings at `now`. */
export function isBookable(slotType: SlotType, startsAt: Date, now: Date, rules: SlotRules): boolean {
  const cutoff = slotType === Slot.PICK_AND_DROP ? rules.pickupCutoffMinutes : rules.cutoffMinutes;
  return startsAt.getTime() - now.getTime() >= cutoff * 60_000;
}

export interface ConcreteSlot {
  id: string;
  templateId: string;
  slotType: SlotType;
  date: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  sameDayService: boolean;
}

/** A template's slot on a day, when the template runs that day. */
export function slotOn(template: SlotTemplateRule, date: string): ConcreteSlot | null {
  if (!template.weekdays.includes(weekdayOf(date))) return null;
  return {
    id: slotIdOf(template.id, date),
    templateId: template.id,
    slotType: template.slotType,
    date,
    startsAt: istInstant(date, template.startTime),
    endsAt: istInstant(date, template.endTime),
    capacity: template.capacity,
    sameDayService: template.sameDayService,
  };
}

/** Why a slot id cannot be booked now, or the slot: unknown, a closed day, outside the window, or past its cut-off. */
export function resolveSlot(
  id: string,
  template: SlotTemplateRule | undefined,
  closed: readonly ClosedDay[],
  now: Date,
  rules: SlotRules,
): { ok: true; slot: ConcreteSlot } | { ok: false; reason: 'unknown' | 'closed-day' | 'outside-window' | 'past-cutoff' } {
  const parsed = parseSlotId(id);
  if (!parsed || !template || template.id !== parsed.templateId) return { ok: false, reason: 'unknown' };
  const slot = slotOn(template, parsed.date);
  if (!slot) return { ok: false, reason: 'unknown' };
  if (!inSlotWindow(parsed.date, now, rules.daysAhead)) return { ok: false, reason: 'outside-window' };
  if (closed.some((c) => c.date === parsed.date)) return { ok: false, reason: 'closed-day' };
  if (!isBookable(slot.slotType, slot.startsAt, now, rules)) return { ok: false, reason: 'past-cutoff' };
  return { ok: true, slot };
}

/**
 * The slots of the window, sorted by start time: each with its capacity (`count`) and what is left;
 * full slots and slots past their cut-off are disabled. Closed days have no slots.
 */
export function generateSlots(input: {
  templates: readonly SlotTemplateRule[];
  usage: readonly SlotUsage[];
  closed: readonly ClosedDay[];
  now: Date;
  rules: SlotRules;
}): SlotView[] {
  const { templates, usage, closed, now, rules } = input;
  const closedDays = new Set(closed.map((c) => c.date));
  const used = new Map(usage.map((u) => [slotIdOf(u.templateId, u.date), u]));
  const views: SlotView[] = [];
  for (const date of slotWindow(now, rules.daysAhead)) {
    if (closedDays.has(date)) continue;
    for (const template of templates) {
      const slot = slotOn(template, date);
      if (!slot) continue;
      const row = used.get(slot.id);
      const count = row?.capacity ?? slot.capacity;
      const left = Math.max(0, count - (row?.taken ?? 0));
      const open = isBookable(slot.slotType, slot.startsAt, now, rules);
      views.push({
        id: slot.id,
        date,
        startTime: istIso(slot.startsAt),
        endTime: istIso(slot.endsAt),
        count,
        left,
        isSameDayService: slot.sameDayService,
        disabled: !open || left === 0,
        unavailable: !open ? 'closed' : left === 0 ? 'full' : null,
      });
    }
  }
  return views.sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id));
}

/** The slots grouped by IST day, in order (the slot screen's sections). */
export function slotsByDay<T extends { date: string }>(slots: readonly T[]): { date: string; slots: T[] }[] {
  const days: { date: string; slots: T[] }[] = [];
  for (const slot of slots) {
    const last = days[days.length - 1];
    if (last?.date === slot.date) last.slots.push(slot);
    else days.push({ date: slot.date, slots: [slot] });
  }
  return days;
}
