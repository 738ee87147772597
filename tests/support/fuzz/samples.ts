// VALID inputs for every declared API endpoint and the fuzzed pages, typed out from the seed data
// (src/backend/platform/db/seed/data: five garages, their pincodes, the vehicle catalogue, the
// catalogue items). The fuzz suite starts half of its requests from one of these and mutates one
// field, so they get past validation and reach the handlers. Every sample must pass the endpoint's
// declared schemas (the suite checks that before it sends anything).
import fc from 'fast-check';
import { FUEL_TYPES, PLAN_CODES, SERVICE_TYPE_IDS, SLOT_TYPES } from '@/contracts/vocabulary';
import { callbackTimes } from '@/lib/callback-times';
import type { ApiPath } from '@/contracts/endpoints';

export const KUDLU_GATE = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001';
export const GARAGE_IDS = [1, 2, 3, 4, 5].map((n) => `4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b100${n}`);

/** A valid input: path segments, query parameters (text, as in a URL) and a JSON body. */
export interface ValidInput {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

// Known values, with a few that are valid but unknown (a pincode nobody serves, a random garage id),
// so the handlers' own answers (404 PINCODE_NOT_SERVED, GARAGE_NOT_FOUND, 409 NOT_SERVICEABLE …) show up.
const garageId = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...GARAGE_IDS) }, { weight: 1, arbitrary: fc.uuid() });
const pincode = fc.constantFrom(
  '560068',
  '560077',
  '560034',
  '500049',
  '500084',
  '110092',
  '382481',
  '201301',
  '110001',
  '400001',
  '999999',
);
const city = fc.constantFrom(
  'Bangalore',
  'Bengaluru',
  'bangalore',
  'Hyderabad',
  'Delhi',
  'New Delhi',
  'Ahmedabad',
  'Pune',
  'Mumbai',
  "O'Valley",
  'ಬೆಂಗಳೂರು',
);
const makeSlug = fc.constantFrom('maruti-suzuki', 'tata', 'hyundai', 'mahindra', 'honda', 'toyota', 'kia', 'no-such-make');
/** What people type in the car search: models, makes, typos, spaces, nothing the catalogue has. */
const vehicleQuery = fc.constantFrom(
  'Nexon',
  'swfit',
  'i 20',
  'nexon ev',
  'Maruti Suzuki',
  'creta diesel',
  'm',
  'xyz123',
  'Range Rover Evoque',
);
const makeName = fc.oneof(makeSlug, fc.constantFrom('Maruti Suzuki', 'Tata', 'HYUNDAI', 'Rolls Royce'));
const modelId = fc.oneof(fc.constantFrom('1', '2', '3', '12'), fc.integer({ min: 1, max: 400 }).map(String), fc.constant('999999999'));
const fuel = fc.oneof(fc.constantFrom(...FUEL_TYPES), fc.constantFrom('petrol', 'Diesel', 'ELECTRIC', 'electric'));
const REPAIRS = [
  'brake-pads-front',
  'brake-disc-turning',
  'clutch-overhaul',
  'battery-replacement',
  'ac-gas-refill',
  'ac-service',
  'suspension-check',
  'wheel-alignment',
  'tyre-replacement',
  'windshield-replacement',
  'denting-painting-panel',
  'headlight-restoration',
  'engine-diagnostics',
  'spark-plugs',
  'no-such-repair',
];
const SPA = [
  'foam-wash',
  'interior-deep-clean',
  'rubbing-polishing',
  'ceramic-coating',
  'teflon-coating',
  'ac-disinfection',
  'underbody-coating',
  'no-such-spa',
];
const repairs = fc.uniqueArray(fc.constantFrom(...REPAIRS), { minLength: 1, maxLength: 4 }).map((ids) => ids.join(','));
const registration = fc.oneof(
  fc.constantFrom('KA05MN1234', 'TS09EA4321', 'DL3CAB1234', 'ka05mn1234', 'KA 05 MN 1234', 'KA01AB0000'),
  fc
    .tuple(
      fc.constantFrom('KA', 'MH', 'DL', 'TS'),
      fc.integer({ min: 1, max: 99 }),
      fc.constantFrom('AB', 'MN', 'Z'),
      fc.integer({ min: 1, max: 9999 }),
    )
    .map(([s, d, l, n]) => `${s}${String(d).padStart(2, '0')}${l}${String(n).padStart(4, '0')}`),
);
const decimal = (min: number, max: number) => fc.integer({ min: min * 10_000, max: max * 10_000 }).map((n) => (n / 10_000).toString());
/** Seeded localities, and points anywhere (most of them served by nobody). */
const point = fc.oneof(
  fc.constantFrom(
    ['12.9279', '77.6271'],
    ['12.8913', '77.6394'],
    ['13.0546', '77.6336'],
    ['17.4843', '78.3559'],
    ['28.637', '77.304'],
    ['23.1016', '72.538'],
  ),
  fc.tuple(decimal(-90, 90), decimal(-180, 180)),
);
/** A fresh 10-digit mobile number per request (the notify limits count per contact). */
const mobile = fc.tuple(fc.constantFrom('98', '97', '+91 98', '098', '6'), fc.integer({ min: 0, max: 99_999_999 })).map(([prefix, n]) => {
  const digits = 10 - prefix.replace(/\D/g, '').replace(/^(91|0)/, '').length;
  return `${prefix}${String(n).padStart(8, '0').slice(0, digits).padStart(digits, '1')}`;
});
const email = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9]{2,10}$/), fc.constantFrom('example.com', 'Example.IN', 'mail.example.org'))
  .map(([u, d]) => `${u}@${d}`);

const none = fc.constant<ValidInput>({});

/** A range of IST days within a year: from a day of 2026, up to 365 days on. */
const insightsRange = fc.tuple(fc.integer({ min: 0, max: 364 }), fc.integer({ min: 0, max: 365 })).map(([start, length]) => {
  const from = new Date(Date.UTC(2026, 0, 1 + start));
  const to = new Date(from.getTime() + length * 86_400_000);
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
});
function insightsSamples() {
  const widgets = ['totals', 'pages', 'sources', 'platforms', 'landing', 'speed'] as const;
  return {
    ...Object.fromEntries(widgets.map((w) => [`insights/${w}`, insightsRange.map((query) => ({ query }))])),
    'insights/funnel': fc
      .tuple(insightsRange, fc.option(fc.constantFrom('direct', 'google', 'qr')), fc.option(fc.constantFrom('web', 'mweb', 'app')))
      .map(([range, source, platform]) => ({ query: { ...range, ...(source ? { source } : {}), ...(platform ? { platform } : {}) } })),
  } as unknown as Record<`insights/${(typeof widgets)[number] | 'funnel'}`, fc.Arbitrary<ValidInput>>;
}

/** One arbitrary of valid inputs per browser-facing endpoint (API_ENDPOINTS). */
export const API_SAMPLES: Record<ApiPath, fc.Arbitrary<ValidInput>> = {
  'vehicle-makes': none,
  'vehicle-models': makeSlug.map((make) => ({ query: { make } })),
  'vehicle-search': vehicleQuery.map((q) => ({ query: { q } })),
  'get-vehicle-details': registration.map((registration_number) => ({ query: { registration_number } })),
  'regex-service': none,
  'vehicle-image': modelId.map((model_id) => ({ query: { model_id } })),
  'pincode-mapping/{pincode}': pincode.map((p) => ({ params: { pincode: p } })),
  'nearest-garages/{pincode}': pincode.map((p) => ({ params: { pincode: p } })),
  'garage-details-from-city/{city}': city.map((c) => ({ params: { city: c } })),
  'garage-details-from-id/{id}': garageId.map((id) => ({ params: { id } })),
  'get-nearby-garages': fc
    .tuple(point, fc.option(fc.integer({ min: 1, max: 20 }).map(String), { nil: undefined }))
    .map(([[lat, lng], limit]): ValidInput => ({ query: limit === undefined ? { lat, lng } : { lat, lng, limit } })),
  'get-car-serviceable': fc.tuple(garageId, makeName).map(([garage_id, make]) => ({ query: { garage_id, make } })),
  'service-types': none,
  'package-pricing': fc
    .record(
      { garage: garageId, model_id: modelId, fuel_type: fuel, plan: fc.constantFrom(...PLAN_CODES) },
      { requiredKeys: ['garage', 'model_id', 'fuel_type'] },
    )
    .map((query) => ({ query })),
  'service-pricing': fc
    .record(
      {
        garage: garageId,
        model_id: modelId,
        fuel_type: fuel,
        service_type: fc.constantFrom(...SERVICE_TYPE_IDS),
        plan: fc.constantFrom(...PLAN_CODES),
        repairs,
        spa: fc.constantFrom(...SPA),
      },
      { requiredKeys: ['garage', 'model_id', 'fuel_type'] },
    )
    .map((query) => ({ query })),
  'get-booking-amount': fc
    .record(
      {
        garage_id: garageId,
        service_type: fc.constantFrom(...SERVICE_TYPE_IDS),
        coupon_code: fc.constantFrom('FIRST50', 'NOPE', 'first50', ''),
      },
      { requiredKeys: ['garage_id', 'service_type'] },
    )
    .map((query) => ({ query })),
  'notify-me': fc
    .record(
      {
        contact: fc.oneof({ weight: 4, arbitrary: mobile }, { weight: 1, arbitrary: email }),
        city: fc.constantFrom('Pune', 'Indore', 'Bangalore', 'Navi Mumbai', 'ಮೈಸೂರು'),
        pincode: fc.constantFrom('411001', '452001', '560068'),
        source: fc.constantFrom('notify-me', 'coming-soon', 'fuzz'),
      },
      { requiredKeys: ['contact', 'city'] },
    )
    .map((body) => ({ body })),
  'sign-in/start': mobile.map((phoneNumber) => ({ body: { phoneNumber } })),
  'sign-in/verify': fc
    .tuple(fc.uuid(), fc.integer({ min: 0, max: 999_999 }))
    .map(([attemptId, n]) => ({ body: { attemptId, code: String(n).padStart(6, '0') } })),
  'sign-out': fc.constant({ body: {} }),
  'sign-out-everywhere': fc.constant({ body: {} }),
  'get-user-details': none,
  'change-phone/start': mobile.map((phoneNumber) => ({ body: { phoneNumber } })),
  'change-phone/verify': fc
    .tuple(fc.uuid(), fc.integer({ min: 0, max: 999_999 }))
    .map(([attemptId, n]) => ({ body: { attemptId, code: String(n).padStart(6, '0') } })),
  'delete-account': mobile.map((phoneNumber) => ({ body: { phoneNumber } })),
  'get-saved-assets': none,
  'create-vehicle': registration.map((asset_number) => ({ body: { asset_number } })),
  'saved-addresses': none,
  'users-address': fc
    .record(
      {
        line: fc.constantFrom('12 MG Road', 'Flat 4B, Lake View'),
        city: fc.constantFrom('Bengaluru', 'Pune'),
        state: fc.constantFrom('Karnataka', 'Maharashtra'),
        pincode,
      },
      { requiredKeys: ['line', 'city', 'state', 'pincode'] },
    )
    .map((address) => ({ body: { address } })),
  'users-address/{id}': fc.uuid().map((id) => ({ params: { id } })),
  health: none,
  logger: fc
    .record(
      {
        level: fc.constantFrom('debug', 'info', 'warn', 'error'),
        message: fc.constantFrom('fuzz: island failed to load', 'TypeError: x is undefined\n    at island.js:1:1', 'ಪರೀಕ್ಷೆ'),
        page: fc.constantFrom(
          '/service-centre/ad-services/home',
          `/service-centre/ad-services/home?garageId=${KUDLU_GATE}`,
          '/service-centre',
        ),
        context: fc.dictionary(
          fc.stringMatching(/^[A-Za-z0-9_.-]{1,20}$/),
          fc.oneof(
            fc.string({ maxLength: 30 }).filter((s) => s.isWellFormed() && !/\p{Cc}/u.test(s)),
            fc.integer(),
            fc.boolean(),
            fc.constant(null),
          ),
          { maxKeys: 5 },
        ),
      },
      { requiredKeys: ['message'] },
    )
    .map((body) => ({ body })),
  'csp-report': fc
    .record(
      {
        'document-uri': fc.constantFrom(
          'https://www.example.in/service-centre/ad-services/home',
          'http://127.0.0.1/service-centre/bookings',
        ),
        'violated-directive': fc.constantFrom("script-src 'self'", 'img-src'),
        'blocked-uri': fc.constantFrom('inline', 'https://evil.example/x.js', 'eval'),
        'line-number': fc.nat({ max: 5000 }),
      },
      { requiredKeys: [] },
    )
    .map((report) => ({ body: { 'csp-report': report } })),
  'openapi.json': none,
  ...insightsSamples(),
  'qr-campaign': fc
    .record(
      { utm_medium: fc.constantFrom('qr_online_campaign', 'video_offer'), garage_id: garageId, color: fc.constantFrom('green', 'orange') },
      { requiredKeys: ['utm_medium'] },
    )
    .map((query) => ({ query })),
  'qr-campaign-colors': fc.constantFrom('qr_online_campaign', 'video_offer').map((utm_medium) => ({ query: { utm_medium } })),
  'qr-campaign-offer-validation': fc
    .tuple(registration, garageId, fc.constantFrom('green', 'orange'))
    .map(([car_registration_number, garage_id, color]) => ({
      query: { car_registration_number, utm_medium: 'qr_online_campaign', garage_id, color },
    })),
  'fetch-reward-details': none,
  'get-reward-details-from-id': fc.uuid().map((id) => ({ query: { id } })),
  'extract-reward-details': fc.uuid().map((claim_id) => ({ body: { claim_id } })),
  'staff-campaigns': none,
  'POST staff-campaigns': fc.integer({ min: 1, max: 99 }).map((value) => ({
    body: {
      code: `fuzz-${value}`,
      garage_id: '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001',
      source: 'qr_online_campaign',
      color: 'green',
      title: 'Fuzz offer',
      description: 'An offer made by the fuzz test',
      kind: 'PERCENT',
      value,
      target: 'FEE',
      valid_from: '2026-11-01T00:00:00+05:30',
      valid_until: '2026-12-31T00:00:00+05:30',
      total_limit: 10,
    },
  })),
  'get-slots': fc
    .record({ slot_type: fc.constantFrom(...SLOT_TYPES), garage_id: garageId, pincode }, { requiredKeys: ['slot_type'] })
    .filter((q) => q.garage_id !== undefined || q.pincode !== undefined)
    .map((query) => ({ query })),
  appointment: fc
    .record(
      {
        garage_id: garageId,
        service_type_id: fc.constantFrom(...SERVICE_TYPE_IDS),
        vehicle_details: fc.record(
          { model_id: modelId.map(Number), fuel_type: fuel, registration_number: registration },
          { requiredKeys: ['model_id', 'fuel_type'] },
        ),
        booking_details: fc.record({ appointment_fulfillment_type: fc.constantFrom(...SLOT_TYPES) }),
      },
      { requiredKeys: ['garage_id', 'service_type_id', 'vehicle_details'] },
    )
    .map((body) => ({ body })),
  'appointment/{id}': fc.uuid().map((id) => ({ params: { id } })),
  'appointment/{id}/history': fc.uuid().map((id) => ({ params: { id } })),
  'PATCH appointment/{id}': fc
    .tuple(
      fc.uuid(),
      fc.constantFrom(
        { is_app: true },
        { customer_details: { full_name: 'Asha Rao' } },
        { vehicle_details: { registration_number: 'KA05MN1234' } },
      ),
    )
    .map(([id, body]) => ({ params: { id }, body })),
  'DELETE appointment/{id}': fc.uuid().map((id) => ({ params: { id }, body: { reason: 'fuzz' } })),
  'appointment/{id}/reschedule': fc
    .tuple(fc.uuid(), fc.uuid())
    .map(([id, template]) => ({ params: { id }, body: { slot_id: `${template}_2026-12-01` } })),
  'appointment/{id}/payment': fc
    .tuple(fc.uuid(), fc.constantFrom('FIRST50', 'NOPE'))
    .map(([id, coupon_code]) => ({ params: { id }, body: { coupon_code } })),
  'repeat-appointment': fc.tuple(fc.uuid(), garageId, modelId).map(([appointment_id, garage_id, model]) => ({
    body: {
      appointment_id,
      garage_id,
      service_type: 'periodic_service',
      vehicle_details: { model_id: Number(model), fuel_type: 'PETROL' },
    },
  })),
  booking: fc.option(fc.uuid(), { nil: undefined }).map((booking_id): ValidInput => ({ query: booking_id ? { booking_id } : {} })),
  'POST booking': fc
    .tuple(fc.uuid(), fc.uuid())
    .map(([appointment_id, template]) => ({ body: { appointment_id, slot_id: `${template}_2026-12-01` } })),
  'schedule-callback': fc.tuple(mobile, garageId, fc.nat()).map(([phone_number, garage_id, n]) => {
    const times = callbackTimes(new Date(), SEED_HOURS).flatMap((d) => d.times);
    return { body: { phone_number, garage_id, preferred_at: times[n % times.length]! } };
  }),
  'payments/callback': fc
    .tuple(fc.stringMatching(/^[A-Za-z0-9]{14}$/), fc.stringMatching(/^[A-Za-z0-9]{14}$/), fc.stringMatching(/^[0-9a-f]{64}$/))
    .map(([order, pay, signature]) => ({
      body: { razorpay_order_id: `order_${order}`, razorpay_payment_id: `pay_${pay}`, razorpay_signature: signature },
    })),
  'payments/webhook': fc
    .constantFrom('payment.captured', 'payment.failed', 'order.paid')
    .map((event) => ({ body: { entity: 'event', event, payload: {} } })),
  'sandbox-gateway/pay': fc
    .tuple(fc.stringMatching(/^[A-Za-z0-9]{14}$/), fc.constantFrom('success', 'failure', 'pending'))
    .map(([order, outcome]) => ({ body: { order_id: `order_${order}`, outcome } })),
  'maps/autocomplete': fc
    .record(
      {
        input: fc.constantFrom(
          '5600',
          '560068',
          'Kudlu',
          'Kudlu Gate',
          'koramangala',
          'Koramangala 560034',
          'J.P. Nagar',
          'Gachibowli',
          'noida sector 18',
          '0560',
          '',
        ),
        garage_id: garageId,
        limit: fc.integer({ min: 1, max: 5 }).map(String),
      },
      { requiredKeys: [] },
    )
    .map((query) => ({ query })),
  'maps/geocode': fc.oneof(
    point.map(([lat, lng]) => ({ query: { lat, lng } })),
    fc
      .constantFrom('in-post:560068', 'in-post:560068:Bommanahalli', 'in-post:560034:Koramangala', 'in-post:560068:Nowhere', 'nope')
      .map((place_id) => ({ query: { place_id } })),
  ),
  'garage-timeline': fc
    .tuple(fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/), fc.uuid())
    .map(([request_id, appointment_id]) => ({ body: { request_id, appointment_id } })),
  'garage-timeline/{id}': fc.uuid().map((id) => ({ params: { id } })),
  'POST garage-timeline/{id}': fc.uuid().map((id) => ({ params: { id }, body: { is_welcome_screen_viewed: true } })),
  'garage-timeline/{id}/stage': fc
    .tuple(
      fc.uuid(),
      fc.constantFrom('SURVEY', 'REPAIR_IN_PROGRESS', 'CAR_DELIVERED'),
      fc.option(fc.constantFrom('Front pads worn', 'Ready by 6 pm'), { nil: undefined }),
    )
    .map(([id, stage, note]) => ({ params: { id }, body: note === undefined ? { stage } : { stage, note } })),
  'garage-timeline/{id}/lines': fc
    .tuple(
      fc.uuid(),
      fc.constantFrom('Front brake pads', 'Wiper blades', 'Battery'),
      fc.nat({ max: 500_000 }),
      fc.nat({ max: 2_000_000 }),
      fc.boolean(),
    )
    .map(([id, part_name, labour, part, approved_by_advisor]) => ({
      params: { id },
      body: { part_name, net_labour_cost: labour, net_part_cost: part, net_service_cost: 0, approved_by_advisor },
    })),
  'garage-timeline/{id}/extras': fc.uuid().map((id) => ({ params: { id } })),
  'garage-timeline/{id}/lines/{line_id}/remove': fc
    .tuple(fc.uuid(), fc.uuid(), fc.constantFrom('The wheel aligner is broken today', 'Part out of stock'))
    .map(([id, line_id, reason]) => ({ params: { id, line_id }, body: { reason } })),
  'line-item-status': fc
    .tuple(fc.uuid(), fc.uuid(), fc.constantFrom('APPROVED', 'DECLINED'))
    .map(([order_id, line_id, status]) => ({ body: { order_id, decisions: [{ line_id, status }] } })),
  'line-item-approve': fc.uuid().map((order_id) => ({ body: { order_id } })),
  'create-typeform-link': fc.uuid().map((order_id) => ({ body: { order_id } })),
  // Reminders of bookings no sample owns: 404 REMINDER_NOT_FOUND (or 401 for a visitor).
  'service-reminders/{id}': fc.uuid().map((id) => ({ params: { id } })),
  'PUT service-reminders': fc.tuple(fc.uuid(), fc.integer({ min: 0, max: 600 })).map(([appointment_id, days]) => ({
    body: { appointment_id, next_service_date: new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10) },
  })),
  'service-reminders/{id}/preferences': fc
    .tuple(fc.uuid(), fc.boolean(), fc.boolean())
    .map(([id, reminders_on, whatsapp]) => ({ params: { id }, body: { reminders_on, whatsapp } })),
  // A valid answer to a link no sample can hold (it is signed): 404 SURVEY_NOT_FOUND.
  'survey/{token}': fc
    .tuple(
      fc.string({
        minLength: 43,
        maxLength: 43,
        unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'),
      }),
      fc.integer({ min: 0, max: 10 }),
      fc.option(fc.string({ minLength: 1, maxLength: 500, unit: fc.constantFrom(...'abc xyz.,!?0123456789') }), { nil: undefined }),
    )
    .map(([token, score, comment]) => ({ params: { token }, body: comment === undefined ? { score } : { score, comment } })),
  'garage-timeline/{id}/final-amount': fc
    .tuple(fc.uuid(), fc.uuid(), fc.nat({ max: 2_000_000 }))
    .map(([id, line_id, final_amount]) => ({ params: { id }, body: { line_id, final_amount } })),
  'garage-timeline/{id}/bill/approve': fc.uuid().map((id) => ({ params: { id }, body: { approve: true } })),
  'console-appointments': none,
  'garage-timeline/{id}/updates': fc
    .tuple(fc.uuid(), fc.constantFrom('Oil drained', 'Front pads fitted', 'Washing now'))
    .map(([id, text]) => ({ params: { id }, body: { text } })),
  'garage-timeline/{id}/qc': fc
    .tuple(fc.uuid(), fc.constantFrom('work-done', 'test-drive', 'no-such-item'), fc.boolean())
    .map(([id, item, passed]) => ({ params: { id }, body: { item, passed } })),
  'repair-update': fc.uuid().map((work_order_id) => ({ query: { tags: 'HEARTBEAT', work_order_id } })),
  'qc-updates/{id}': fc.uuid().map((id) => ({ params: { id } })),
  'console-appointments/{id}/pickup-started': fc.uuid().map((id) => ({ params: { id } })),
  'console-appointments/{id}/no-show': fc.uuid().map((id) => ({ params: { id } })),
  'garage-timeline/{id}/lines/{line_id}/photos': fc
    .tuple(
      fc.uuid(),
      fc.uuid(),
      fc.constantFrom('WORN', 'NEW'),
      fc.constantFrom('image/jpeg', 'image/png', 'image/webp'),
      fc.base64String({ minLength: 8, maxLength: 400 }),
    )
    .filter(([, , , , data]) => /^[A-Za-z0-9+/]+={0,2}$/.test(data))
    .map(([id, line_id, kind, content_type, data]) => ({ params: { id, line_id }, body: { kind, content_type, data } })),
  'garage-timeline/{id}/auto-approval': fc
    .tuple(fc.uuid(), fc.option(fc.integer({ min: 100, max: 5_000_000 }), { nil: null }))
    .map(([id, line_limit]) => ({ params: { id }, body: { line_limit, total_limit: null } })),
  'garage-timeline/{id}/promise': fc
    .tuple(fc.uuid(), fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true }))
    .map(([id, at]) => ({ params: { id }, body: { promised_at: at.toISOString() } })),
  'line-photos/{photo_id}/{size}': fc
    .tuple(fc.uuid(), fc.constantFrom('full', 'thumb'))
    .map(([photo_id, size]) => ({ params: { photo_id, size } })),
  'garage-timeline/{id}/bill/pay': fc.uuid().map((id) => ({ params: { id } })),
  'garage-timeline/{id}/bill/paid': fc
    .tuple(fc.uuid(), fc.constantFrom('CASH', 'CARD', 'UPI'))
    .map(([id, method]) => ({ params: { id }, body: { method } })),
};

/** The seeded garages' hours (spec §9): Mon–Fri 10:00–20:00, Sat and Sun 10:00–18:00. */
const SEED_HOURS = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  opens_at: '10:00',
  closes_at: weekday === 0 || weekday === 6 ? '18:00' : '20:00',
}));

// Pages: the flow pages (a garage by id or by pincode), the garage landing pages, the notify-me form
// (a plain HTML form that works without JavaScript) and garage codes.
export const FLOW_PAGES = [
  'home',
  'car-garage',
  'periodic-service',
  'specific-repair',
  'unknown-issue',
  'car-spa',
  'mmv',
  'service-plans',
  'pricing-plans',
  'location-vehicle-check',
  'pickup-drop',
];
export const LANDING: [string, string][] = [
  ['bangalore', 'kudlu-gate'],
  ['bangalore', 'thanisandra'],
  ['hyderabad', 'hafeezpet'],
  ['delhi', 'patparganj'],
  ['ahmedabad', 'gota'],
  ['pune', 'kothrud'],
];

export const flowSample = fc.record({
  page: fc.constantFrom(...FLOW_PAGES),
  query: fc.record({ garageId, pincode }, { requiredKeys: [] }),
});
export const landingSample = fc.record({
  path: fc.constantFrom(...LANDING),
  query: fc.record({ x: fc.constantFrom('1', 'utm', ''), utm_source: fc.constantFrom('google', 'fb') }, { requiredKeys: [] }),
});
export const notifyFormSample = fc.record(
  {
    contact: fc.oneof({ weight: 4, arbitrary: mobile }, { weight: 1, arbitrary: email }),
    city: fc.constantFrom('Pune', 'Indore', 'Surat', 'Navi Mumbai'),
    pincode: fc.constantFrom('411001', '395003', ''),
    source: fc.constantFrom('notify-me', 'coming-soon'),
  },
  { requiredKeys: ['contact', 'city'] },
);
export const notifyQuerySample = fc.record(
  { city: fc.constantFrom('Pune', 'Indore'), pincode: fc.constantFrom('411001', '560068') },
  { requiredKeys: [] },
);
export const garageCodeSample = fc.constantFrom('KDG', 'TNS', 'HFP', 'PPG', 'GOT', 'kdg', 'NOPE');
