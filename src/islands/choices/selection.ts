import type { CatalogueEntry, PackagePricing } from '@/contracts/pricing';
import { CHOICE_ROUTES } from '@/lib/journey-steps';
import type { Journey } from '@/stores/journey';
import { PLAN_NAMES } from '@/islands/pricing/plans';
import { isIssueComplete } from './issue';

/** The prices a page already holds, so the summary can price the choice without asking again. */
export interface SummaryPrices {
  plans?: PackagePricing['plans'] | null;
  catalogue?: CatalogueEntry[];
  inspectionFee?: number;
}

export interface SelectionLine { name: string; price?: number }

export interface Selection {
  /** Row label: 'Plan', 'Repairs', 'Symptoms', 'Spa package'. */
  title: string;
  /** Where the choice is made. */
  route: string;
  lines: SelectionLine[];
  /** Short text for the phone bar: 'Advanced plan', '2 repairs'. */
  short: string;
  total?: number;
  totalLabel: string;
  complete: boolean;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the visitor has chosen for their service type, with prices where the page knows them. */
export function summariseSelection(journey: Journey, prices: SummaryPrices = {}): Selection | null {
  const type = journey.serviceType;
  if (!type) return null;
  const route = CHOICE_ROUTES[type];
  const entry = (id: string) => prices.catalogue?.find((item) => item.id === id);

  if (type === 'periodic_service') {
    const plan = journey.plan;
    const price = plan ? prices.plans?.[plan].offer_price : undefined;
    return plan
      ? { title: 'Plan', route, lines: [{ name: `${PLAN_NAMES[plan]} plan`, price }], short: `${PLAN_NAMES[plan]} plan`, total: price, totalLabel: 'Total', complete: true }
      : { title: 'Plan', route, lines: [], short: 'No plan chosen yet', totalLabel: 'Total', complete: false };
  }
  if (type === 'specific_repair') {
    // Before the catalogue arrives the ids are all we have; afterwards, ids it no longer lists are dropped.
    const ids = prices.catalogue ? journey.repairs.filter((id) => entry(id)) : journey.repairs;
    const lines = ids.map((id) => ({ name: entry(id)?.name ?? 'Repair', price: entry(id)?.price }));
    const total = prices.catalogue ? lines.reduce((sum, line) => sum + (line.price ?? 0), 0) : undefined;
    return { title: 'Repairs', route, lines, short: ids.length ? plural(ids.length, 'repair', 'repairs') : 'No repair chosen yet', total: ids.length ? total : undefined, totalLabel: 'Total', complete: ids.length > 0 };
  }
  if (type === 'not_sure_about_issue') {
    const issue = journey.issue;
    const complete = isIssueComplete(issue);
    const lines = complete ? [...issue.symptoms.map((name) => ({ name })), ...(issue.note.trim() ? [{ name: `“${issue.note.trim()}”` }] : [])] : [];
    const count = complete ? issue.symptoms.length : 0;
    return {
      title: 'Symptoms', route, lines, complete,
      short: !complete ? 'No symptom yet' : count ? plural(count, 'symptom', 'symptoms') : 'Issue described',
      total: prices.inspectionFee, totalLabel: 'Inspection fee',
    };
  }
  const spa = journey.spaPackage ? entry(journey.spaPackage) : undefined;
  const known = Boolean(journey.spaPackage && (spa || !prices.catalogue));
  return known
    ? { title: 'Spa package', route, lines: [{ name: spa?.name ?? 'Spa package', price: spa?.price }], short: spa?.name ?? 'Spa package', total: spa?.price, totalLabel: 'Total', complete: true }
    : { title: 'Spa package', route, lines: [], short: 'No package chosen yet', totalLabel: 'Total', complete: false };
}
