// Every input from the probe's findings, replayed verbatim on each run of the fuzz suite (before
// the generated requests). Paths are sent exactly as written here: `%zz` goes out as `%zz`.
import { KUDLU_GATE } from './samples';
import { SELF_ORIGIN, type FuzzRequest } from './request';

const API = '/service-centre/api';
const JSON_TYPE = { 'content-type': 'application/json' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded', origin: SELF_ORIGIN };
const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);

const replay = (
  kind: string,
  request: Omit<FuzzRequest, 'target' | 'kind' | 'headers'> & { headers?: Record<string, string> },
): FuzzRequest => ({ target: 'replay', kind, headers: {}, ...request });

export const REPLAYS: FuzzRequest[] = [
  // City look-ups with LIKE metacharacters and broken percent-encoding in the path.
  ...['%25', '%', '%zz', '%E0%A4%A', '%C0%AE%C0%AE', '%ED%A0%80', '%5F', '%5C', '%27', 'Bang%25', 'B_ngalore', '%25%25%25'].map((segment) =>
    replay(`city segment ${segment}`, { method: 'GET', path: `${API}/garage-details-from-city/${segment}` }),
  ),
  // NUL and backslash in a make.
  ...['%00', 'Pune%00x', '%5C', '%ED%A0%80', '%', '%zz'].map((make) =>
    replay(`make=${make}`, { method: 'GET', path: `${API}/get-car-serviceable?garage_id=${KUDLU_GATE}&make=${make}` }),
  ),
  // NUL (and a lone surrogate) in city or source: the JSON endpoint…
  replay('notify-me JSON, NUL in city', {
    method: 'POST',
    path: `${API}/notify-me`,
    headers: JSON_TYPE,
    body: '{"contact":"9812345670","city":"Pu\\u0000ne"}',
  }),
  replay('notify-me JSON, NUL in source', {
    method: 'POST',
    path: `${API}/notify-me`,
    headers: JSON_TYPE,
    body: '{"contact":"9812345671","city":"Pune","source":"a\\u0000b"}',
  }),
  replay('notify-me JSON, lone surrogate in city', {
    method: 'POST',
    path: `${API}/notify-me`,
    headers: JSON_TYPE,
    body: '{"contact":"9812345672","city":"Pu\\ud800ne"}',
  }),
  replay('notify-me JSON, lone surrogate in source', {
    method: 'POST',
    path: `${API}/notify-me`,
    headers: JSON_TYPE,
    body: '{"contact":"9812345673","city":"Pune","source":"\\udfff"}',
  }),
  // …and the no-JavaScript form (same origin).
  replay('notify-me form, NUL in city', {
    method: 'POST',
    path: '/service-centre/notify-me',
    headers: FORM,
    body: 'contact=9812345674&city=Pu%00ne',
  }),
  replay('notify-me form, NUL in source', {
    method: 'POST',
    path: '/service-centre/notify-me',
    headers: FORM,
    body: 'contact=9812345675&city=Pune&source=a%00b',
  }),
  replay('notify-me form, lone surrogate in city', {
    method: 'POST',
    path: '/service-centre/notify-me',
    headers: FORM,
    body: 'contact=9812345676&city=Pu%ED%A0%80ne',
  }),
  replay('notify-me form, broken escapes', {
    method: 'POST',
    path: '/service-centre/notify-me',
    headers: FORM,
    body: 'contact=%zz&city=%E0%A4%A&pincode=%',
  }),
  // JSON nested 10,000 levels deep.
  replay('notify-me JSON nested 10,000 deep', { method: 'POST', path: `${API}/notify-me`, headers: JSON_TYPE, body: deep(10_000) }),
  replay('logger JSON nested 10,000 deep', { method: 'POST', path: `${API}/logger`, headers: JSON_TYPE, body: deep(10_000) }),
  replay('logger context nested 10,000 deep', {
    method: 'POST',
    path: `${API}/logger`,
    headers: JSON_TYPE,
    body: `{"message":"x","context":${deep(10_000)}}`,
  }),
  // Limits: an address over 8 KB, a 2 MB body.
  replay('URL over 8 KB', {
    method: 'GET',
    path: `${API}/health?x=${'a'.repeat(8 * 1024)}`,
    expect: { status: 414, code: 'URI_TOO_LONG' },
  }),
  replay('URL over 8 KB (city)', {
    method: 'GET',
    path: `${API}/garage-details-from-city/${'B'.repeat(9000)}`,
    expect: { status: 414, code: 'URI_TOO_LONG' },
  }),
  replay('URL of 100 KB', {
    method: 'GET',
    path: `${API}/health?x=${'a'.repeat(100 * 1024)}`,
    expect: { status: 414, code: 'URI_TOO_LONG' },
  }),
  replay('2 MB body to the logger', {
    method: 'POST',
    path: `${API}/logger`,
    headers: JSON_TYPE,
    body: Buffer.alloc(2 * 1024 * 1024, 'a'),
    expect: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  }),
  replay('2 MB body to the logger, chunked', {
    method: 'POST',
    path: `${API}/logger`,
    headers: JSON_TYPE,
    body: Buffer.alloc(2 * 1024 * 1024, 'a'),
    chunked: true,
    expect: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  }),

  // Found by this suite (npm run fuzz, seed 20261122), kept so they are checked on every run.
  replay('city named after an Object.prototype property', { method: 'GET', path: `${API}/garage-details-from-city/constructor` }),
  replay('city named after an Object.prototype property, capitalised', {
    method: 'GET',
    path: `${API}/garage-details-from-city/Constructor`,
  }),
  replay('flow page with garageId "."', { method: 'GET', path: '/service-centre/ad-services/home?pincode=500084&garageId=.' }),
  replay('flow page with garageId ".."', { method: 'GET', path: '/service-centre/ad-services/home?garageId=..' }),
  replay('declared path with a trailing slash', { method: 'GET', path: `${API}/openapi.json/` }),
  replay('encoded backslashes climbing out of /api', { method: 'GET', path: `${API}/..%5C..%5Cwindows` }),
  replay('declared path with an extra segment that decodes to a line feed', { method: 'GET', path: `${API}/pincode-mapping/201301/%0A` }),
  replay('HEAD with a raw DEL byte in the path (refused by the HTTP parser)', { method: 'HEAD', path: `${API}/a\x7fb` }),
  replay('TRACE', { method: 'TRACE', path: `${API}/health` }),
];
