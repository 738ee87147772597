import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { servicePincodes } from '../platform/db/schema';

/** The pincodes a garage picks up from (its served pincodes), with their positions as placed by hand. */
export function listPickupAreas(db: Db, garageId: string): Promise<{ pincode: string; latitude: number; longitude: number }[]> {
  return db
    .select({ pincode: servicePincodes.pincode, latitude: servicePincodes.latitude, longitude: servicePincodes.longitude })
    .from(servicePincodes)
    .where(eq(servicePincodes.garageId, garageId));
}
