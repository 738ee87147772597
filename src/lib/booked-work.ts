// The service booked on the estimate (docs/decisions/035): at check-in the plan, the booked repairs,
// the spa package or the inspection become the estimate's first lines at the price quoted at
// booking, and an extra part the advisor adds may not bill that work a second time. Pure.
import { Origin, Plan, ServiceKind, type LineOrigin, type PlanCode, type ServiceTypeId } from '@/contracts/vocabulary';
import type { Quote } from '@/contracts/pricing';

/** What each service type books: its lines' origin on the estimate. */
const ORIGIN_OF: Readonly<Record<ServiceTypeId, LineOrigin>> = {
  [ServiceKind.periodic_service]: Origin.PLAN,
  [ServiceKind.specific_repair]: Origin.REPAIR,
  [ServiceKind.car_spa_and_cleaning]: Origin.SPA,
  [ServiceKind.not_sure_about_issue]: Origin.INSPECTION,
};

export interface BookedLine {
  origin: LineOrigin;
  catalogueItemId: string;
  partName: string;
  amountPaise: number;
}

/** The booked lines of an appointment's quote, in the quote's order; none without a quote. */
export function bookedLines(serviceType: ServiceTypeId, quote: Pick<Quote, 'lines'> | null): BookedLine[] {
  return (quote?.lines ?? []).map((l) => ({
    origin: ORIGIN_OF[serviceType],
    catalogueItemId: l.id,
    partName: l.name,
    amountPaise: l.amount_paise,
  }));
}

/** A booked line is the booking's; everything else the advisor added. */
export const isBookedOrigin = (origin: LineOrigin): boolean => origin !== Origin.EXTRA;

/** The names of what a booked plan includes, for the car's powertrain (spec §9: the basic plan leaves some out). */
export function planInclusions(plan: PlanCode, inclusions: readonly { name: string; in_essential: boolean }[]): string[] {
  return inclusions.filter((i) => plan === Plan.ENHANCED || i.in_essential).map((i) => i.name);
}

const STOP = new Set(['and', 'the', 'of', 'a', 'an', 'with', 'plus', 'for', 'replacement', 'replace', 'change', 'new']);

/**
 * The words that name a job: lower case, without small words and the words for "doing it again"
 * (replacement, change), plurals made singular. 'Spark plugs replacement' → spark, plug.
 */
export function jobWords(name: string): Set<string> {
  const words = name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !STOP.has(w));
  return new Set(words.map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w)));
}

/**
 * Whether a part names work that these names already cover: every word of the part belongs to one of
 * them, and each one used is named whole. 'Engine oil change' is 'Engine oil'; 'Wheel alignment and
 * balancing' is 'Wheel alignment' with 'Wheel balancing'; 'Engine oil leak repair' is new work, and
 * so is 'Spark plugs replacement' beside 'Spark plug check'. Answers the names it matched.
 */
export function coveredBy(part: string, names: readonly string[]): string[] {
  const words = jobWords(part);
  if (words.size === 0) return [];
  const inside = names.filter((n) => {
    const own = jobWords(n);
    return own.size > 0 && [...own].every((w) => words.has(w));
  });
  const covered = new Set(inside.flatMap((n) => [...jobWords(n)]));
  return [...words].every((w) => covered.has(w)) ? inside : [];
}

export interface ExtraCandidate {
  name: string;
  /** The catalogue item picked, or null for a part the catalogue does not have. */
  catalogueItemId: string | null;
}

export interface BookedContext {
  /** The booked lines still on the estimate. */
  booked: readonly { catalogueItemId: string | null; partName: string }[];
  /** What the booked plan includes for this car ('Engine oil', …); empty without a plan. */
  included: readonly string[];
  /** The plan's name as the customer knows it ('Basic'), when one was booked. */
  planName: string | null;
  /** The catalogue's items for this car, which free text may not stand in for. */
  catalogue: readonly { id: string; name: string }[];
  /** The catalogue items already added as extras (each is added once). */
  extras?: readonly string[];
}

/**
 * Why the advisor may not add this extra part, or null when they may: it is a booked repair or spa
 * item, an extra already added, the booked plan includes it, or (typed in) the catalogue has it,
 * priced for this car.
 */
export function extraRefusal(part: ExtraCandidate, context: BookedContext): string | null {
  const booked =
    context.booked.find((b) => part.catalogueItemId !== null && b.catalogueItemId === part.catalogueItemId)?.partName ??
    coveredBy(
      part.name,
      context.booked.map((b) => b.partName),
    )[0];
  if (booked) return `'${booked}' was booked with the service and is on the estimate already`;
  if (part.catalogueItemId !== null && context.extras?.includes(part.catalogueItemId)) return `'${part.name}' is on the estimate already`;
  const included = coveredBy(part.name, context.included);
  if (included.length > 0)
    return `${included.map((n) => `'${n}'`).join(' and ')} ${included.length > 1 ? 'are' : 'is'} included in the ${context.planName ?? 'booked'} plan`;
  if (part.catalogueItemId === null) {
    const listed = context.catalogue.find(
      (item) => coveredBy(part.name, [item.name]).length > 0 && coveredBy(item.name, [part.name]).length > 0,
    );
    if (listed) return `'${listed.name}' is in the catalogue: pick it from the list, priced for this car`;
  }
  return null;
}
