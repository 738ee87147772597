import type { BackendDeps } from '../context';
import { findActiveServiceTypes } from '../repositories/service-types';
import type { ServiceType } from '@/contracts/catalogue';

/** The service types offered, in display order. */
export async function listServiceTypes({ database }: BackendDeps): Promise<ServiceType[]> {
  const rows = await findActiveServiceTypes(database.db);
  return rows.map(({ id, name, description, flowTag, route, rewardLabel }) => ({ id, name, description, flowTag, route, rewardLabel }));
}
