import { describe, expect, it } from 'vitest';
import { geocodePlace, searchPlaces, type MapsDeps } from '@/backend/maps/service';
import { MapsUnavailableError, type MapsProvider } from '@/backend/platform/providers/maps';
import { AppError } from '@/contracts/errors';
import { recordingLogger } from '../support/recording-logger';

// The address search's own rules, around whichever provider answers (maps-api and maps-google test
// the providers): more answers than asked for are cut, a provider that does not answer becomes
// MAPS_UNAVAILABLE (logged), any other failure stays a failure, and a position nothing is known at
// is PLACE_NOT_FOUND. No garage is named, so no database is read.
const prediction = (n: number) => ({
  place_id: `p${n}`,
  description: `Place ${n}, Bengaluru, Karnataka 56010${n}`,
  main_text: `Place ${n}`,
  secondary_text: 'Bengaluru, Karnataka',
});

function provider(name: string, answers: Partial<MapsProvider>): MapsProvider {
  return {
    name,
    autocomplete: async () => [],
    placeDetails: async () => null,
    reverseGeocode: async () => null,
    ...answers,
  };
}

function deps(maps: MapsProvider) {
  const logger = recordingLogger();
  const all: MapsDeps = { db: undefined as never, logger, maps, placeDirectory: provider('india-post', {}) };
  return { all, logger };
}

describe('the address search around its provider', () => {
  it('answers at most the limit, whatever the provider gives', async () => {
    const { all } = deps(provider('google', { autocomplete: async () => [prediction(1), prediction(2), prediction(3)] }));
    expect(await searchPlaces(all, { input: 'Place', limit: 2 })).toEqual({
      predictions: [prediction(1), prediction(2)],
      provider: 'google',
    });
  });

  it('turns a provider that does not answer into MAPS_UNAVAILABLE, asking for the address typed, and logs it', async () => {
    const { all, logger } = deps(
      provider('google', {
        autocomplete: async () => {
          throw new MapsUnavailableError('Google answered 503');
        },
      }),
    );
    const error = await searchPlaces(all, { input: 'Kudlu', limit: 5 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect([(error as AppError).code, (error as AppError).message, (error as AppError).retryAfterSeconds]).toEqual([
      'MAPS_UNAVAILABLE',
      'Address search is not working right now. Type the address instead.',
      30,
    ]);
    expect(logger.lines).toEqual([
      { level: 'warn', msg: 'maps provider did not answer', fields: { provider: 'google', error: 'Google answered 503' } },
    ]);
  });

  it('lets any other failure through as it is (a bug is not an outage)', async () => {
    const bug = new TypeError('cannot read properties of undefined');
    const { all, logger } = deps(
      provider('google', {
        autocomplete: async () => {
          throw bug;
        },
      }),
    );
    expect(await searchPlaces(all, { input: 'Kudlu', limit: 5 }).catch((e: unknown) => e)).toBe(bug);
    expect(logger.lines).toEqual([]);
  });

  it('answers PLACE_NOT_FOUND for a position nothing is known at, and names the provider of one that is', async () => {
    const { all } = deps(provider('google', {}));
    const error = (await geocodePlace(all, { lat: 12.9, lng: 77.6 }).catch((e: unknown) => e)) as AppError;
    expect([error.code, error.message]).toEqual([
      'PLACE_NOT_FOUND',
      "We couldn't find an address where you are. Search for your area, or type the address.",
    ]);
    const place = {
      line: 'Kudlu Gate',
      locality: 'Kudlu Gate',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560068',
      location_coords: { latitude: 12.9, longitude: 77.6 },
    };
    const found = deps(provider('google', { reverseGeocode: async () => place }));
    expect(await geocodePlace(found.all, { lat: 12.9, lng: 77.6 })).toEqual({ ...place, provider: 'google' });
  });
});
