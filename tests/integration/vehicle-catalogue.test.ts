import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';

// The car catalogue as the backend serves it (makes with their facets, a make's models). Every expected
// value is typed out from the seed catalogue (src/backend/platform/db/seed/data/vehicles.json) and the
// vocabulary's order of body types (HATCHBACK, SEDAN, SUV) and fuels (PETROL, DIESEL, CNG, LPG, EV).

/** Popular makes first (seed "popular": true), each group by name, as people read it (MG after Maruti Suzuki). */
const MAKES_IN_ORDER = [
  'citroen',
  'ford',
  'honda',
  'hyundai',
  'kia',
  'mahindra',
  'maruti-suzuki',
  'mg',
  'nissan',
  'renault',
  'skoda',
  'tata',
  'toyota',
  'volkswagen',
  'audi',
  'bmw',
  'byd',
  'chevrolet',
  'datsun',
  'fiat',
  'force-motors',
  'isuzu',
  'jaguar',
  'jeep',
  'land-rover',
  'lexus',
  'maserati',
  'mercedes-benz',
  'mini',
  'mitsubishi',
  'porsche',
  'rolls-royce',
  'tesla',
  'vinfast',
  'volvo',
];

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`the car catalogue on ${target.name}`, () => {
    let backend: TestBackend;
    const json = async (path: string) => {
      const r = await backend.call(path);
      return { status: r.status, body: await r.json() };
    };
    beforeAll(async () => {
      backend = await startTestBackend(target.name);
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it('lists the makes popular first, then by name, each with the body types and fuels of its models', async () => {
      const makes = (await json('/v1/garage/vehicles/makes')).body.data;
      expect(makes.map((m: { slug: string }) => m.slug)).toEqual(MAKES_IN_ORDER);
      expect(makes.filter((m: { popular: boolean }) => m.popular)).toHaveLength(14);
      const bySlug = (slug: string) => makes.find((m: { slug: string }) => m.slug === slug);
      expect(bySlug('maruti-suzuki')).toMatchObject({
        slug: 'maruti-suzuki',
        name: 'Maruti Suzuki',
        popular: true,
        mark: 'MS',
        body_types: ['HATCHBACK', 'SEDAN', 'SUV'],
        fuel_types: ['PETROL', 'DIESEL', 'CNG', 'LPG'],
      });
      expect(bySlug('hyundai')).toMatchObject({
        body_types: ['HATCHBACK', 'SEDAN', 'SUV'],
        fuel_types: ['PETROL', 'DIESEL', 'CNG', 'LPG', 'EV'],
      });
      expect(bySlug('byd')).toMatchObject({ name: 'BYD', popular: false, body_types: ['SEDAN', 'SUV'], fuel_types: ['EV'] });
      expect(bySlug('mahindra')).toMatchObject({ mark: 'MA', body_types: ['SUV'], fuel_types: ['PETROL', 'DIESEL', 'EV'] });
      expect(bySlug('mini')).toMatchObject({ body_types: ['HATCHBACK', 'SUV'], fuel_types: ['PETROL', 'EV'] });
      expect(bySlug('chevrolet')).toMatchObject({ body_types: ['HATCHBACK', 'SEDAN', 'SUV'], fuel_types: ['PETROL', 'DIESEL', 'LPG'] });
      expect(typeof bySlug('tata').id).toBe('number');
    });

    it('gives a make with the facets of its own models, and its models with variants and fuels', async () => {
      const { make, models } = (await json('/v1/garage/vehicles/models?make=kia')).body.data;
      expect(make).toMatchObject({ slug: 'kia', name: 'Kia', popular: true, body_types: ['SUV'], fuel_types: ['PETROL', 'DIESEL', 'EV'] });
      expect(typeof make.id).toBe('number');
      expect(typeof make.mark).toBe('string');
      expect(models).toHaveLength(7);
      const byd = (await json('/v1/garage/vehicles/models?make=byd')).body.data.make;
      expect(byd).toMatchObject({ slug: 'byd', name: 'BYD', popular: false, body_types: ['SEDAN', 'SUV'], fuel_types: ['EV'] });
      const tata = (await json('/v1/garage/vehicles/models?make=tata')).body.data.make;
      expect(tata).toMatchObject({ body_types: ['HATCHBACK', 'SEDAN', 'SUV'], fuel_types: ['PETROL', 'DIESEL', 'CNG', 'EV'] });
      const maruti = (await json('/v1/garage/vehicles/models?make=maruti-suzuki')).body.data;
      expect(maruti.make.mark).toBe('MS');
      const swift = maruti.models.find((m: { slug: string }) => m.slug === 'swift');
      expect(swift).toMatchObject({ name: 'Swift', body_type: 'HATCHBACK', fuel_types: ['PETROL', 'DIESEL', 'CNG'] });
      expect(swift.variants).toHaveLength(6);
    });

    it('names an unknown make or car model', async () => {
      const make = await json('/v1/garage/vehicles/models?make=nope');
      expect(make.status).toBe(404);
      expect(make.body.error).toMatchObject({ code: 'MAKE_NOT_FOUND', message: 'We could not find this make' });
      const kudluGate = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001';
      const model = await json(`/v1/garage/pricing/package?garage=${kudluGate}&model_id=999999&fuel_type=PETROL`);
      expect(model.status).toBe(404);
      expect(model.body.error).toMatchObject({ code: 'MODEL_NOT_FOUND', message: 'We could not find this car model' });
    });
  });
}
