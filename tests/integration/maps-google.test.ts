import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGoogleMaps } from '@/backend/platform/providers/maps/google';
import { MapsUnavailableError } from '@/backend/platform/providers/maps';
import { KORAMANGALA_PLACE_ID, startFakeGoogleMaps, type FakeGoogleMaps } from '../support/fake-google-maps';

const KEY = 'AIzaSy-test-key-0123456789';
const KUDLU_GATE = { latitude: 12.8913, longitude: 77.6394 };

describe('the Google Maps adapter speaks Places (New) and Geocoding', () => {
  let google: FakeGoogleMaps;
  beforeAll(async () => {
    google = await startFakeGoogleMaps();
  });
  afterAll(async () => {
    await google?.close();
  });
  beforeEach(() => {
    google.seen.length = 0;
    for (const route of ['autocomplete', 'details', 'geocode'] as const) delete google.answers[route];
  });
  const maps = (timeoutMs?: number) => createGoogleMaps({ apiKey: KEY, baseUrl: `${google.url}/`, timeoutMs });

  it('asks Places Autocomplete for places in India near the garage, with the key and a field mask in headers', async () => {
    const predictions = await maps().autocomplete({ input: 'kora', limit: 5, near: KUDLU_GATE });
    expect(predictions).toEqual([
      {
        place_id: KORAMANGALA_PLACE_ID,
        description: 'Koramangala, Bengaluru, Karnataka, India',
        main_text: 'Koramangala',
        secondary_text: 'Bengaluru, Karnataka, India',
      },
      {
        place_id: 'ChIJ-1-koramangala-1st-block',
        description: 'Koramangala 1st Block, Bengaluru, Karnataka, India',
        main_text: 'Koramangala 1st Block',
        secondary_text: 'Bengaluru, Karnataka, India',
      },
    ]);
    expect(google.seen).toHaveLength(1);
    const [request] = google.seen;
    expect([request!.method, request!.path]).toEqual(['POST', '/v1/places:autocomplete']);
    expect(request!.headers['x-goog-api-key']).toBe(KEY);
    expect(request!.headers['x-goog-fieldmask']).toBe(
      'suggestions.placePrediction.placeId,suggestions.placePrediction.text.text,suggestions.placePrediction.structuredFormat',
    );
    expect(request!.body).toEqual({
      input: 'kora',
      includedRegionCodes: ['in'],
      regionCode: 'in',
      languageCode: 'en',
      locationBias: { circle: { center: { latitude: 12.8913, longitude: 77.6394 }, radius: 30000 } },
    });
  });

  it('keeps to the limit, sends no bias without a garage, and asks nothing for an empty input', async () => {
    expect((await maps().autocomplete({ input: 'kora', limit: 1 })).map((p) => p.main_text)).toEqual(['Koramangala']);
    expect((google.seen[0]!.body as Record<string, unknown>).locationBias).toBeUndefined();
    expect(await maps().autocomplete({ input: '', limit: 5, suggestPincodes: ['560068'] })).toEqual([]);
    expect(google.seen).toHaveLength(1);
  });

  it('reads Place Details into the address fields', async () => {
    expect(await maps().placeDetails(KORAMANGALA_PLACE_ID)).toEqual({
      line: 'Koramangala, Bengaluru, Karnataka 560034, India',
      locality: 'Koramangala',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560034',
      location_coords: { latitude: 12.9352403, longitude: 77.624532 },
    });
    const [request] = google.seen;
    expect([request!.method, request!.path, request!.query.get('languageCode')]).toEqual([
      'GET',
      `/v1/places/${KORAMANGALA_PLACE_ID}`,
      'en',
    ]);
    expect(request!.headers['x-goog-api-key']).toBe(KEY);
    expect(request!.headers['x-goog-fieldmask']).toBe('formattedAddress,addressComponents,location');
  });

  it('finds no place for an id Google refuses as malformed (400) or no longer knows (404)', async () => {
    google.answers.details = { status: 400, body: { error: { code: 400, message: 'Not a valid Place ID', status: 'INVALID_ARGUMENT' } } };
    expect(await maps().placeDetails('not-an-id')).toBeNull();
    google.answers.details = { status: 404, body: { error: { code: 404, message: 'Place not found', status: 'NOT_FOUND' } } };
    expect(await maps().placeDetails('ChIJ-gone')).toBeNull();
    expect(google.seen[1]!.path).toBe('/v1/places/ChIJ-gone');
  });

  it('reverse geocodes a position: the most precise result with a pincode, at the position asked', async () => {
    expect(await maps().reverseGeocode({ latitude: 12.9352, longitude: 77.6245 })).toEqual({
      line: '12, 80 Feet Rd, Koramangala, Bengaluru, Karnataka 560034, India',
      locality: 'Koramangala',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560034',
      location_coords: { latitude: 12.9352, longitude: 77.6245 },
    });
    const [request] = google.seen;
    expect([request!.method, request!.path]).toEqual(['GET', '/maps/api/geocode/json']);
    expect(Object.fromEntries(request!.query)).toEqual({ latlng: '12.9352,77.6245', language: 'en', key: KEY });
  });

  it('knows nothing at a position Google has no address for', async () => {
    google.answers.geocode = { status: 200, body: { status: 'ZERO_RESULTS', results: [] } };
    expect(await maps().reverseGeocode({ latitude: 0, longitude: 0 })).toBeNull();
  });

  it('turns every failure to answer into MapsUnavailableError, without the key in its message', async () => {
    const failures: [keyof typeof google.answers, typeof google.answers.details, () => Promise<unknown>, string][] = [
      [
        'autocomplete',
        { status: 500, body: { error: { code: 500, message: 'Internal error' } } },
        () => maps().autocomplete({ input: 'kora', limit: 5 }),
        'Google Maps refused the request: HTTP 500 Internal error',
      ],
      [
        'autocomplete',
        { status: 403, body: { error: { code: 403, message: 'API key not valid. Please pass a valid API key.' } } },
        () => maps().autocomplete({ input: 'kora', limit: 5 }),
        'Google Maps refused the request: HTTP 403 API key not valid. Please pass a valid API key.',
      ],
      [
        'details',
        { status: 429, body: { error: { code: 429, message: 'Quota exceeded' } } },
        () => maps().placeDetails(KORAMANGALA_PLACE_ID),
        'Google Maps refused the request: HTTP 429 Quota exceeded',
      ],
      [
        'details',
        { status: 502, body: null, raw: '<html>Bad gateway</html>' },
        () => maps().placeDetails(KORAMANGALA_PLACE_ID),
        'Google Maps answered HTTP 502 without JSON',
      ],
      [
        'geocode',
        {
          status: 200,
          body: { status: 'REQUEST_DENIED', error_message: 'This API project is not authorized to use this API.', results: [] },
        },
        () => maps().reverseGeocode(KUDLU_GATE),
        'Google Maps refused the request: HTTP 200 REQUEST_DENIED This API project is not authorized to use this API.',
      ],
      [
        'geocode',
        { status: 200, body: { status: 'OVER_QUERY_LIMIT', results: [] } },
        () => maps().reverseGeocode(KUDLU_GATE),
        'Google Maps refused the request: HTTP 200 OVER_QUERY_LIMIT',
      ],
      [
        'geocode',
        { status: 200, body: { status: 'OK', results: [] }, delayMs: 1000 },
        () => maps(150).reverseGeocode(KUDLU_GATE),
        'Google Maps did not answer: no answer in 150 ms',
      ],
    ];
    for (const [route, answer, call, message] of failures) {
      google.answers[route] = answer;
      const error = await call().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(MapsUnavailableError);
      expect((error as Error).message).toBe(message);
      expect((error as Error).message).not.toContain(KEY);
    }
  });

  it('is unavailable when nothing listens at its address', async () => {
    const down = createGoogleMaps({ apiKey: KEY, baseUrl: 'http://127.0.0.1:9' });
    const error = await down.autocomplete({ input: 'kora', limit: 5 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MapsUnavailableError);
    expect((error as Error).message).toMatch(/^Google Maps did not answer: /);
  });
});
