// Every input schema of src/contracts: a length limit and a character rule on each text, decimal
// numbers never coerced, and output that parses again to itself — as it travels: the proxy parses
// the browser's input, forwards what it parsed (query values through String(), bodies through
// JSON), and the backend parses it again. Every expected value is typed out by hand.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { API_ENDPOINTS, BACKEND_ENDPOINTS, type Endpoint } from '@/contracts/endpoints';
import { describeIssues } from '@/contracts/parse';
import { CitySchema, GarageCodeSchema, NearbyQuerySchema, PincodeSchema, ServiceableQuerySchema, SlugSchema } from '@/contracts/garage';
import { ModelsQuerySchema, RegistrationQuerySchema } from '@/contracts/vehicles';
import { NotifyRequestInputSchema } from '@/contracts/leads';
import { BookingAmountQuerySchema, PricingQuerySchema } from '@/contracts/pricing';

const GARAGE = '3f9a1c2e-4b5d-4e6f-8a7b-9c0d1e2f3a4b';

/** The message the backend and the proxy answer for an input, or 'ok'. */
const refusal = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? 'ok' : describeIssues(result.error);
};

/** What the backend receives as a query when the proxy forwards parsed values (src/proxy/upstream.ts). */
const asQuery = (parsed: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(parsed)
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]),
  );
/** What the backend receives as path segments (encoded once by fillPath, decoded once by Hono). */
const asParams = (parsed: Record<string, unknown>) => Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
/** What the backend receives as a JSON body. */
const asBody = (parsed: unknown) => JSON.parse(JSON.stringify(parsed)) as unknown;

describe('every declared endpoint input parses to itself again as it travels to the backend', () => {
  // [endpoint, input as the browser sends it, the parsed input typed out by hand]
  const cases: [string, Endpoint, Record<string, unknown>, Record<string, unknown>][] = [
    ['pincode', API_ENDPOINTS['pincode-mapping/{pincode}'], { pincode: ' 560068 ' }, { pincode: '560068' }],
    ['city', API_ENDPOINTS['garage-details-from-city/{city}'], { city: ' Kudlu Gate ' }, { city: 'Kudlu Gate' }],
    ['a city in Kannada', API_ENDPOINTS['garage-details-from-city/{city}'], { city: 'ಬೆಂಗಳೂರು' }, { city: 'ಬೆಂಗಳೂರು' }],
    ['a city in Devanagari', API_ENDPOINTS['garage-details-from-city/{city}'], { city: 'बेंगलुरु' }, { city: 'बेंगलुरु' }],
    ['garage id', API_ENDPOINTS['garage-details-from-id/{id}'], { id: GARAGE }, { id: GARAGE }],
    [
      'a point in full',
      API_ENDPOINTS['get-nearby-garages'],
      { lat: '12.971598700000001', lng: '77.5946', limit: '7' },
      { lat: 12.971599, lng: 77.5946, limit: 7 },
    ],
    ['a point as numbers', API_ENDPOINTS['get-nearby-garages'], { lat: 12.9, lng: -0.0000004 }, { lat: 12.9, lng: 0, limit: 5 }],
    [
      'a make by name',
      API_ENDPOINTS['get-car-serviceable'],
      { garage_id: GARAGE, make: ' Maruti Suzuki ' },
      { garage_id: GARAGE, make: 'Maruti Suzuki' },
    ],
    ['a backslash make', API_ENDPOINTS['get-car-serviceable'], { garage_id: GARAGE, make: '\\' }, { garage_id: GARAGE, make: '\\' }],
    ['a make slug', API_ENDPOINTS['vehicle-models'], { make: ' tata ' }, { make: 'tata' }],
    [
      'a registration number',
      API_ENDPOINTS['get-vehicle-details'],
      { registration_number: ' ka-05 mn1234 ' },
      { registration_number: 'ka-05 mn1234' },
    ],
    [
      'a priced selection',
      API_ENDPOINTS['package-pricing'],
      {
        garage: GARAGE,
        model_id: '101',
        fuel_type: ' electric ',
        service_type: 'periodic_service',
        plan: 'ENHANCED',
        repairs: 'brake-pads-front, brake-pads-front,,clutch-plate',
        spa: ' foam-wash ',
      },
      {
        garage: GARAGE,
        model_id: 101,
        fuel_type: 'EV',
        service_type: 'periodic_service',
        plan: 'ENHANCED',
        repairs: ['brake-pads-front', 'clutch-plate'],
        spa: 'foam-wash',
      },
    ],
    [
      'repairs as a list',
      API_ENDPOINTS['service-pricing'],
      { garage: GARAGE, model_id: 7, fuel_type: 'petrol', repairs: ['ac-gas'] },
      { garage: GARAGE, model_id: 7, fuel_type: 'PETROL', repairs: ['ac-gas'] },
    ],
    [
      'a coupon',
      API_ENDPOINTS['get-booking-amount'],
      { garage_id: GARAGE, service_type: 'car_spa_and_cleaning', coupon_code: ' SAVE_10 ' },
      { garage_id: GARAGE, service_type: 'car_spa_and_cleaning', coupon_code: 'SAVE_10' },
    ],
    [
      'a notify request with a pincode',
      API_ENDPOINTS['notify-me'],
      { contact: '+91 98450 12345', city: ' Mumbai. ', pincode: ' 400001 ', source: 'notify-me' },
      { contact: '9845012345', city: 'Mumbai.', pincode: '400001', source: 'notify-me' },
    ],
    [
      'a notify request by e-mail',
      API_ENDPOINTS['notify-me'],
      { contact: ' Asha@Example.IN ', city: 'ಬೆಂಗಳೂರು' },
      { contact: 'asha@example.in', city: 'ಬೆಂಗಳೂರು' },
    ],
    [
      'a log line',
      API_ENDPOINTS.logger,
      {
        message: ' boom\r\n  at x ',
        page: '/service-centre/bangalore?from=ad',
        context: { 'island.name': 'PincodeSearch', tries: 3, online: true, garage: null },
      },
      {
        level: 'error',
        message: 'boom\n  at x',
        page: '/service-centre/bangalore?from=ad',
        context: { 'island.name': 'PincodeSearch', tries: 3, online: true, garage: null },
      },
    ],
    [
      'a landing page',
      BACKEND_ENDPOINTS.landingContent,
      { city: 'Bangalore', locality: ' Kudlu-Gate ' },
      { city: 'bangalore', locality: 'kudlu-gate' },
    ],
    ['a garage code', BACKEND_ENDPOINTS.garageCode, { code: ' sc01 ' }, { code: 'SC01' }],
  ];

  it.each(cases)('%s', (_name, endpoint, input, expected) => {
    const schema = (endpoint.params ?? endpoint.query ?? endpoint.body)!;
    const parsed = schema.parse(input) as Record<string, unknown>;
    expect(parsed).toEqual(expected);
    // The output is an input that gives the same output, as a value…
    expect(schema.parse(parsed)).toEqual(expected);
    // …and in the form the backend receives it.
    const travelled = endpoint.params ? asParams(parsed) : endpoint.query ? asQuery(parsed) : asBody(parsed);
    expect(schema.parse(travelled)).toEqual(expected);
  });
});

describe('text inputs refuse control characters, lone surrogates and over-long values', () => {
  it.each([
    // The probe's make values: NUL alone, NUL inside, and what they decode to in a query string.
    ['make=%00', ServiceableQuerySchema, { garage_id: GARAGE, make: '\u0000' }, 'make: make has characters that are not allowed'],
    ['make=Pune%00x', ServiceableQuerySchema, { garage_id: GARAGE, make: 'Pune\u0000x' }, 'make: make has characters that are not allowed'],
    [
      'a make with a lone surrogate',
      ServiceableQuerySchema,
      { garage_id: GARAGE, make: 'Kia\ud800' },
      'make: make has characters that are not allowed',
    ],
    ['a make of 61 characters', ServiceableQuerySchema, { garage_id: GARAGE, make: 'k'.repeat(61) }, 'make: make is at most 60 characters'],
    ['an empty make', ServiceableQuerySchema, { garage_id: GARAGE, make: '  ' }, 'make: make is required'],
    ['a missing make', ServiceableQuerySchema, { garage_id: GARAGE }, 'make: make is required'],
    ['a make slug with NUL', ModelsQuerySchema, { make: 'tata\u0000' }, 'make: make has characters that are not allowed'],
    ['a make slug with a backslash', ModelsQuerySchema, { make: '\\' }, 'make: make must be a make slug'],
    [
      'a registration number with NUL',
      RegistrationQuerySchema,
      { registration_number: 'KA01\u0000AB1234' },
      'registration_number: registration_number has characters that are not allowed',
    ],
    [
      'a registration number of 21 characters',
      RegistrationQuerySchema,
      { registration_number: 'K'.repeat(21) },
      'registration_number: registration_number is at most 20 characters',
    ],
    ['a city with NUL', CitySchema, 'Pune\u0000', 'Enter a city name'],
    ['a city of 61 letters', CitySchema, 'a'.repeat(61), 'Enter a city name'],
    ['a city with a right-to-left override', CitySchema, '\u202eerolagnaB', 'Enter a city name'],
    ['a city with a digit', CitySchema, 'Pune 2', 'Enter a city name'],
    ['a pincode with NUL', PincodeSchema, '56006\u0000', 'Enter a valid 6-digit pincode'],
    ['a pincode of 7 digits', PincodeSchema, '5600681', 'Enter a valid 6-digit pincode'],
    ['a slug with NUL', SlugSchema, 'kudlu\u0000gate', 'must be a slug'],
    ['a garage code with DEL', GarageCodeSchema, 'SC\u007f1', 'must be a garage code'],
    [
      'a notify contact with NUL',
      NotifyRequestInputSchema,
      { contact: '98450\u000012345', city: 'Pune' },
      'contact: contact has characters that are not allowed',
    ],
    [
      'a notify contact of 255 characters',
      NotifyRequestInputSchema,
      { contact: `${'a'.repeat(244)}@example.in`, city: 'Pune' },
      'contact: contact is at most 254 characters',
    ],
    [
      'a notify city with NUL',
      NotifyRequestInputSchema,
      { contact: '9845012345', city: 'Mumbai\u0000' },
      'city: city has characters that are not allowed',
    ],
    [
      'a notify city with a line break',
      NotifyRequestInputSchema,
      { contact: '9845012345', city: 'Mum\nbai' },
      'city: city has characters that are not allowed',
    ],
    [
      'a notify city of 81 characters',
      NotifyRequestInputSchema,
      { contact: '9845012345', city: 'm'.repeat(81) },
      'city: city is at most 80 characters',
    ],
    [
      'a notify source with NUL',
      NotifyRequestInputSchema,
      { contact: '9845012345', city: 'Pune', source: 'x\u0000' },
      'source: source has characters that are not allowed',
    ],
    [
      'a notify pincode that is not one',
      NotifyRequestInputSchema,
      { contact: '9845012345', city: 'Pune', pincode: '040001' },
      'pincode: Enter a valid 6-digit pincode',
    ],
    [
      'a notify pincode with NUL',
      NotifyRequestInputSchema,
      { contact: '9845012345', city: 'Pune', pincode: '\u0000' },
      'pincode: Enter a valid 6-digit pincode',
    ],
    [
      'a coupon with NUL',
      BookingAmountQuerySchema,
      { garage_id: GARAGE, service_type: 'periodic_service', coupon_code: 'SAVE\u0000' },
      'coupon_code: coupon_code has characters that are not allowed',
    ],
    [
      'a coupon of 41 characters',
      BookingAmountQuerySchema,
      { garage_id: GARAGE, service_type: 'periodic_service', coupon_code: 'C'.repeat(41) },
      'coupon_code: coupon_code is at most 40 characters',
    ],
    [
      'a coupon with a space',
      BookingAmountQuerySchema,
      { garage_id: GARAGE, service_type: 'periodic_service', coupon_code: 'SAVE 10' },
      'coupon_code: coupon_code has letters, digits, - and _ only',
    ],
    [
      'a fuel with NUL',
      PricingQuerySchema,
      { garage: GARAGE, model_id: '1', fuel_type: 'PETROL\u0000' },
      'fuel_type: fuel_type has characters that are not allowed',
    ],
    ['a missing fuel', PricingQuerySchema, { garage: GARAGE, model_id: '1' }, 'fuel_type: fuel_type is required'],
    [
      'repairs with NUL',
      PricingQuerySchema,
      { garage: GARAGE, model_id: '1', fuel_type: 'PETROL', repairs: 'ac-gas,\u0000' },
      'repairs.1: must be a catalogue item id',
    ],
    [
      'repairs of 601 characters',
      PricingQuerySchema,
      { garage: GARAGE, model_id: '1', fuel_type: 'PETROL', repairs: 'r'.repeat(601) },
      'repairs: repairs is at most 600 characters',
    ],
    [
      '21 repairs',
      PricingQuerySchema,
      { garage: GARAGE, model_id: '1', fuel_type: 'PETROL', repairs: Array.from({ length: 21 }, (_, i) => `r${i}`) },
      'repairs: repairs has at most 20 ids',
    ],
    [
      'a repair id of 61 characters',
      PricingQuerySchema,
      { garage: GARAGE, model_id: '1', fuel_type: 'PETROL', repairs: ['r'.repeat(61)] },
      'repairs.0: must be a catalogue item id',
    ],
    [
      'repairs that are not text',
      PricingQuerySchema,
      { garage: GARAGE, model_id: '1', fuel_type: 'PETROL', repairs: 42 },
      'repairs: repairs must be catalogue item ids',
    ],
    [
      'a spa id with NUL',
      PricingQuerySchema,
      { garage: GARAGE, model_id: '1', fuel_type: 'PETROL', spa: 'foam\u0000' },
      'spa: must be a catalogue item id',
    ],
  ] as [string, z.ZodType, unknown, string][])('%s', (_name, schema, input, message) => {
    expect(refusal(schema, input)).toBe(message);
  });

  it('lets a backslash through as a make name the catalogue simply does not have', () => {
    expect(ServiceableQuerySchema.parse({ garage_id: GARAGE, make: '\\' })).toEqual({ garage_id: GARAGE, make: '\\' });
    expect(ServiceableQuerySchema.parse({ garage_id: GARAGE, make: '%00' })).toEqual({ garage_id: GARAGE, make: '%00' });
  });
});

describe('numbers in queries are decimal digits, never coerced', () => {
  it.each([
    ['an empty lat', { lat: '', lng: '77.6' }, 'lat: lat must be a decimal number'],
    ['a missing lat', { lng: '77.6' }, 'lat: lat must be a decimal number'],
    ['a hexadecimal lat', { lat: '0x10', lng: '77.6' }, 'lat: lat must be a decimal number'],
    ['an exponent with spaces', { lat: ' 1e3 ', lng: '77.6' }, 'lat: lat must be a decimal number'],
    ['Infinity', { lat: '12.9', lng: 'Infinity' }, 'lng: lng must be a decimal number'],
    ['a lat past the pole', { lat: '90.5', lng: '77.6' }, 'lat: lat must be from -90 to 90'],
    ['a lng past the date line', { lat: '12.9', lng: '-180.01' }, 'lng: lng must be from -180 to 180'],
    ['an empty limit', { lat: '12.9', lng: '77.6', limit: '' }, 'limit: limit must be a whole number'],
    ['a hexadecimal limit', { lat: '12.9', lng: '77.6', limit: '0x10' }, 'limit: limit must be a whole number'],
    ['a limit of 0', { lat: '12.9', lng: '77.6', limit: '0' }, 'limit: limit must be from 1 to 20'],
    ['a limit of 21', { lat: '12.9', lng: '77.6', limit: '21' }, 'limit: limit must be from 1 to 20'],
    ['a limit of 2.5', { lat: '12.9', lng: '77.6', limit: '2.5' }, 'limit: limit must be a whole number'],
  ])('nearby garages refuse %s', (_name, query, message) => {
    expect(refusal(NearbyQuerySchema, query)).toBe(message);
  });

  it.each([
    ['an empty model_id', '', 'model_id: model_id must be a whole number'],
    ['a hexadecimal model_id', '0x10', 'model_id: model_id must be a whole number'],
    ['an exponent', '1e3', 'model_id: model_id must be a whole number'],
    ['Infinity', 'Infinity', 'model_id: model_id must be a whole number'],
    ['a decimal', '3.5', 'model_id: model_id must be a whole number'],
    ['a negative model', '-3', 'model_id: model_id must be positive'],
    ['zero', '0', 'model_id: model_id must be positive'],
  ])('pricing refuses %s', (_name, modelId, message) => {
    expect(refusal(PricingQuerySchema, { garage: GARAGE, model_id: modelId, fuel_type: 'PETROL' })).toBe(message);
  });

  it('reads the values a page or the proxy sends', () => {
    expect(NearbyQuerySchema.parse({ lat: '12.9279', lng: '77.6271' })).toEqual({ lat: 12.9279, lng: 77.6271, limit: 5 });
    expect(NearbyQuerySchema.parse({ lat: 17.4948, lng: 78.3577, limit: 3 })).toEqual({ lat: 17.4948, lng: 78.3577, limit: 3 });
    expect(PricingQuerySchema.parse({ garage: GARAGE, model_id: '999999999', fuel_type: 'PETROL' }).model_id).toBe(999999999);
  });
});
