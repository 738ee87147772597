import type { BackendDeps } from '../context';
import * as repo from '../repositories/pricing';
import { findModelById } from '../repositories/vehicles';
import { getGarage } from './garages';
import { AppError } from '@/lib/errors';
import type { CatalogueEntry, PackagePricing, PricingQuery, ServicePricing } from '@/contracts/pricing';

async function readPackages(deps: BackendDeps, q: PricingQuery): Promise<PackagePricing | null> {
  const rows = await repo.findPackagePrices(deps.database.db, q.garage, q.model_id, q.fuel_type);
  const essential = rows.find((r) => r.plan === 'ESSENTIAL');
  const enhanced = rows.find((r) => r.plan === 'ENHANCED');
  if (!essential || !enhanced) return null;
  const plan = (r: typeof essential) => ({ offer_price: r.offerPrice, amount: r.amount, other_garage_amount: r.otherGarageAmount, standard_discount: r.standardDiscount });
  const inclusions = await repo.findInclusionsForPlans(deps.database.db);
  return {
    garage_id: q.garage, model_id: q.model_id, fuel_type: q.fuel_type, standard_discount: essential.standardDiscount,
    plans: { ESSENTIAL: plan(essential), ENHANCED: plan(enhanced) },
    inclusions: inclusions.map((i) => ({ id: i.id, name: i.name, in_essential: i.inEssential })),
  };
}

/** The two periodic plans (ESSENTIAL and ENHANCED) for a car at a garage. */
export async function getPackagePricing(deps: BackendDeps, q: PricingQuery): Promise<PackagePricing> {
  await getGarage(deps, q.garage);
  const packages = await readPackages(deps, q);
  if (!packages) throw new AppError('NOT_FOUND', 'There are no service plans for this car at this service centre yet');
  return packages;
}

/** Everything the garage offers this car: periodic plans, repairs and spa packages with prices. */
export async function getServicePricing(deps: BackendDeps, q: PricingQuery): Promise<ServicePricing> {
  await getGarage(deps, q.garage);
  const model = await findModelById(deps.database.db, q.model_id);
  if (!model) throw new AppError('NOT_FOUND', 'We could not find this car model');
  const [packages, items] = await Promise.all([readPackages(deps, q), repo.findCatalogueForBody(deps.database.db, q.garage, model.bodyType)]);
  const entry = ({ item, price }: (typeof items)[number]): CatalogueEntry => ({
    id: item.id, name: item.name, category: item.category, description: item.description, duration_hours: item.durationHours, price,
  });
  return {
    garage_id: q.garage, model_id: q.model_id, fuel_type: q.fuel_type, body_type: model.bodyType, packages,
    repairs: items.filter((i) => i.item.kind === 'REPAIR').map(entry),
    spa: items.filter((i) => i.item.kind === 'SPA').map(entry),
  };
}
