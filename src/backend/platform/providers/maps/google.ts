// Google Maps Platform, chosen by GOOGLE_MAPS_API_KEY: Places Autocomplete (New), Place Details
// (New) and the Geocoding API's reverse geocoding, over fetch with a time limit. Every failure to
// answer (network, time-out, refusal, quota, a body that is not what Google sends) is a
// MapsUnavailableError; an id or a position Google does not know is null.
import type { PlacePrediction } from '@/contracts/maps';
import { readAddressComponents, type AddressComponent } from '@/lib/address-components';
import { MapsUnavailableError, type MapsProvider } from './index';

export interface GoogleMapsSettings {
  apiKey: string;
  /** One address for both APIs (tests point it at a local stand-in); Google's own hosts unless told. */
  baseUrl?: string;
  /** Per request; the backend answers 503 after 8 s, so this stays well under it. */
  timeoutMs?: number;
}

/** Biases autocomplete towards the garage: its pick-up areas lie within this. */
const BIAS_RADIUS_M = 30_000;

interface AutocompleteAnswer {
  suggestions?: {
    placePrediction?: {
      placeId?: string;
      text?: { text?: string };
      structuredFormat?: { mainText?: { text?: string }; secondaryText?: { text?: string } };
    };
  }[];
}
interface DetailsAnswer {
  formattedAddress?: string;
  addressComponents?: AddressComponent[];
  location?: { latitude?: number; longitude?: number };
}
interface GeocodeAnswer {
  status?: string;
  error_message?: string;
  results?: { formatted_address?: string; address_components?: AddressComponent[] }[];
}

export function createGoogleMaps(settings: GoogleMapsSettings): MapsProvider {
  const base = settings.baseUrl?.replace(/\/+$/, '');
  const placesBase = base ?? 'https://places.googleapis.com';
  const geocodeBase = base ?? 'https://maps.googleapis.com';
  const timeoutMs = settings.timeoutMs ?? 4000;

  /** The answer's status and JSON body; anything that is not an answer is MapsUnavailableError. The key never goes into a message. */
  async function call(url: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : (error as Error).message;
      throw new MapsUnavailableError(`Google Maps did not answer: ${reason}`);
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (body === undefined || typeof body !== 'object' || body === null)
      throw new MapsUnavailableError(`Google Maps answered HTTP ${response.status} without JSON`);
    return { status: response.status, body };
  }
  const refusal = (status: number, body: unknown) => {
    const message = (body as { error?: { message?: unknown } }).error?.message;
    return new MapsUnavailableError(
      `Google Maps refused the request: HTTP ${status}${typeof message === 'string' ? ` ${message.slice(0, 200)}` : ''}`,
    );
  };
  const placesHeaders = (fieldMask: string) => ({
    'x-goog-api-key': settings.apiKey,
    'x-goog-fieldmask': fieldMask,
    'content-type': 'application/json',
  });

  return {
    name: 'google',
    async autocomplete(request) {
      // Google needs something typed; the areas a garage picks up from come from the directory.
      if (request.input.trim() === '') return [];
      const { status, body } = await call(`${placesBase}/v1/places:autocomplete`, {
        method: 'POST',
        headers: placesHeaders(
          'suggestions.placePrediction.placeId,suggestions.placePrediction.text.text,suggestions.placePrediction.structuredFormat',
        ),
        body: JSON.stringify({
          input: request.input,
          includedRegionCodes: ['in'],
          regionCode: 'in',
          languageCode: 'en',
          ...(request.near ? { locationBias: { circle: { center: request.near, radius: BIAS_RADIUS_M } } } : {}),
        }),
      });
      if (status !== 200) throw refusal(status, body);
      const predictions: PlacePrediction[] = [];
      for (const { placePrediction: p } of (body as AutocompleteAnswer).suggestions ?? []) {
        if (!p?.placeId || !p.text?.text) continue;
        predictions.push({
          place_id: p.placeId,
          description: p.text.text,
          main_text: p.structuredFormat?.mainText?.text ?? p.text.text,
          secondary_text: p.structuredFormat?.secondaryText?.text ?? '',
        });
      }
      return predictions.slice(0, request.limit);
    },
    async placeDetails(placeId) {
      const { status, body } = await call(`${placesBase}/v1/places/${encodeURIComponent(placeId)}?languageCode=en&regionCode=in`, {
        headers: placesHeaders('formattedAddress,addressComponents,location'),
      });
      // 400 is Google's answer to an id that is not one of its ids; 404 to one it no longer knows.
      if (status === 400 || status === 404) return null;
      if (status !== 200) throw refusal(status, body);
      const place = body as DetailsAnswer;
      const { latitude, longitude } = place.location ?? {};
      return {
        line: place.formattedAddress ?? '',
        ...readAddressComponents(place.addressComponents ?? []),
        location_coords: typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null,
      };
    },
    async reverseGeocode(position) {
      const query = new URLSearchParams({ latlng: `${position.latitude},${position.longitude}`, language: 'en', key: settings.apiKey });
      const { status, body } = await call(`${geocodeBase}/maps/api/geocode/json?${query}`);
      const answer = body as GeocodeAnswer;
      if (status === 200 && answer.status === 'ZERO_RESULTS') return null;
      if (status !== 200 || answer.status !== 'OK') {
        throw new MapsUnavailableError(
          `Google Maps refused the request: HTTP ${status} ${answer.status ?? ''}${answer.error_message ? ` ${answer.error_message.slice(0, 200)}` : ''}`.trim(),
        );
      }
      const results = answer.results ?? [];
      // The most precise result that has a pincode (Google lists the most precise first).
      const best = results.find((r) => readAddressComponents(r.address_components ?? []).pincode) ?? results[0];
      if (!best) return null;
      return { line: best.formatted_address ?? '', ...readAddressComponents(best.address_components ?? []), location_coords: position };
    },
  };
}
