// What the customer pays, decided once, on the server: the quote of a selection (what the screens
// show as the total) and the booking fee paid online to confirm a booking. All amounts in paise.
import { PLAN_NAMES, ServiceKind, type PlanCode, type ServiceTypeId } from '@/contracts/vocabulary';
import type { Quote } from '@/contracts/pricing';

export interface PricedItem {
  id: string;
  name: string;
  pricePaise: number;
}

/** A car's prices at a garage, as the quote needs them. */
export interface PriceList {
  plans: Record<PlanCode, { offerPricePaise: number }> | null;
  repairs: readonly PricedItem[];
  spa: readonly PricedItem[];
  /** What an inspection costs when the customer is not sure what is wrong. */
  inspection: PricedItem | null;
}

/** What the customer chose on their service type's page. */
export interface Selection {
  serviceType: ServiceTypeId;
  plan?: PlanCode;
  repairs?: readonly string[];
  spa?: string;
}

export const TOTAL_LABEL = 'Total';
export const INSPECTION_LABEL = 'Inspection fee';

const line = (item: PricedItem) => ({ id: item.id, name: item.name, amount_paise: item.pricePaise });

/**
 * The priced lines of a selection and their total. Only what the service type uses is priced
 * (a plan for a periodic service, repairs for repairs, one spa package, the inspection when not
 * sure); ids the garage does not price are left out, never priced at zero.
 */
export function quoteSelection(list: PriceList, selection: Selection): Quote {
  let lines: Quote['lines'] = [];
  switch (selection.serviceType) {
    case ServiceKind.periodic_service: {
      const plan = selection.plan;
      const price = plan ? list.plans?.[plan] : undefined;
      if (plan && price) lines = [{ id: plan, name: `${PLAN_NAMES[plan]} plan`, amount_paise: price.offerPricePaise }];
      break;
    }
    case ServiceKind.specific_repair:
      lines = (selection.repairs ?? []).flatMap((id) => {
        const item = list.repairs.find((r) => r.id === id);
        return item ? [line(item)] : [];
      });
      break;
    case ServiceKind.car_spa_and_cleaning: {
      const item = selection.spa ? list.spa.find((s) => s.id === selection.spa) : undefined;
      if (item) lines = [line(item)];
      break;
    }
    case ServiceKind.not_sure_about_issue:
      if (list.inspection) lines = [line(list.inspection)];
      return { lines, total_paise: sum(lines), label: INSPECTION_LABEL };
  }
  return { lines, total_paise: sum(lines), label: TOTAL_LABEL };
}

const sum = (lines: Quote['lines']) => lines.reduce((total, l) => total + l.amount_paise, 0);

/** A garage's booking fee for a service type (paise), or null when it takes no online bookings for it. */
export function bookingFee(fees: readonly { serviceType: string; amountPaise: number }[], serviceType: ServiceTypeId): number | null {
  return fees.find((f) => f.serviceType === serviceType)?.amountPaise ?? null;
}
