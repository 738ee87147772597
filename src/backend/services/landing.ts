import type { BackendDeps } from '../context';
import { findStartingPackagePrices, findInclusionsForPlans } from '../repositories/pricing';
import { getGarageByLandingPath } from './garages';
import type { LandingContent } from '@/contracts/landing';

/** Everything a garage's landing page shows: the record, the plans' "from" prices and the inclusions. */
export async function getLandingContent(deps: BackendDeps, citySlug: string, localitySlug: string): Promise<LandingContent> {
  const garage = await getGarageByLandingPath(deps, citySlug, localitySlug);
  const [starting, inclusions] = await Promise.all([findStartingPackagePrices(deps.database.db, garage.id), findInclusionsForPlans(deps.database.db)]);
  const from = (plan: 'ESSENTIAL' | 'ENHANCED') => {
    const row = starting.find((s) => s.plan === plan);
    return row ? { offer_price: Number(row.offerPrice), amount: Number(row.amount) } : null;
  };
  return {
    garage,
    plans_from: { ESSENTIAL: from('ESSENTIAL'), ENHANCED: from('ENHANCED') },
    inclusions: inclusions.map((i) => ({ id: i.id, name: i.name, in_essential: i.inEssential })),
  };
}
