import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { addresses, customerVehicles, vehicleMakes, vehicleModels, vehicleVariants } from '../platform/db/schema';

export type AddressRow = typeof addresses.$inferSelect;

/** A customer's saved cars as the asset service records them (make and model names joined in), newest first; one number's only when given. */
export function savedAssetsOf(db: Db, userId: string, registrationNumber?: string) {
  return db
    .select({
      registrationNumber: customerVehicles.registrationNumber,
      vehicleType: customerVehicles.vehicleType,
      make: vehicleMakes.name,
      model: vehicleModels.name,
      variant: vehicleVariants.name,
    })
    .from(customerVehicles)
    .leftJoin(vehicleVariants, eq(vehicleVariants.id, customerVehicles.variantId))
    .leftJoin(vehicleModels, eq(vehicleModels.id, vehicleVariants.modelId))
    .leftJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.makeId))
    .where(
      and(
        eq(customerVehicles.userId, userId),
        registrationNumber === undefined ? undefined : eq(customerVehicles.registrationNumber, registrationNumber),
      ),
    )
    .orderBy(desc(customerVehicles.createdAt));
}

/** Saves a car once per customer and number; answers whether it was new. */
export async function insertVehicle(db: Db, row: typeof customerVehicles.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(customerVehicles).values(row).onConflictDoNothing().returning({ id: customerVehicles.id });
  return inserted.length > 0;
}

export function addressesOf(db: Db, userId: string): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.createdAt)).limit(50);
}

export async function insertAddress(db: Db, row: typeof addresses.$inferInsert): Promise<AddressRow> {
  const [inserted] = await db.insert(addresses).values(row).returning();
  return inserted!;
}

export async function findAddress(db: Db, id: string): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(addresses).where(eq(addresses.id, id));
  return row;
}

export async function deleteAddress(db: Db, id: string, userId: string): Promise<void> {
  await db.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
}
