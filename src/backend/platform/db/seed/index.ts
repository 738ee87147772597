import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import * as t from '../schema';
import { BODY_TYPES, type BodyType, type FuelType, type ServiceTypeId } from '@/contracts/vocabulary';
import { GARAGES, TEST_GARAGE_CODE } from './data/garages';
import { CATALOGUE, KNOWN_VEHICLES, VEHICLE_MAKES } from './seed-data';
import { itemPricePaise, packagePricesFor } from './pricing';
import { seedPincodeDirectory } from './pincode-directory';
import { assignMarks } from '@/lib/make-marks';
import { istDay } from '@/lib/ist-calendar';
import { seedBookingData } from './booking';

/** Bump when the demo data changes; a database seeded with this version is left alone. */
export const SEED_VERSION = '4';
/** The makers' service intervals, whichever comes first (docs/decisions/057); other makes use the default. */
export const SERVICE_INTERVALS: Readonly<Record<string, { km: number; months: number }>> = {
  'maruti-suzuki': { km: 10_000, months: 12 },
  hyundai: { km: 10_000, months: 12 },
  honda: { km: 10_000, months: 6 },
  tata: { km: 10_000, months: 12 },
};
const PREMIUM_MAKES = new Set([
  'mercedes-benz',
  'bmw',
  'audi',
  'volvo',
  'jaguar',
  'land-rover',
  'lexus',
  'mini',
  'porsche',
  'rolls-royce',
  'maserati',
  'lamborghini',
]);

/**
 * Loads the demo data once; later starts find the marker and change nothing. A database seeded by
 * an older version gets the catalogue of this one (menus by powertrain, make marks, prices only
 * for makes a garage services) without losing what people wrote into it.
 */
export async function seedDatabase(db: Db): Promise<'seeded' | 'already-seeded' | 'upgraded'> {
  const marker = await db.select().from(t.appMeta).where(eq(t.appMeta.key, 'seed_version'));
  // The directory of India's pincodes is reference data, loaded once whatever the demo data.
  await seedPincodeDirectory(db);
  if (marker[0]?.value === SEED_VERSION) return 'already-seeded';
  if (marker[0]) {
    await db.transaction(async (tx) => {
      await upgradeDemoData(tx as unknown as Db);
      await seedBookingData(tx as unknown as Db, istDay(new Date()));
    });
    return 'upgraded';
  }
  await db.transaction(async (tx) => {
    await seedCatalogue(tx as unknown as Db);
    const makeIds = await seedVehicles(tx as unknown as Db);
    await seedGarages(tx as unknown as Db, makeIds);
    await seedBookingData(tx as unknown as Db, istDay(new Date()));
    await tx.insert(t.appMeta).values({ key: 'seed_version', value: SEED_VERSION });
  });
  return 'seeded';
}

const itemRows = () =>
  CATALOGUE.items.map(({ prices: _p, fuels, inspection, ...item }, i) => ({
    ...item,
    fuelTypes: fuels,
    isInspection: inspection ?? false,
    position: i + 1,
  }));
const inclusionRows = () =>
  CATALOGUE.inclusions.map(({ name, inEssential, fuels }, i) => ({ name, inEssential, fuelTypes: fuels, position: i + 1 }));

async function seedCatalogue(db: Db) {
  await db.insert(t.catalogueItems).values(itemRows()).onConflictDoNothing();
  await db
    .insert(t.serviceTypes)
    .values(CATALOGUE.serviceTypes.map((s, i) => ({ ...s, position: i + 1 })))
    .onConflictDoNothing();
  await db
    .insert(t.serviceInclusions)
    .values(inclusionRows().map((row, i) => ({ id: i + 1, ...row })))
    .onConflictDoNothing();
}

/** Brings a database seeded with an older demo catalogue to this version's. */
async function upgradeDemoData(db: Db) {
  for (const row of itemRows()) {
    await db
      .insert(t.catalogueItems)
      .values(row)
      .onConflictDoUpdate({
        target: t.catalogueItems.id,
        set: {
          name: row.name,
          description: row.description,
          category: row.category,
          fuelTypes: row.fuelTypes,
          isInspection: row.isInspection,
          position: row.position,
        },
      });
  }
  for (const s of CATALOGUE.serviceTypes)
    await db.update(t.serviceTypes).set({ description: s.description }).where(eq(t.serviceTypes.id, s.id));
  // Inclusions are matched by name: new ones are added, known ones get their powertrains and place.
  const known = new Map((await db.select().from(t.serviceInclusions)).map((r) => [r.name, r.id]));
  let nextId = Math.max(0, ...known.values()) + 1;
  for (const row of inclusionRows()) {
    const id = known.get(row.name);
    if (id === undefined) await db.insert(t.serviceInclusions).values({ id: nextId++, ...row });
    else await db.update(t.serviceInclusions).set(row).where(eq(t.serviceInclusions.id, id));
  }
  const marks = assignMarks(orderedMakeNames());
  for (const [name, mark] of marks) await db.update(t.vehicleMakes).set({ mark }).where(eq(t.vehicleMakes.name, name));
  // The demo garages (known by their codes) get prices for new items and keep prices only for makes they service.
  const garages = await db.select().from(t.garages);
  for (const seeded of GARAGES) {
    const garage = garages.find((g) => g.code === seeded.code);
    if (!garage) continue;
    const factor = CATALOGUE.cityPriceFactor[seeded.citySlug] ?? 1;
    await db
      .insert(t.catalogueItemPrices)
      .values(
        CATALOGUE.items.flatMap((item) =>
          BODY_TYPES.map((bodyType) => ({
            garageId: garage.id,
            itemId: item.id,
            bodyType,
            pricePaise: itemPricePaise(item.prices[bodyType], factor),
          })),
        ),
      )
      .onConflictDoNothing();
    await db.execute(sql`delete from package_prices p using vehicle_models m where p.model_id = m.id and p.garage_id = ${garage.id}
      and not exists (select 1 from garage_makes gm where gm.garage_id = p.garage_id and gm.make_id = m.make_id)`);
  }
  await db.update(t.appMeta).set({ value: SEED_VERSION, updatedAt: new Date() }).where(eq(t.appMeta.key, 'seed_version'));
}

/** Make names in the order marks are given: popular makes first, then by name. */
const orderedMakeNames = () =>
  [...VEHICLE_MAKES].sort((a, b) => Number(b.popular) - Number(a.popular) || a.name.localeCompare(b.name)).map((m) => m.name);

type ModelRow = { id: number; makeSlug: string; body: BodyType; fuels: Set<FuelType> };

async function seedVehicles(db: Db): Promise<{ makes: Map<string, number>; models: ModelRow[] }> {
  const makes = new Map<string, number>();
  const models: ModelRow[] = [];
  const variantIds = new Map<string, number>();
  const marks = assignMarks(orderedMakeNames());
  // One statement per make for its models and one for their variants (start-up runs this once).
  for (const make of VEHICLE_MAKES) {
    const [row] = await db
      .insert(t.vehicleMakes)
      .values({
        slug: make.slug,
        name: make.name,
        popular: make.popular,
        mark: marks.get(make.name),
        serviceKm: SERVICE_INTERVALS[make.slug]?.km,
        serviceMonths: SERVICE_INTERVALS[make.slug]?.months,
      })
      .returning({ id: t.vehicleMakes.id });
    makes.set(make.slug, row!.id);
    const inserted = await db
      .insert(t.vehicleModels)
      .values(make.models.map((model) => ({ makeId: row!.id, slug: model.slug, name: model.name, bodyType: model.body })))
      .returning({ id: t.vehicleModels.id, slug: t.vehicleModels.slug });
    const modelIds = new Map(inserted.map((m) => [m.slug, m.id]));
    for (const model of make.models) {
      models.push({
        id: modelIds.get(model.slug)!,
        makeSlug: make.slug,
        body: model.body,
        fuels: new Set(model.variants.map((v) => v.fuel)),
      });
    }
    const variants = await db
      .insert(t.vehicleVariants)
      .values(
        make.models.flatMap((model) => model.variants.map((v) => ({ modelId: modelIds.get(model.slug)!, name: v.name, fuelType: v.fuel }))),
      )
      .returning({
        id: t.vehicleVariants.id,
        modelId: t.vehicleVariants.modelId,
        name: t.vehicleVariants.name,
        fuel: t.vehicleVariants.fuelType,
      });
    const slugOf = new Map(inserted.map((m) => [m.id, m.slug]));
    for (const v of variants) variantIds.set(`${make.slug}/${slugOf.get(v.modelId)}/${v.name}/${v.fuel}`, v.id);
  }
  const known = KNOWN_VEHICLES.flatMap((k) => {
    const variantId = variantIds.get(`${k.makeSlug}/${k.modelSlug}/${k.variantName}/${k.fuel}`);
    return variantId ? [{ registrationNumber: k.registrationNumber, variantId, registrationYear: k.registrationYear, color: k.color }] : [];
  });
  if (known.length) await db.insert(t.registeredVehicles).values(known).onConflictDoNothing();
  return { makes, models };
}

async function seedGarages(db: Db, vehicles: { makes: Map<string, number>; models: ModelRow[] }) {
  for (const g of GARAGES) {
    const [garage] = await db
      .insert(t.garages)
      .values({
        id: g.id,
        code: g.code,
        citySlug: g.citySlug,
        localitySlug: g.localitySlug,
        name: g.name,
        locality: g.locality,
        city: g.city,
        state: g.state,
        address: g.address,
        displayAddress: g.displayAddress,
        pincode: g.pincode,
        latitude: g.lat,
        longitude: g.lng,
        phone: g.phone,
        workshopCode: `SC-${g.code}`,
        rating: g.rating,
        bannerImage: g.banner,
        gallery: g.gallery,
        videoUrl: g.videoUrl,
        partsBrands: g.partsBrands,
        metaTitle: g.metaTitle,
        metaKeywords: g.metaKeywords,
        metaDescription: g.metaDescription,
      })
      .returning({ id: t.garages.id });
    const garageId = garage!.id;
    await db.insert(t.garageCodes).values({ code: g.code, garageId });
    if (g.localitySlug === TEST_GARAGE_CODE.localitySlug) {
      await db.insert(t.garageCodes).values({ code: TEST_GARAGE_CODE.code, garageId, testDisplayName: TEST_GARAGE_CODE.testName });
    }
    await db
      .insert(t.garageReviews)
      .values(g.reviews.map((r) => ({ garageId, author: r.author, rating: r.rating, body: r.body, reviewedOn: r.date })));
    await db
      .insert(t.garageOffers)
      .values(
        g.offers.map((o, i) => ({ garageId, title: o.title, discountPercentage: o.discountPercentage, image: o.image, position: i })),
      );
    await db.insert(t.garageHours).values(CATALOGUE.garageHours.map((h) => ({ garageId, ...h })));
    await db
      .insert(t.servicePincodes)
      .values(
        g.servedPincodes.map((p) => ({
          pincode: p.pincode,
          garageId,
          locality: p.locality,
          city: g.city,
          latitude: p.lat,
          longitude: p.lng,
        })),
      )
      .onConflictDoNothing();
    const makeIds = g.brandsServiced.flatMap((slug) => vehicles.makes.get(slug) ?? []);
    if (makeIds.length) await db.insert(t.garageMakes).values(makeIds.map((makeId) => ({ garageId, makeId })));
    await db.insert(t.slotTemplates).values(
      CATALOGUE.slotTemplates.map((s) => ({
        garageId,
        slotType: s.slotType,
        weekdays: s.weekdays,
        startTime: s.start,
        endTime: s.end,
        capacity: s.capacity,
        sameDayService: s.sameDay,
      })),
    );
    // Plan prices only for the makes the garage services: no price is shown that cannot be booked.
    const serviced = new Set(g.brandsServiced);
    await seedPrices(
      db,
      garageId,
      CATALOGUE.cityPriceFactor[g.citySlug] ?? 1,
      vehicles.models.filter((m) => serviced.has(m.makeSlug)),
    );
    await db.insert(t.bookingFees).values(
      Object.entries(CATALOGUE.bookingFeePaise).map(([serviceType, amountPaise]) => ({
        garageId,
        serviceType: serviceType as ServiceTypeId,
        amountPaise,
      })),
    );
  }
}

async function seedPrices(db: Db, garageId: string, cityFactor: number, models: ModelRow[]) {
  const packages = models.flatMap((m) =>
    [...m.fuels].flatMap((fuel) =>
      packagePricesFor(m.body, fuel, cityFactor, PREMIUM_MAKES.has(m.makeSlug)).map((p) => ({
        garageId,
        modelId: m.id,
        fuelType: fuel,
        ...p,
      })),
    ),
  );
  for (let i = 0; i < packages.length; i += 500) await db.insert(t.packagePrices).values(packages.slice(i, i + 500));
  const items = CATALOGUE.items.flatMap((item) =>
    BODY_TYPES.map((bodyType) => ({
      garageId,
      itemId: item.id,
      bodyType,
      pricePaise: itemPricePaise(item.prices[bodyType], cityFactor),
    })),
  );
  await db.insert(t.catalogueItemPrices).values(items);
}
