import type { BackendDeps } from '../context';
import { findActiveServiceTypes, findServiceInclusions } from '../repositories/service-types';
import type { ServiceType } from '@/contracts/catalogue';

/** The service types offered, in display order. */
export async function listServiceTypes({ database }: BackendDeps): Promise<ServiceType[]> {
  const rows = await findActiveServiceTypes(database.db);
  return rows.map(({ id, name, description, flowTag, route, rewardLabel }) => ({ id, name, description, flowTag, route, rewardLabel }));
}

/** The periodic-service inclusions, marking those the basic plan leaves out. */
export async function listInclusions({ database }: BackendDeps) {
  const rows = await findServiceInclusions(database.db);
  return rows.map((r) => ({ id: r.id, name: r.name, in_essential: r.inEssential }));
}
