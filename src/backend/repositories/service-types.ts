import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serviceInclusions, serviceTypes } from '../db/schema';

export function findActiveServiceTypes(db: Db) {
  return db.select().from(serviceTypes).where(eq(serviceTypes.isActive, true)).orderBy(asc(serviceTypes.position));
}

export function findServiceInclusions(db: Db) {
  return db.select().from(serviceInclusions).orderBy(asc(serviceInclusions.id));
}
