// The "from ₹" price of each service type on the service home: the lowest price a customer can
// actually book for it (docs/decisions/048). Pure: the backend reads each centre's lowest prices and
// the service types each centre takes online bookings for, and this picks.
import { Catalogue, ServiceKind, type CatalogueKind, type ServiceTypeId } from '@/contracts/vocabulary';

/** Each service type's "from" price in paise, or null when no centre offers it bookably. */
export type FromPrices = Record<ServiceTypeId, number | null>;

/** A centre's lowest plan offer price, for a model it services (paise). */
export interface LowestPlanPrice {
  garageId: string;
  pricePaise: number;
}

/** A centre's lowest price of one kind of catalogue item (repairs or spa packages; inspections apart), for a car it services (paise). */
export interface LowestItemPrice {
  garageId: string;
  kind: CatalogueKind;
  isInspection: boolean;
  pricePaise: number;
}

/** A service type a centre takes online bookings for (it has a booking fee for it). */
export interface TakesBookings {
  garageId: string;
  serviceType: string;
}

/**
 * The service types a price can be booked as: a plan as a periodic service; a repair as a specific
 * repair (the inspection is on the repair list too); the inspection also as "not sure about the
 * issue"; a spa package as car spa and cleaning.
 */
export function bookedAs(item: Pick<LowestItemPrice, 'kind' | 'isInspection'>): ServiceTypeId[] {
  if (item.kind === Catalogue.SPA) return [ServiceKind.car_spa_and_cleaning];
  return item.isInspection ? [ServiceKind.specific_repair, ServiceKind.not_sure_about_issue] : [ServiceKind.specific_repair];
}

/**
 * For each service type, the lowest of the centres' prices that can be booked as it, at a centre
 * that takes online bookings for it; null where there is none.
 */
export function fromPrices(
  plans: readonly LowestPlanPrice[],
  items: readonly LowestItemPrice[],
  bookable: readonly TakesBookings[],
): FromPrices {
  const takes = new Set(bookable.map((b) => `${b.garageId} ${b.serviceType}`));
  const lowest: FromPrices = {
    [ServiceKind.periodic_service]: null,
    [ServiceKind.specific_repair]: null,
    [ServiceKind.not_sure_about_issue]: null,
    [ServiceKind.car_spa_and_cleaning]: null,
  };
  const offer = (garageId: string, serviceType: ServiceTypeId, pricePaise: number) => {
    if (!takes.has(`${garageId} ${serviceType}`)) return;
    const known = lowest[serviceType];
    if (known === null || pricePaise < known) lowest[serviceType] = pricePaise;
  };
  for (const plan of plans) offer(plan.garageId, ServiceKind.periodic_service, plan.pricePaise);
  for (const item of items) for (const serviceType of bookedAs(item)) offer(item.garageId, serviceType, item.pricePaise);
  return lowest;
}
