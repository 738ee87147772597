import type { Db } from '../platform/db/client';
import { findActiveServiceTypes, findInclusions } from './repository';
import type { Inclusion, ServiceType } from '@/contracts/catalogue';

/** The service types offered, in display order. */
export async function listServiceTypes(db: Db): Promise<ServiceType[]> {
  const rows = await findActiveServiceTypes(db);
  return rows.map(({ id, name, description, flowTag, route, rewardLabel }) => ({ id, name, description, flowTag, route, rewardLabel }));
}

/** The periodic-service inclusions, marking those the basic plan leaves out. */
export async function listInclusions(db: Db): Promise<Inclusion[]> {
  const rows = await findInclusions(db);
  return rows.map((r) => ({ id: r.id, name: r.name, in_essential: r.inEssential }));
}
