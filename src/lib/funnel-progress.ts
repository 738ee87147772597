// How far a visitor's booking journey got (decision 055): the funnel's steps are BOOKING_FUNNEL's
// events, counted in order. A journey starts with its first step's event; each later step counts
// once, and only after the step before it; a step out of order is left uncounted. A journey that
// reached the booking, or whose start is older than JOURNEY_WINDOW_DAYS, ends: the next first step
// starts another. The pick-up address is chosen only for pick-up and drop: a slot chosen right after
// the handover passes that step, so a self-drop or a wait at the centre reaches the booking too.
// Pure: the roll-up job feeds it each visitor's events in the order received.
import { BOOKING_FUNNEL, EVENTS } from './analytics-events';

/** A journey older than this when its visitor starts again is left where it stopped. */
export const JOURNEY_WINDOW_DAYS = 30;
const WINDOW_MS = JOURNEY_WINDOW_DAYS * 86_400_000;

export interface Journey {
  startedAt: Date;
  /** How many steps were reached in order: 1 (the first step) to BOOKING_FUNNEL.length. */
  reached: number;
  /** Where the visitor came from and on what, at the journey's start. */
  source: string;
  platform: string;
  /** The centre chosen, once a step names one. */
  garageId: string | null;
  /** True when the stored row is to be written (new, or moved on). */
  changed?: boolean;
}

export interface FunnelEvent {
  name: string;
  at: Date;
  source: string;
  platform: string;
  garageId: string | null;
}

const stepOf = (name: string) => (BOOKING_FUNNEL as readonly string[]).indexOf(name);
const PICKUP_ADDRESS = stepOf(EVENTS.pickupAddressChosen);
const SLOT = stepOf(EVENTS.slotChosen);
/** The step a journey may take next: the one after its last, or the slot straight after the handover. */
const isNext = (step: number, reached: number) => step === reached || (step === SLOT && reached === PICKUP_ADDRESS);
const ended = (j: Journey, at: Date) => j.reached === BOOKING_FUNNEL.length || at.getTime() - j.startedAt.getTime() > WINDOW_MS;

/**
 * The visitor's journeys after one more event: the current one moved on, or a new one started (the
 * earlier stays as it was). Answers the list with changed journeys marked.
 */
export function advanceJourney(journeys: Journey[], event: FunnelEvent): Journey[] {
  const step = stepOf(event.name);
  if (step < 0) return journeys;
  const current = journeys.at(-1);
  if (step === 0) {
    if (current && !ended(current, event.at)) return journeys;
    return [
      ...journeys,
      { startedAt: event.at, reached: 1, source: event.source, platform: event.platform, garageId: event.garageId, changed: true },
    ];
  }
  if (!current || ended(current, event.at) || !isNext(step, current.reached)) return journeys;
  const moved = { ...current, reached: step + 1, garageId: current.garageId ?? event.garageId, changed: true };
  return [...journeys.slice(0, -1), moved];
}
