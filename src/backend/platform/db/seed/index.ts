import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import * as t from '../schema';
import { BODY_TYPES, type BodyType, type FuelType, type ServiceTypeId } from '@/contracts/vocabulary';
import { GARAGES, TEST_GARAGE_CODE } from './data/garages';
import { CATALOGUE, KNOWN_VEHICLES, VEHICLE_MAKES } from './seed-data';
import { itemPricePaise, packagePricesFor } from './pricing';

/** Bump when the demo data changes; a database seeded with this version is left alone. */
export const SEED_VERSION = '2';
const PREMIUM_MAKES = new Set(['mercedes-benz', 'bmw', 'audi', 'volvo', 'jaguar', 'land-rover', 'lexus', 'mini', 'porsche', 'rolls-royce', 'maserati', 'lamborghini']);

/** Loads the demo data once; later starts find the marker and change nothing. */
export async function seedDatabase(db: Db): Promise<'seeded' | 'already-seeded'> {
  const marker = await db.select().from(t.appMeta).where(eq(t.appMeta.key, 'seed_version'));
  if (marker[0]) return 'already-seeded';
  await db.transaction(async (tx) => {
    await seedCatalogue(tx as unknown as Db);
    const makeIds = await seedVehicles(tx as unknown as Db);
    await seedGarages(tx as unknown as Db, makeIds);
    await tx.insert(t.appMeta).values({ key: 'seed_version', value: SEED_VERSION });
  });
  return 'seeded';
}

async function seedCatalogue(db: Db) {
  await db.insert(t.catalogueItems).values(CATALOGUE.items.map(({ prices: _p, ...item }, i) => ({ ...item, position: i + 1 }))).onConflictDoNothing();
  await db.insert(t.serviceTypes).values(CATALOGUE.serviceTypes.map((s, i) => ({ ...s, position: i + 1 }))).onConflictDoNothing();
  await db.insert(t.serviceInclusions).values(CATALOGUE.inclusions.map(([name, inEssential], i) => ({ id: i + 1, name, inEssential }))).onConflictDoNothing();
}

type ModelRow = { id: number; makeSlug: string; body: BodyType; fuels: Set<FuelType> };

async function seedVehicles(db: Db): Promise<{ makes: Map<string, number>; models: ModelRow[] }> {
  const makes = new Map<string, number>();
  const models: ModelRow[] = [];
  const variantIds = new Map<string, number>();
  // One statement per make for its models and one for their variants (start-up runs this once).
  for (const make of VEHICLE_MAKES) {
    const [row] = await db.insert(t.vehicleMakes).values({ slug: make.slug, name: make.name, popular: make.popular }).returning({ id: t.vehicleMakes.id });
    makes.set(make.slug, row!.id);
    const inserted = await db.insert(t.vehicleModels)
      .values(make.models.map((model) => ({ makeId: row!.id, slug: model.slug, name: model.name, bodyType: model.body })))
      .returning({ id: t.vehicleModels.id, slug: t.vehicleModels.slug });
    const modelIds = new Map(inserted.map((m) => [m.slug, m.id]));
    for (const model of make.models) {
      models.push({ id: modelIds.get(model.slug)!, makeSlug: make.slug, body: model.body, fuels: new Set(model.variants.map((v) => v.fuel)) });
    }
    const variants = await db.insert(t.vehicleVariants)
      .values(make.models.flatMap((model) => model.variants.map((v) => ({ modelId: modelIds.get(model.slug)!, name: v.name, fuelType: v.fuel }))))
      .returning({ id: t.vehicleVariants.id, modelId: t.vehicleVariants.modelId, name: t.vehicleVariants.name, fuel: t.vehicleVariants.fuelType });
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
    const [garage] = await db.insert(t.garages).values({
      id: g.id, code: g.code, citySlug: g.citySlug, localitySlug: g.localitySlug, name: g.name, locality: g.locality,
      city: g.city, state: g.state, address: g.address, displayAddress: g.displayAddress, pincode: g.pincode,
      latitude: g.lat, longitude: g.lng, phone: g.phone, workshopCode: `SC-${g.code}`, rating: g.rating,
      bannerImage: g.banner, gallery: g.gallery, videoUrl: g.videoUrl, partsBrands: g.partsBrands,
      metaTitle: g.metaTitle, metaKeywords: g.metaKeywords, metaDescription: g.metaDescription,
    }).returning({ id: t.garages.id });
    const garageId = garage!.id;
    await db.insert(t.garageCodes).values({ code: g.code, garageId });
    if (g.localitySlug === TEST_GARAGE_CODE.localitySlug) {
      await db.insert(t.garageCodes).values({ code: TEST_GARAGE_CODE.code, garageId, testDisplayName: TEST_GARAGE_CODE.testName });
    }
    await db.insert(t.garageReviews).values(g.reviews.map((r) => ({ garageId, author: r.author, rating: r.rating, body: r.body, reviewedOn: r.date })));
    await db.insert(t.garageOffers).values(g.offers.map((o, i) => ({ garageId, title: o.title, discountPercentage: o.discountPercentage, image: o.image, position: i })));
    await db.insert(t.garageHours).values(CATALOGUE.garageHours.map((h) => ({ garageId, ...h })));
    await db.insert(t.servicePincodes).values(g.servedPincodes.map((p) => ({ pincode: p.pincode, garageId, locality: p.locality, city: g.city, latitude: p.lat, longitude: p.lng }))).onConflictDoNothing();
    const makeIds = g.brandsServiced.flatMap((slug) => vehicles.makes.get(slug) ?? []);
    if (makeIds.length) await db.insert(t.garageMakes).values(makeIds.map((makeId) => ({ garageId, makeId })));
    await db.insert(t.slotTemplates).values(CATALOGUE.slotTemplates.map((s) => ({ garageId, slotType: s.slotType, weekdays: s.weekdays, startTime: s.start, endTime: s.end, capacity: s.capacity, sameDayService: s.sameDay })));
    await seedPrices(db, garageId, CATALOGUE.cityPriceFactor[g.citySlug] ?? 1, vehicles.models);
    await db.insert(t.bookingFees).values(Object.entries(CATALOGUE.bookingFeePaise).map(([serviceType, amountPaise]) => ({ garageId, serviceType: serviceType as ServiceTypeId, amountPaise })));
  }
}

async function seedPrices(db: Db, garageId: string, cityFactor: number, models: ModelRow[]) {
  const packages = models.flatMap((m) => [...m.fuels].flatMap((fuel) =>
    packagePricesFor(m.body, fuel, cityFactor, PREMIUM_MAKES.has(m.makeSlug)).map((p) => ({ garageId, modelId: m.id, fuelType: fuel, ...p }))));
  for (let i = 0; i < packages.length; i += 500) await db.insert(t.packagePrices).values(packages.slice(i, i + 500));
  const items = CATALOGUE.items.flatMap((item) => BODY_TYPES.map((bodyType) => ({
    garageId, itemId: item.id, bodyType, pricePaise: itemPricePaise(item.prices[bodyType], cityFactor),
  })));
  await db.insert(t.catalogueItemPrices).values(items);
}
