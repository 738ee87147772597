import type { Db } from '../platform/db/client';
import * as repo from './repository';
import { getGarage } from '../garages';
import { garageServicesMakeId } from '../garages';
import { getModel } from '../vehicles';
import { AppError } from '@/contracts/errors';
import { Catalogue, Plan, ServiceKind } from '@/contracts/vocabulary';
import type { CatalogueEntry, PackagePricing, PlanPrice, PricingQuery, ServicePricing } from '@/contracts/pricing';
import { quoteSelection, type PriceList } from '@/lib/quote';
import { fromPrices, type FromPrices } from '@/lib/from-prices';

/** The garage and model of a price request, once the garage is known to service the model's make. */
async function pricedCar(db: Db, q: PricingQuery) {
  const [garage, model] = await Promise.all([getGarage(db, q.garage), getModel(db, q.model_id)]);
  if (!(await garageServicesMakeId(db, garage.id, model.makeId))) {
    throw new AppError('NOT_SERVICEABLE', `${garage.name} does not service this car yet`);
  }
  return { garage, model };
}

async function readPackages(db: Db, q: PricingQuery): Promise<Omit<PackagePricing, 'quote'> | null> {
  const rows = await repo.findPackagePrices(db, q.garage, q.model_id, q.fuel_type);
  const essential = rows.find((r) => r.plan === Plan.ESSENTIAL);
  const enhanced = rows.find((r) => r.plan === Plan.ENHANCED);
  if (!essential || !enhanced) return null;
  const plan = (r: typeof essential): PlanPrice => ({
    offer_price: r.offerPricePaise,
    amount: r.amountPaise,
    other_garage_amount: r.otherGarageAmountPaise,
    standard_discount: r.standardDiscountPaise,
  });
  const inclusions = await repo.findInclusions(db, q.fuel_type);
  return {
    garage_id: q.garage,
    model_id: q.model_id,
    fuel_type: q.fuel_type,
    standard_discount: essential.standardDiscountPaise,
    plans: { [Plan.ESSENTIAL]: plan(essential), [Plan.ENHANCED]: plan(enhanced) },
    inclusions: inclusions.map((i) => ({ id: i.id, name: i.name, in_essential: i.inEssential })),
  };
}

const toPriced = (e: CatalogueEntry) => ({ id: e.id, name: e.name, pricePaise: e.price });
const planPrices = (packages: Omit<PackagePricing, 'quote'> | null): PriceList['plans'] =>
  packages && {
    [Plan.ESSENTIAL]: { offerPricePaise: packages.plans.ESSENTIAL.offer_price },
    [Plan.ENHANCED]: { offerPricePaise: packages.plans.ENHANCED.offer_price },
  };

/** The two periodic plans (ESSENTIAL and ENHANCED) for a car at a garage, with the quote of a chosen plan. */
export async function getPackagePricing(db: Db, q: PricingQuery): Promise<PackagePricing> {
  await pricedCar(db, q);
  const packages = await readPackages(db, q);
  if (!packages) throw new AppError('NO_PLANS', 'There are no service plans for this car at this service centre yet');
  const quote = q.plan
    ? quoteSelection(
        { plans: planPrices(packages), repairs: [], spa: [], inspection: null },
        { serviceType: ServiceKind.periodic_service, plan: q.plan },
      )
    : null;
  return { ...packages, quote };
}

/** Everything the garage offers this car: periodic plans, repairs, spa packages and the inspection, with the quote of a selection. */
export async function getServicePricing(db: Db, q: PricingQuery): Promise<ServicePricing> {
  const { model } = await pricedCar(db, q);
  // Only what this powertrain has: no spark plugs for a diesel car, no clutch for an electric one.
  const [packages, items] = await Promise.all([readPackages(db, q), repo.findCatalogueFor(db, q.garage, model.bodyType, q.fuel_type)]);
  const entries: CatalogueEntry[] = items.map(({ item, pricePaise }) => ({
    id: item.id,
    kind: item.kind,
    name: item.name,
    category: item.category,
    description: item.description,
    duration_hours: item.durationHours,
    price: pricePaise,
  }));
  const repairs = entries.filter((e) => e.kind === Catalogue.REPAIR);
  const spa = entries.filter((e) => e.kind === Catalogue.SPA);
  const inspection = entries.find((e) => items.some(({ item }) => item.id === e.id && item.isInspection)) ?? null;
  const quote = q.service_type
    ? quoteSelection(
        {
          plans: planPrices(packages),
          repairs: repairs.map(toPriced),
          spa: spa.map(toPriced),
          inspection: inspection && toPriced(inspection),
        },
        { serviceType: q.service_type, plan: q.plan, repairs: q.repairs, spa: q.spa },
      )
    : null;
  return {
    garage_id: q.garage,
    model_id: q.model_id,
    fuel_type: q.fuel_type,
    body_type: model.bodyType,
    packages,
    repairs,
    spa,
    inspection,
    quote,
  };
}

/** Each service type's "from" price (paise): the lowest a customer can book, at the centres of a city (its slug) or at every centre. */
export async function getFromPrices(db: Db, citySlug: string | null): Promise<FromPrices> {
  const [plans, items, bookable] = await Promise.all([
    repo.findLowestPlanPrices(db, citySlug),
    repo.findLowestItemPrices(db, citySlug),
    repo.findBookableServiceTypes(db, citySlug),
  ]);
  return fromPrices(plans, items, bookable);
}
