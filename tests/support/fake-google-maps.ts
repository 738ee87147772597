// A stand-in for Google's Places API (New) and Geocoding API on a local port: it records each
// request and answers as the test tells it, by default with Google's shapes for Koramangala.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}
export interface FakeAnswer {
  status: number;
  body: unknown;
  raw?: string;
  delayMs?: number;
}
export type Route = 'autocomplete' | 'details' | 'geocode';

export const KORAMANGALA_PLACE_ID = 'ChIJbU60yXAWrjsR4E9-UejD3_g';

export const KORAMANGALA_COMPONENTS = [
  { longText: 'Koramangala', shortText: 'Koramangala', types: ['sublocality_level_1', 'sublocality', 'political'], languageCode: 'en' },
  { longText: 'Bengaluru', shortText: 'Bengaluru', types: ['locality', 'political'], languageCode: 'en' },
  {
    longText: 'Bangalore Division',
    shortText: 'Bangalore Division',
    types: ['administrative_area_level_2', 'political'],
    languageCode: 'en',
  },
  { longText: 'Karnataka', shortText: 'KA', types: ['administrative_area_level_1', 'political'], languageCode: 'en' },
  { longText: 'India', shortText: 'IN', types: ['country', 'political'], languageCode: 'en' },
  { longText: '560034', shortText: '560034', types: ['postal_code'], languageCode: 'en' },
];

export const DEFAULT_ANSWERS: Record<Route, FakeAnswer> = {
  autocomplete: {
    status: 200,
    body: {
      suggestions: [
        {
          placePrediction: {
            placeId: KORAMANGALA_PLACE_ID,
            text: { text: 'Koramangala, Bengaluru, Karnataka, India' },
            structuredFormat: { mainText: { text: 'Koramangala' }, secondaryText: { text: 'Bengaluru, Karnataka, India' } },
          },
        },
        { queryPrediction: { text: { text: 'koramangala restaurants' } } },
        {
          placePrediction: {
            placeId: 'ChIJ-1-koramangala-1st-block',
            text: { text: 'Koramangala 1st Block, Bengaluru, Karnataka, India' },
            structuredFormat: { mainText: { text: 'Koramangala 1st Block' }, secondaryText: { text: 'Bengaluru, Karnataka, India' } },
          },
        },
      ],
    },
  },
  details: {
    status: 200,
    body: {
      formattedAddress: 'Koramangala, Bengaluru, Karnataka 560034, India',
      addressComponents: KORAMANGALA_COMPONENTS,
      location: { latitude: 12.9352403, longitude: 77.624532 },
    },
  },
  geocode: {
    status: 200,
    body: {
      status: 'OK',
      results: [
        {
          formatted_address: 'Karnataka, India',
          address_components: [{ long_name: 'Karnataka', short_name: 'KA', types: ['administrative_area_level_1', 'political'] }],
        },
        {
          formatted_address: '12, 80 Feet Rd, Koramangala, Bengaluru, Karnataka 560034, India',
          address_components: KORAMANGALA_COMPONENTS.map(({ longText, shortText, types }) => ({
            long_name: longText,
            short_name: shortText,
            types,
          })),
        },
      ],
    },
  },
};

export interface FakeGoogleMaps {
  url: string;
  seen: SeenRequest[];
  /** What the next requests to a route get (the default answer when unset). */
  answers: Partial<Record<Route, FakeAnswer>>;
  close(): Promise<void>;
}

function routeOf(method: string, path: string): Route | null {
  if (method === 'POST' && path === '/v1/places:autocomplete') return 'autocomplete';
  if (method === 'GET' && path.startsWith('/v1/places/')) return 'details';
  if (method === 'GET' && path === '/maps/api/geocode/json') return 'geocode';
  return null;
}

export async function startFakeGoogleMaps(): Promise<FakeGoogleMaps> {
  const seen: SeenRequest[] = [];
  const answers: FakeGoogleMaps['answers'] = {};
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (c) => {
      text += c;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      seen.push({
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: text ? JSON.parse(text) : null,
      });
      const route = routeOf(req.method ?? '', url.pathname);
      const answer = route
        ? (answers[route] ?? DEFAULT_ANSWERS[route])
        : { status: 404, body: { error: { code: 404, message: 'Not Found' } } };
      const send = () => {
        if (!res.destroyed)
          res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.raw ?? JSON.stringify(answer.body));
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    answers,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
