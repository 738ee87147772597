import type { Db } from '../platform/db/client';
import { detailsOf, findGarageByLandingPath } from '../garages';
import { findLowestPackagePrices, findInclusions } from '../pricing';
import { AppError } from '@/contracts/errors';
import { Fuel, Plan, type PlanCode } from '@/contracts/vocabulary';
import type { LandingContent } from '@/contracts/landing';

/** The powertrain a landing page prices: most cars brought in are petrol cars. */
const LANDING_FUEL = Fuel.PETROL;

/** Everything a garage's landing page shows: the record, the plans' "from" prices (paise) and the inclusions, for petrol cars. */
export async function getLandingContent(db: Db, citySlug: string, localitySlug: string): Promise<LandingContent> {
  const row = await findGarageByLandingPath(db, citySlug, localitySlug);
  if (!row) throw new AppError('LANDING_PAGE_NOT_FOUND', 'Looks like the page does not exist');
  const [garage, lowest, inclusions] = await Promise.all([
    detailsOf(db, row),
    findLowestPackagePrices(db, row.id, LANDING_FUEL),
    findInclusions(db, LANDING_FUEL),
  ]);
  const from = (plan: PlanCode) => {
    const found = lowest.find((s) => s.plan === plan);
    return found ? { offer_price: Number(found.offerPricePaise), amount: Number(found.amountPaise) } : null;
  };
  return {
    garage,
    fuel_type: LANDING_FUEL,
    plans_from: { [Plan.ESSENTIAL]: from(Plan.ESSENTIAL), [Plan.ENHANCED]: from(Plan.ENHANCED) },
    inclusions: inclusions.map((i) => ({ id: i.id, name: i.name, in_essential: i.inEssential })),
  };
}
