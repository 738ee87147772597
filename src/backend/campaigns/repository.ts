import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { anyOf } from '../platform/db/any-of';
import { campaignClaims, campaigns, garages } from '../platform/db/schema';
import type { CampaignSource } from '@/contracts/vocabulary';

export type CampaignRow = typeof campaigns.$inferSelect;
export type ClaimRow = typeof campaignClaims.$inferSelect;
export type CampaignWithGarage = CampaignRow & { garageName: string; garageLocality: string };

const withGarage = { campaign: campaigns, garageName: garages.name, garageLocality: garages.locality };
const flat = (r: { campaign: CampaignRow; garageName: string; garageLocality: string }): CampaignWithGarage => ({
  ...r.campaign,
  garageName: r.garageName,
  garageLocality: r.garageLocality,
});

export async function insertCampaign(db: Db, values: typeof campaigns.$inferInsert): Promise<CampaignRow> {
  const [row] = await db.insert(campaigns).values(values).returning();
  return row!;
}

export async function findCampaignById(db: Db, id: string): Promise<CampaignWithGarage | undefined> {
  const [row] = await db
    .select(withGarage)
    .from(campaigns)
    .innerJoin(garages, eq(garages.id, campaigns.garageId))
    .where(eq(campaigns.id, id));
  return row && flat(row);
}

/** The newest switched-on campaign of a source, at a centre and in a colour when given. */
export async function findScannedCampaign(
  db: Db,
  q: { source: CampaignSource; garageId?: string; color?: string },
): Promise<CampaignWithGarage | undefined> {
  const [row] = await db
    .select(withGarage)
    .from(campaigns)
    .innerJoin(garages, eq(garages.id, campaigns.garageId))
    .where(
      and(
        eq(campaigns.source, q.source),
        eq(campaigns.isActive, true),
        q.garageId ? eq(campaigns.garageId, q.garageId) : undefined,
        q.color ? eq(campaigns.color, q.color) : undefined,
      ),
    )
    .orderBy(desc(campaigns.validUntil), desc(campaigns.createdAt))
    .limit(1);
  return row && flat(row);
}

/** The colours of a source's switched-on campaigns still running at `now`. */
export function findCampaignColors(db: Db, source: CampaignSource, now: Date) {
  return db
    .select({ color: campaigns.color, garageId: campaigns.garageId, code: campaigns.code })
    .from(campaigns)
    .where(and(eq(campaigns.source, source), eq(campaigns.isActive, true), gt(campaigns.validUntil, now)))
    .orderBy(campaigns.color);
}

/** The console's campaigns, of some garages (all when null), newest first, with how many claims a booking used. */
export async function listCampaigns(db: Db, garageIds: readonly string[] | null) {
  const where = garageIds === null ? undefined : garageIds.length === 0 ? sql`false` : anyOf(campaigns.garageId, garageIds);
  const rows = await db
    .select({ ...withGarage, used: count(campaignClaims.appointmentId) })
    .from(campaigns)
    .innerJoin(garages, eq(garages.id, campaigns.garageId))
    .leftJoin(campaignClaims, eq(campaignClaims.campaignId, campaigns.id))
    .where(where)
    .groupBy(campaigns.id, garages.name, garages.locality)
    .orderBy(desc(campaigns.createdAt));
  return rows.map((r) => ({ ...flat(r), used: Number(r.used) }));
}

export async function findClaim(db: Db, campaignId: string, registrationNumber: string): Promise<ClaimRow | undefined> {
  const [row] = await db
    .select()
    .from(campaignClaims)
    .where(and(eq(campaignClaims.campaignId, campaignId), eq(campaignClaims.registrationNumber, registrationNumber)));
  return row;
}

export async function findClaimById(db: Db, id: string): Promise<ClaimRow | undefined> {
  const [row] = await db.select().from(campaignClaims).where(eq(campaignClaims.id, id));
  return row;
}

export async function claimOfAppointment(db: Db, appointmentId: string): Promise<ClaimRow | undefined> {
  const [row] = await db.select().from(campaignClaims).where(eq(campaignClaims.appointmentId, appointmentId));
  return row;
}

/**
 * The car's claim of the campaign: one row per car and campaign (the unique key), the campaign's count
 * raised by one guarded write (`claimed_count < total_limit`) in the same transaction. Undefined when
 * the last claim went to another car first; a car that claimed before finds its own row.
 */
export async function claimOnce(
  db: Db,
  campaignId: string,
  registrationNumber: string,
  userId: string | null,
): Promise<ClaimRow | undefined> {
  const [inserted] = await db
    .insert(campaignClaims)
    .values({ campaignId, registrationNumber, userId })
    .onConflictDoNothing({ target: [campaignClaims.campaignId, campaignClaims.registrationNumber] })
    .returning();
  if (!inserted) return findClaim(db, campaignId, registrationNumber);
  const counted = await db
    .update(campaigns)
    .set({ claimedCount: sql`${campaigns.claimedCount} + 1` })
    .where(and(eq(campaigns.id, campaignId), sql`${campaigns.claimedCount} < ${campaigns.totalLimit}`))
    .returning({ id: campaigns.id });
  if (counted.length === 0) {
    await db.delete(campaignClaims).where(eq(campaignClaims.id, inserted.id));
    return undefined;
  }
  return inserted;
}

/** A claim made before sign-in becomes the customer's (only while it has no customer). */
export async function adoptClaim(db: Db, claimId: string, userId: string): Promise<void> {
  await db
    .update(campaignClaims)
    .set({ userId })
    .where(and(eq(campaignClaims.id, claimId), isNull(campaignClaims.userId)));
}

/**
 * The booking takes the reward, by one guarded write (`appointment_id is null`): of many bookings
 * asking at once, one gets it. False when another booking holds it.
 */
export async function takeClaim(
  db: Db,
  claimId: string,
  appointmentId: string,
  amounts: { feeDiscountPaise: number; billDiscountPaise: number },
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(campaignClaims)
    .set({ appointmentId, ...amounts, usedAt: now, droppedReason: null })
    .where(
      and(
        eq(campaignClaims.id, claimId),
        sql`(${campaignClaims.appointmentId} is null or ${campaignClaims.appointmentId} = ${appointmentId})`,
      ),
    )
    .returning({ id: campaignClaims.id });
  return used.length > 0;
}

/** Gives a booking's reward back to its car (cancelled, or paid without it). */
export async function releaseClaimOf(db: Db, appointmentId: string): Promise<void> {
  await db
    .update(campaignClaims)
    .set({ appointmentId: null, feeDiscountPaise: 0, billDiscountPaise: 0, usedAt: null, droppedReason: null })
    .where(eq(campaignClaims.appointmentId, appointmentId));
}

export async function dropFromBill(db: Db, claimId: string, reason: string): Promise<void> {
  await db.update(campaignClaims).set({ droppedReason: reason }).where(eq(campaignClaims.id, claimId));
}

/** A booking's claim with its campaign and centre, in one read. */
export async function claimWithCampaignOf(db: Db, appointmentId: string) {
  const [row] = await db
    .select({ claim: campaignClaims, ...withGarage })
    .from(campaignClaims)
    .innerJoin(campaigns, eq(campaigns.id, campaignClaims.campaignId))
    .innerJoin(garages, eq(garages.id, campaigns.garageId))
    .where(eq(campaignClaims.appointmentId, appointmentId));
  return row && { claim: row.claim, campaign: flat(row) };
}

/** A customer's claims (or the one named) with their campaigns and centres, newest first. */
export async function claimsOfUser(db: Db, userId: string, claimId?: string) {
  const rows = await db
    .select({ claim: campaignClaims, ...withGarage })
    .from(campaignClaims)
    .innerJoin(campaigns, eq(campaigns.id, campaignClaims.campaignId))
    .innerJoin(garages, eq(garages.id, campaigns.garageId))
    .where(and(eq(campaignClaims.userId, userId), claimId ? eq(campaignClaims.id, claimId) : undefined))
    .orderBy(desc(campaignClaims.createdAt));
  return rows.map((r) => ({ claim: r.claim, campaign: flat(r) }));
}
