// The one stepper of a booking, from choosing the service to paying the fee: the same list, numbers
// and ticks on the choosing pages and the booking pages. Pure; the component only renders it.
import { Slot, type SlotType } from '@/contracts/vocabulary';

/** Every step of a booking, in the order a customer walks them. */
export const JOURNEY_STEPS = ['service', 'vehicle', 'garage', 'choice', 'handover', 'address', 'slot', 'pay'] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];

/** The steps made on the choosing pages, before an appointment exists. */
export type ChoosingStep = Extract<JourneyStep, 'service' | 'vehicle' | 'garage' | 'choice' | 'handover'>;

export const STEP_LABELS: Record<JourneyStep, string> = {
  service: 'Service',
  vehicle: 'Car',
  garage: 'Centre',
  choice: 'Plan',
  handover: 'Handover',
  address: 'Pick-up address',
  slot: 'Slot',
  pay: 'Details & pay',
};

/** The steps of a booking with this handover: the pick-up address only for pick-up and drop, the default until one is chosen. */
export function stepsFor(handover: SlotType = Slot.PICK_AND_DROP): JourneyStep[] {
  return handover === Slot.PICK_AND_DROP ? [...JOURNEY_STEPS] : JOURNEY_STEPS.filter((s) => s !== 'address');
}

/** The steps before `current`: on a booking page every one of them is done (the appointment holds them). */
export function stepsBefore(current: JourneyStep, handover?: SlotType): JourneyStep[] {
  const steps = stepsFor(handover);
  const at = steps.indexOf(current);
  return at === -1 ? [] : steps.slice(0, at);
}

export type StepState = 'done' | 'current' | 'todo';

export interface StepView {
  id: JourneyStep;
  label: string;
  /** 1-based, counted among the steps this handover has. */
  number: number;
  state: StepState;
  /** Where a done step links back to, when going back there is safe. */
  href?: string;
}

export interface StepperView {
  steps: StepView[];
  /** The current step's number. */
  position: number;
  total: number;
  current: StepView;
}

export interface StepperInput {
  current: JourneyStep;
  handover?: SlotType;
  done?: readonly JourneyStep[];
  /** Links back, used for done steps only. */
  hrefs?: Partial<Record<JourneyStep, string>>;
}

/**
 * The stepper as shown: the handover's steps numbered, the current one marked, the done ones ticked
 * and linked back where a link is given. A current step the handover lacks is kept, so a page always
 * finds itself in the list.
 */
export function stepperView({ current, handover, done = [], hrefs = {} }: StepperInput): StepperView {
  const kept = stepsFor(handover);
  const ids = JOURNEY_STEPS.filter((id) => id === current || kept.includes(id));
  const steps = ids.map((id, i): StepView => {
    const state: StepState = id === current ? 'current' : done.includes(id) ? 'done' : 'todo';
    const href = state === 'done' ? hrefs[id] : undefined;
    return { id, label: STEP_LABELS[id], number: i + 1, state, ...(href ? { href } : {}) };
  });
  const position = ids.indexOf(current) + 1;
  return { steps, position, total: steps.length, current: steps[position - 1]! };
}

/** The phone's one line: 'Step 7 of 8 · Slot'. */
export function stepSummary(view: StepperView): string {
  return `Step ${view.position} of ${view.total} · ${view.current.label}`;
}
