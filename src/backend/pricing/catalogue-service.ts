import type { Db } from '../platform/db/client';
import { findActiveServiceTypes, findInclusions } from './repository';
import type { MenuInclusion, ServiceType } from '@/contracts/catalogue';
import type { FuelType } from '@/contracts/vocabulary';

/** The service types offered, in display order. */
export async function listServiceTypes(db: Db): Promise<ServiceType[]> {
  const rows = await findActiveServiceTypes(db);
  return rows.map(({ id, name, description, flowTag, route, rewardLabel }) => ({ id, name, description, flowTag, route, rewardLabel }));
}

/** The periodic-service menu: every inclusion with its powertrains, or one powertrain's, marking those the basic plan leaves out. */
export async function listInclusions(db: Db, fuel?: FuelType): Promise<MenuInclusion[]> {
  const rows = await findInclusions(db, fuel);
  return rows.map((r) => ({ id: r.id, name: r.name, in_essential: r.inEssential, fuel_types: r.fuelTypes }));
}
