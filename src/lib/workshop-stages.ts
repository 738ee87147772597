// The workshop timeline's stages (spec §4): what each says to the customer, which screen shows it,
// and which stage may follow which. Pure; the advisor's console and the tracking screens share it.
import { Slot, Stage, WORKSHOP_STAGES, type SlotType, type WorkshopStage } from '@/contracts/vocabulary';

const {
  CAR_AT_GARAGE,
  SURVEY,
  ESTIMATE_APPROVAL_PENDING,
  ESTIMATE_COMPLETED,
  REPAIR_IN_PROGRESS,
  QUALITY_CHECK,
  PAYMENT_PENDING,
  PAYMENT_COMPLETED,
  CAR_DELIVERED,
  NO_SERVICE_SELECTED,
} = Stage;

export interface StageText {
  heading: string;
  nextStep: string;
}

/**
 * Each stage's heading and next-step sentence. Spec §4 gives 'Car at garage', 'Payment received' and
 * three next steps; the rest is written as a service advisor would say it.
 */
export const STAGE_TEXT: Readonly<Record<WorkshopStage, StageText>> = {
  [CAR_AT_GARAGE]: { heading: 'Car at garage', nextStep: 'We will examine your car service and repair needs' },
  [SURVEY]: { heading: 'Inspection under way', nextStep: 'Our advisor is inspecting your car and will send you an estimate to approve' },
  [ESTIMATE_APPROVAL_PENDING]: { heading: 'Estimate ready for your approval', nextStep: 'Once approved, we will start the service' },
  [ESTIMATE_COMPLETED]: { heading: 'Estimate approved', nextStep: 'Your approved work is lined up; the technicians start shortly' },
  [REPAIR_IN_PROGRESS]: {
    heading: 'Service in progress',
    nextStep: 'Our technicians are working on your car; every job is checked when they finish',
  },
  [QUALITY_CHECK]: { heading: 'Quality check', nextStep: 'A senior technician is checking every job before your bill is made' },
  [PAYMENT_PENDING]: { heading: 'Bill ready', nextStep: 'After payment, you can schedule your car drop' },
  [PAYMENT_COMPLETED]: { heading: 'Payment received', nextStep: 'Your car is being readied for delivery' },
  [CAR_DELIVERED]: { heading: 'Car delivered', nextStep: 'Thank you for servicing your car with us: tell us how we did' },
  [NO_SERVICE_SELECTED]: {
    heading: 'No service selected',
    nextStep: 'You declined the estimate: your car is ready to collect as it came in',
  },
};

/** The stages whose next step depends on how the car goes back: brought home, or collected at the centre. */
const COLLECTED: Partial<Record<WorkshopStage, string>> = {
  [PAYMENT_PENDING]: 'After payment, your car is ready to collect from the service centre',
  [PAYMENT_COMPLETED]: 'Your car is being readied for you to collect',
};

/**
 * A stage's heading and next step for this booking: a car handed over at the centre (self-drop, or
 * waiting there) is collected, not dropped home, so the stages about its return say so. Pick-up and
 * drop keeps spec §4's words ('After payment, you can schedule your car drop').
 */
export function stageText(stage: WorkshopStage, handover: SlotType): StageText {
  const collected = handover === Slot.PICK_AND_DROP ? undefined : COLLECTED[stage];
  return collected ? { ...STAGE_TEXT[stage], nextStep: collected } : STAGE_TEXT[stage];
}

/**
 * Which stage may follow which. The usual path runs down the list; quality check can send the car
 * back to the technicians; an estimate with no work approved ends in no service, and the car then
 * goes back to its owner: through the bill when the inspection is billed, straight when nothing is
 * (the workshop's services decide which, docs/decisions/035).
 */
export const STAGE_TRANSITIONS: Readonly<Record<WorkshopStage, readonly WorkshopStage[]>> = {
  [CAR_AT_GARAGE]: [SURVEY],
  [SURVEY]: [ESTIMATE_APPROVAL_PENDING],
  [ESTIMATE_APPROVAL_PENDING]: [ESTIMATE_COMPLETED, NO_SERVICE_SELECTED],
  [ESTIMATE_COMPLETED]: [REPAIR_IN_PROGRESS],
  [REPAIR_IN_PROGRESS]: [QUALITY_CHECK],
  [QUALITY_CHECK]: [PAYMENT_PENDING, REPAIR_IN_PROGRESS],
  [PAYMENT_PENDING]: [PAYMENT_COMPLETED],
  [PAYMENT_COMPLETED]: [CAR_DELIVERED],
  [CAR_DELIVERED]: [],
  [NO_SERVICE_SELECTED]: [PAYMENT_PENDING, CAR_DELIVERED],
};

export function canAdvance(from: WorkshopStage, to: WorkshopStage): boolean {
  return STAGE_TRANSITIONS[from].includes(to);
}

/** The stages the console offers next: from no service, the bill when something done is billed (the inspection), else delivery. */
export function nextStagesOf(stage: WorkshopStage, billable: boolean): WorkshopStage[] {
  if (stage !== NO_SERVICE_SELECTED) return [...STAGE_TRANSITIONS[stage]];
  return [billable ? PAYMENT_PENDING : CAR_DELIVERED];
}

/** The work is over: nothing follows. */
export const isFinalStage = (stage: WorkshopStage): boolean => STAGE_TRANSITIONS[stage].length === 0;

/** The tracking screens, under /service-centre. */
export type TrackingScreen = '/home' | '/job-cards' | '/estimate-approval' | '/tracking';

/**
 * Spec §4's screen per stage: an estimate waiting for approval opens the job cards, an approved one
 * the estimate, the welcome screen home; every other stage the timeline.
 */
export function screenOfStage(stage: WorkshopStage | 'WELCOME'): TrackingScreen {
  switch (stage) {
    case 'WELCOME':
      return '/home';
    case ESTIMATE_APPROVAL_PENDING:
      return '/job-cards';
    case ESTIMATE_COMPLETED:
      return '/estimate-approval';
    default:
      return '/tracking';
  }
}

export interface TimelineEntry {
  stage: WorkshopStage;
  at: string;
}

/**
 * The stages as the tracking screen lists them: those done, with when (the latest time a stage was
 * entered, as quality check can send a car back), the current one, then the ones still to come on
 * the path the car is on. A stage the entries skip
 * shows as done without a time.
 */
export function timelineRows(
  entries: readonly TimelineEntry[],
  options: { billed?: boolean } = {},
): { stage: WorkshopStage; state: 'done' | 'current' | 'next'; at: string | null }[] {
  if (entries.length === 0) return [];
  const current = entries[entries.length - 1]!.stage;
  const lastAt = new Map(entries.map((e) => [e.stage, e.at]));
  // No service has no repair or quality check; it has a bill when something done is billed (the inspection).
  const billed = options.billed ?? entries.some((e) => e.stage === PAYMENT_PENDING);
  const path: readonly WorkshopStage[] = entries.some((e) => e.stage === NO_SERVICE_SELECTED)
    ? [
        CAR_AT_GARAGE,
        SURVEY,
        ESTIMATE_APPROVAL_PENDING,
        NO_SERVICE_SELECTED,
        ...(billed ? [PAYMENT_PENDING, PAYMENT_COMPLETED] : []),
        CAR_DELIVERED,
      ]
    : WORKSHOP_STAGES.filter((s) => s !== NO_SERVICE_SELECTED);
  const at = path.indexOf(current);
  return path.map((stage, i) => ({
    stage,
    // A delivered car's last stage is done too: nothing is under way.
    state: i < at || (i === at && isFinalStage(current)) ? 'done' : i === at ? 'current' : 'next',
    at: i <= at ? (lastAt.get(stage) ?? null) : null,
  }));
}
