import type { Quote } from '@/contracts/pricing';
import { PLAN_NAMES, ServiceKind, type PlanCode, type ServiceTypeId } from '@/contracts/vocabulary';
import { CHOICE_ROUTES } from '@/lib/journey-steps';
import type { Journey } from '@/stores/journey';
import { isIssueComplete } from './issue';

/** What the server prices for a journey: only the choices its service type uses. */
export interface SelectionQuery {
  service_type?: ServiceTypeId;
  plan?: PlanCode;
  repairs?: string[];
  spa?: string;
}

export function selectionQuery(journey: Journey): SelectionQuery {
  switch (journey.serviceType) {
    case ServiceKind.periodic_service:
      return { service_type: journey.serviceType, plan: journey.plan };
    case ServiceKind.specific_repair:
      return { service_type: journey.serviceType, repairs: journey.repairs.length ? journey.repairs : undefined };
    case ServiceKind.car_spa_and_cleaning:
      return { service_type: journey.serviceType, spa: journey.spaPackage };
    case ServiceKind.not_sure_about_issue:
      return { service_type: journey.serviceType };
    default:
      return {};
  }
}

export interface SelectionLine {
  name: string;
  price?: number;
}

export interface Selection {
  /** Row label: 'Plan', 'Repairs', 'Symptoms', 'Spa package'. */
  title: string;
  /** Where the choice is made. */
  route: string;
  lines: SelectionLine[];
  /** Short text for the phone bar: 'Advanced plan', '2 repairs'. */
  short: string;
  /** The server's total (paise), when its quote is at hand. */
  total?: number;
  totalLabel: string;
  complete: boolean;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What the visitor has chosen for their service type, for the summary. Names and amounts come from
 * the server's quote when it is at hand; before it arrives the choice is named without prices.
 */
export function summariseSelection(journey: Journey, quote?: Quote | null): Selection | null {
  const type = journey.serviceType;
  if (!type) return null;
  const route = CHOICE_ROUTES[type];
  const priced = quote ? quote.lines.map((l) => ({ name: l.name, price: l.amount_paise })) : undefined;
  const total = quote?.lines.length ? quote.total_paise : undefined;
  const totalLabel = quote?.label ?? 'Total';

  if (type === ServiceKind.periodic_service) {
    const plan = journey.plan;
    if (!plan) return { title: 'Plan', route, lines: [], short: 'No plan chosen yet', totalLabel, complete: false };
    const name = `${PLAN_NAMES[plan]} plan`;
    return { title: 'Plan', route, lines: priced ?? [{ name }], short: name, total, totalLabel, complete: true };
  }
  if (type === ServiceKind.specific_repair) {
    const lines = priced ?? journey.repairs.map(() => ({ name: 'Repair' }));
    const count = lines.length;
    return {
      title: 'Repairs',
      route,
      lines,
      short: count ? plural(count, 'repair', 'repairs') : 'No repair chosen yet',
      total,
      totalLabel,
      complete: count > 0,
    };
  }
  if (type === ServiceKind.not_sure_about_issue) {
    const issue = journey.issue;
    const complete = isIssueComplete(issue);
    const lines = complete
      ? [...issue.symptoms.map((name) => ({ name })), ...(issue.note.trim() ? [{ name: `“${issue.note.trim()}”` }] : [])]
      : [];
    const count = complete ? issue.symptoms.length : 0;
    return {
      title: 'Symptoms',
      route,
      lines,
      complete,
      total,
      totalLabel,
      short: !complete ? 'No symptom yet' : count ? plural(count, 'symptom', 'symptoms') : 'Issue described',
    };
  }
  if (!journey.spaPackage) return { title: 'Spa package', route, lines: [], short: 'No package chosen yet', totalLabel, complete: false };
  const lines = priced ?? [{ name: 'Spa package' }];
  return { title: 'Spa package', route, lines, short: lines[0]?.name ?? 'Spa package', total, totalLabel, complete: lines.length > 0 };
}
