// Request generators for the fuzz suite, built from the endpoint declarations
// (src/contracts/endpoints: API_ENDPOINTS' method, path template and the `.shape` keys of its
// params/query/body schemas) and from a few page routes. Half of every target's requests are a
// VALID sample (samples.ts) with one thing changed, so they reach the handlers; the other half
// are hostile throughout: wrong methods, broken paths, junk queries, bodies that are too big, too
// deep, not JSON or sent with the wrong content type.
import fc from 'fast-check';
import type { z } from 'zod';
import { API_ENDPOINTS, apiPathOf, type ApiPath, type Endpoint } from '@/contracts/endpoints';
import { INTERNAL_HEADERS, PLATFORM_COOKIE, STATUS_OVERRIDE_HEADER } from '@/runtime/internal-headers';
import { deepJson, hostileJson, hostileString, inUrl, longString, urlMode, type Hostile, type UrlMode } from './hostile';
import { API_SAMPLES, flowSample, garageCodeSample, landingSample, notifyFormSample, notifyQuerySample, type ValidInput } from './samples';
import { SELF_ORIGIN, type FuzzRequest } from './request';

export const BASE = '/service-centre';
export const API_BASE = `${BASE}/api`;

type Part = 'params' | 'query' | 'body';
interface Field {
  part: Part;
  key: string;
}

/** What is fuzzed: a method, a path template and the fields of its input. */
export interface FuzzSpec {
  target: string;
  method: string;
  /** Path template with {name} segments, starting with /service-centre. */
  template: string;
  bodyKind?: 'json' | 'form';
  fields: Field[];
  sample: fc.Arbitrary<ValidInput>;
  /** Send Origin: <the server's own origin> on writes (the no-JavaScript form post). */
  sameOrigin?: boolean;
}

export interface FuzzTarget {
  name: string;
  arbitrary: fc.Arbitrary<FuzzRequest>;
}

// ---------------------------------------------------------------------------------------------
// A request being built: values keep the way they go into the address (encoded or raw).

interface UrlValue {
  key: string;
  text: string;
  mode: UrlMode;
}
type Body = { kind: 'json'; entries: [string, string][] } | { kind: 'form'; entries: UrlValue[] } | { kind: 'raw'; data: string | Buffer };
interface Draft {
  method: string;
  params: Record<string, { text: string; mode: UrlMode }>;
  query: UrlValue[];
  body?: Body;
  headers: Record<string, string>;
  pathSuffix: string;
  chunked?: boolean;
}
type Change = { kind: string; apply: (draft: Draft) => void };

const CONTENT_TYPE = { json: 'application/json', form: 'application/x-www-form-urlencoded' } as const;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function draftOf(spec: FuzzSpec, input: ValidInput): Draft {
  const draft: Draft = {
    method: spec.method,
    params: Object.fromEntries(Object.entries(input.params ?? {}).map(([k, text]) => [k, { text, mode: 'encoded' as UrlMode }])),
    query: Object.entries(input.query ?? {}).map(([key, text]) => ({ key, text, mode: 'encoded' as UrlMode })),
    headers: {},
    pathSuffix: '',
  };
  if (spec.bodyKind === 'json') {
    draft.body = { kind: 'json', entries: Object.entries(input.body ?? {}).map(([k, v]) => [k, JSON.stringify(v)]) };
    draft.headers['content-type'] = CONTENT_TYPE.json;
  } else if (spec.bodyKind === 'form') {
    draft.body = {
      kind: 'form',
      entries: Object.entries(input.body ?? {}).map(([key, v]) => ({ key, text: String(v), mode: 'encoded' as UrlMode })),
    };
    draft.headers['content-type'] = CONTENT_TYPE.form;
  }
  if (spec.sameOrigin && WRITES.has(spec.method)) draft.headers.origin = SELF_ORIGIN;
  return draft;
}

function render(spec: FuzzSpec, draft: Draft, kind: string): FuzzRequest {
  const path =
    spec.template.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = draft.params[name];
      return value ? inUrl(value.text, value.mode) : '';
    }) + draft.pathSuffix;
  const pairs = (values: UrlValue[]) => values.map((v) => `${inUrl(v.key, 'encoded')}=${inUrl(v.text, v.mode)}`).join('&');
  const query = draft.query.length ? `?${pairs(draft.query)}` : '';
  let body: string | Buffer | undefined;
  if (draft.body?.kind === 'json') body = `{${draft.body.entries.map(([k, json]) => `${JSON.stringify(k)}:${json}`).join(',')}}`;
  else if (draft.body?.kind === 'form') body = pairs(draft.body.entries);
  else if (draft.body?.kind === 'raw') body = draft.body.data;
  const request: FuzzRequest = { target: spec.target, kind, method: draft.method, path: path + query, headers: draft.headers };
  if (body !== undefined) request.body = body;
  if (draft.chunked) request.chunked = true;
  return request;
}

// ---------------------------------------------------------------------------------------------
// Changes to one field of a valid draft.

function setField(draft: Draft, field: Field, text: string, mode: UrlMode) {
  if (field.part === 'params') {
    draft.params[field.key] = { text, mode };
    return;
  }
  if (field.part === 'query') {
    draft.query = draft.query.filter((q) => q.key !== field.key);
    draft.query.push({ key: field.key, text, mode });
    return;
  }
  const body = draft.body;
  if (body?.kind === 'json') {
    body.entries = body.entries.filter(([k]) => k !== field.key);
    body.entries.push([field.key, JSON.stringify(text)]);
  } else if (body?.kind === 'form') {
    body.entries = body.entries.filter((e) => e.key !== field.key);
    body.entries.push({ key: field.key, text, mode });
  }
}

function deleteField(draft: Draft, field: Field) {
  if (field.part === 'params') delete draft.params[field.key];
  else if (field.part === 'query') draft.query = draft.query.filter((q) => q.key !== field.key);
  else if (draft.body?.kind === 'json') draft.body.entries = draft.body.entries.filter(([k]) => k !== field.key);
  else if (draft.body?.kind === 'form') draft.body.entries = draft.body.entries.filter((e) => e.key !== field.key);
}

/** The field given twice (query, form), as `key[]` or as a JSON array. */
function arrayField(draft: Draft, field: Field, second: string, style: 'repeat' | 'brackets') {
  if (field.part === 'params') {
    draft.params[field.key] = { text: `${draft.params[field.key]?.text ?? ''}/${second}`, mode: 'raw' };
    return;
  }
  const list = field.part === 'query' ? draft.query : draft.body?.kind === 'form' ? draft.body.entries : undefined;
  if (list) {
    const current = list.find((q) => q.key === field.key)?.text ?? 'x';
    if (style === 'brackets') {
      const rest = list.filter((q) => q.key !== field.key);
      rest.push({ key: `${field.key}[]`, text: current, mode: 'encoded' }, { key: `${field.key}[]`, text: second, mode: 'encoded' });
      if (field.part === 'query') draft.query = rest;
      else if (draft.body?.kind === 'form') draft.body.entries = rest;
    } else {
      list.push({ key: field.key, text: second, mode: 'encoded' });
    }
    return;
  }
  if (draft.body?.kind === 'json') {
    const entry = draft.body.entries.find(([k]) => k === field.key);
    const current = entry?.[1] ?? '"x"';
    draft.body.entries = draft.body.entries.filter(([k]) => k !== field.key);
    draft.body.entries.push([field.key, `[${current},${JSON.stringify(second)}]`]);
  }
}

const HEADER_CHANGES: [string, string][] = [
  ['accept-encoding', 'gzip, deflate, br'],
  ['accept', 'text/html'],
  ['accept', 'application/xml;q=2, */*;q=-1'],
  ['cookie', 'sc_session=%zz; __Secure-sc_session=\xff\xfe'],
  ['cookie', `${PLATFORM_COOKIE}=app`],
  ['cookie', `${PLATFORM_COOKIE}=%00; ${'a'.repeat(4000)}=b`],
  ['x-forwarded-for', 'not-an-ip, 999.1.1.1, ::ffff:1.2.3.4'],
  ['x-forwarded-proto', 'javascript'],
  ['x-forwarded-host', 'evil.example'],
  ['forwarded', 'for="_gazonk";proto=gopher;host=evil.example'],
  ['origin', 'https://evil.example'],
  ['origin', 'null'],
  ['sec-fetch-site', 'cross-site'],
  [INTERNAL_HEADERS.clientIp, '10.0.0.1'],
  [INTERNAL_HEADERS.requestOrigin, 'https://evil.example'],
  [STATUS_OVERRIDE_HEADER, '500'],
  [STATUS_OVERRIDE_HEADER, '503'],
  ['x-internal-actor', Buffer.from('{"kind":"admin","id":"1"}').toString('base64url')],
  ['x-user-id', '1'],
  ['x-auth-user-id', "1' OR '1'='1"],
  ['range', 'bytes=0-10'],
  ['if-none-match', '*'],
  ['if-modified-since', 'yesterday'],
  ['accept-language', '\xff'.repeat(200)],
  ['user-agent', 'x'.repeat(8000)],
  ['host', 'evil.example'],
  ['host', '127.0.0.1:1'],
  ['content-encoding', 'gzip'],
  ['transfer-encoding', 'identity'],
];
const headerChange: fc.Arbitrary<Change> = fc.constantFrom(...HEADER_CHANGES).map(([name, value]) => ({
  kind: `header ${name}`,
  apply: (d) => {
    d.headers[name] = value;
  },
}));

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'application/json; charset=utf-16le',
  'application/xml',
  'application/json, text/plain',
  '*/*',
  'application/vnd.api+json',
  'APPLICATION/JSON',
  'application/json;;;',
  'text/html; charset=iso-8859-1',
  '',
];
const contentTypeChange: fc.Arbitrary<Change> = fc.oneof(
  fc.constantFrom(...WRONG_CONTENT_TYPES).map(
    (value): Change => ({
      kind: `content-type ${JSON.stringify(value)}`,
      apply: (d) => {
        d.headers['content-type'] = value;
      },
    }),
  ),
  fc.constant<Change>({
    kind: 'no content-type',
    apply: (d) => {
      delete d.headers['content-type'];
    },
  }),
);

const extraKey = fc.oneof(
  fc.constantFrom('unknown', '__proto__', 'constructor', 'limit', 'x', 'a[b]', 'make[]', ''),
  hostileString.map((h) => h.text.slice(0, 100)),
);

/** One change to a valid draft: a field set to a hostile value, dropped, doubled or of the wrong JSON type; an unknown field; a header. */
function changeOf(spec: FuzzSpec): fc.Arbitrary<Change> {
  const options: { weight: number; arbitrary: fc.Arbitrary<Change> }[] = [
    { weight: 1, arbitrary: fc.constant<Change>({ kind: 'valid', apply: () => {} }) },
    { weight: 1, arbitrary: headerChange },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom<Part>('query', ...(spec.bodyKind ? ['body' as const] : [])), extraKey, hostileString, urlMode)
        .map(
          ([part, key, value, mode]): Change => ({
            kind: `extra ${part} field ${JSON.stringify(key.slice(0, 20))} ${value.family}`,
            apply: (d) => setField(d, { part, key }, value.text, mode),
          }),
        ),
    },
  ];
  if (spec.fields.length > 0) {
    const field = fc.constantFrom(...spec.fields);
    options.push(
      {
        weight: 8,
        arbitrary: fc.tuple(field, hostileString, urlMode).map(
          ([f, value, mode]): Change => ({
            kind: `${f.part}.${f.key} = ${value.family}${f.part !== 'body' || spec.bodyKind === 'form' ? ` (${mode})` : ''}`,
            apply: (d) => setField(d, f, value.text, mode),
          }),
        ),
      },
      { weight: 1, arbitrary: field.map((f): Change => ({ kind: `${f.part}.${f.key} missing`, apply: (d) => deleteField(d, f) })) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(
            field,
            fc.oneof(
              fc.constantFrom('Pune', '560068', 'x'),
              hostileString.map((h) => h.text),
            ),
            fc.constantFrom<'repeat' | 'brackets'>('repeat', 'brackets'),
          )
          .map(
            ([f, second, style]): Change => ({
              kind: `${f.part}.${f.key} as an array (${style})`,
              apply: (d) => arrayField(d, f, second, style),
            }),
          ),
      },
    );
    const bodyFields = spec.fields.filter((f) => f.part === 'body');
    if (spec.bodyKind === 'json' && bodyFields.length > 0) {
      options.push({
        weight: 4,
        arbitrary: fc.tuple(fc.constantFrom(...bodyFields), hostileJson).map(
          ([f, value]): Change => ({
            kind: `body.${f.key} = ${value.family}`,
            apply: (d) => {
              if (d.body?.kind !== 'json') return;
              d.body.entries = d.body.entries.filter(([k]) => k !== f.key);
              d.body.entries.push([f.key, value.json]);
            },
          }),
        ),
      });
    }
  }
  if (spec.bodyKind) options.push({ weight: 1, arbitrary: contentTypeChange });
  return fc.oneof(...options);
}

// ---------------------------------------------------------------------------------------------
// Hostile requests: nothing about them has to be valid.

const ALL_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'FOO'];
const PATH_SUFFIXES = [
  '/',
  '//',
  '/x',
  '/..',
  '/%2e%2e',
  '/%2F',
  '/.',
  '/%00',
  '/%',
  '?',
  '?&&==&',
  '#frag',
  ';jsessionid=1',
  '/index.html',
  '.json',
];

const notJsonBody = fc.oneof(
  fc
    .constantFrom(
      '{',
      '{"contact":',
      'undefined',
      "{'a':1}",
      'NaN',
      '\u0000',
      '',
      ' ',
      '\n',
      'null',
      'true',
      '0',
      '"string"',
      '[]',
      '[{}]',
      '{}',
      '{"a":1}{"b":2}',
      '{"a":1,}',
      '{"a":1,"a":2}',
      '{"__proto__":{"polluted":true}}',
      '\ufeff{}',
      '\ud800',
      'contact=9845012345&city=Pune',
    )
    .map((text) => ({ family: 'not-json', data: text as string | Buffer })),
  fc
    .constantFrom(
      Buffer.from([0xff, 0xfe, 0xc0, 0xae]),
      Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]),
      Buffer.from('{"city":"\xc0\xae"}', 'latin1'),
      Buffer.from('{"contact":"9845012345","city":"Pune"}', 'utf16le'),
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
    )
    .map((data) => ({ family: 'bytes', data: data as string | Buffer })),
  deepJson.map((h) => ({ family: h.family, data: h.json as string | Buffer })),
  longString.map((h) => ({ family: 'long', data: JSON.stringify({ message: h.text, contact: h.text, city: h.text }) as string | Buffer })),
  fc.integer({ min: 64 * 1024 + 1, max: 2 * 1024 * 1024 }).map((n) => ({ family: 'huge', data: Buffer.alloc(n, 'a') as string | Buffer })),
  fc
    .integer({ min: 60 * 1024, max: 70 * 1024 })
    .map((n) => ({ family: 'near-limit', data: `{"message":"${'m'.repeat(n)}"}` as string | Buffer })),
);

function hostileOf(spec: FuzzSpec): fc.Arbitrary<FuzzRequest> {
  const sample = spec.sample.map((s) => draftOf(spec, s));
  const done = (kind: string) => (d: Draft) => render(spec, d, kind);
  const options: { weight: number; arbitrary: fc.Arbitrary<FuzzRequest> }[] = [];
  // Wrong methods, on an otherwise valid request (with a body for writes).
  options.push({
    weight: 3,
    arbitrary: fc
      .tuple(sample, fc.constantFrom(...ALL_METHODS.filter((m) => m !== spec.method)), fc.boolean())
      .map(([d, method, withBody]) => {
        d.method = method;
        if (method === 'GET' || method === 'HEAD' || !withBody) {
          delete d.body;
          delete d.headers['content-type'];
        } else if (!d.body) {
          d.body = { kind: 'raw', data: '{"a":1}' };
          d.headers['content-type'] = CONTENT_TYPE.json;
        }
        if (spec.sameOrigin && WRITES.has(method)) d.headers.origin = SELF_ORIGIN;
        return render(spec, d, `wrong method ${method}${d.body ? ' with a body' : ''}`);
      }),
  });
  // Every field hostile at once.
  if (spec.fields.length > 0) {
    options.push({
      weight: 3,
      arbitrary: fc
        .tuple(sample, fc.array(fc.tuple(hostileString, urlMode), { minLength: spec.fields.length, maxLength: spec.fields.length }))
        .map(([d, values]) => {
          spec.fields.forEach((f, i) => {
            const [v, mode] = values[i]!;
            setField(d, f, v.text, mode);
          });
          return render(spec, d, `every field hostile (${values.map(([v]) => v.family).join(', ')})`);
        }),
    });
  }
  // Junk query parameters, and odd path endings.
  options.push({
    weight: 2,
    arbitrary: fc
      .tuple(sample, fc.array(fc.tuple(fc.oneof(extraKey, fc.constant('')), hostileString, urlMode), { minLength: 1, maxLength: 4 }))
      .map(([d, pairs]) => {
        d.query.push(...pairs.map(([key, v, mode]) => ({ key, text: v.text, mode })));
        return render(spec, d, `junk query (${pairs.map(([, v]) => v.family).join(', ')})`);
      }),
  });
  options.push({
    weight: 1,
    arbitrary: fc.tuple(sample, fc.constantFrom(...PATH_SUFFIXES)).map(([d, suffix]) => {
      d.pathSuffix = suffix;
      return done(`path + ${JSON.stringify(suffix)}`)(d);
    }),
  });
  if (spec.bodyKind) {
    // Bodies that are not what the route reads, with the right or a wrong content type, sometimes chunked.
    options.push({
      weight: 6,
      arbitrary: fc
        .tuple(sample, notJsonBody, fc.constantFrom(CONTENT_TYPE.json, CONTENT_TYPE.form, ...WRONG_CONTENT_TYPES), fc.boolean())
        .map(([d, body, type, chunked]) => {
          d.body = { kind: 'raw', data: body.data };
          if (type === '') delete d.headers['content-type'];
          else d.headers['content-type'] = type;
          if (chunked) d.chunked = true;
          return render(spec, d, `body ${body.family} as ${JSON.stringify(type)}${chunked ? ' (chunked)' : ''}`);
        }),
    });
    options.push({
      weight: 2,
      arbitrary: fc.tuple(sample, changeOf(spec), contentTypeChange).map(([d, a, b]) => {
        a.apply(d);
        b.apply(d);
        return render(spec, d, `${a.kind}, ${b.kind}`);
      }),
    });
  } else {
    // A GET with a body. (Not HEAD: Node's client cannot read the answer to a HEAD it sent a body with.)
    options.push({
      weight: 1,
      arbitrary: fc.tuple(sample, notJsonBody).map(([d, body]) => {
        d.body = { kind: 'raw', data: body.data };
        d.headers['content-type'] = CONTENT_TYPE.json;
        return render(spec, d, `${spec.method} with a body (${body.family})`);
      }),
    });
  }
  return fc.oneof(...options);
}

/** Half valid-with-one-change, half hostile. */
export function requestsFor(spec: FuzzSpec): fc.Arbitrary<FuzzRequest> {
  const valid = fc.tuple(spec.sample, changeOf(spec)).map(([input, change]) => {
    const draft = draftOf(spec, input);
    change.apply(draft);
    return render(spec, draft, change.kind);
  });
  return fc.oneof({ weight: 1, arbitrary: valid }, { weight: 1, arbitrary: hostileOf(spec) });
}

// ---------------------------------------------------------------------------------------------
// The targets: every declared API endpoint, a few pages, and unknown API paths.

/** An object schema's keys; through a transform (a pipe) its input's, and a union's options' together. */
const shapeKeys = (schema: z.ZodType | undefined): string[] => {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  if (shape) return Object.keys(shape);
  const def = (schema as { def?: { type?: string; in?: z.ZodType; options?: z.ZodType[] } } | undefined)?.def;
  if (def?.type === 'pipe') return shapeKeys(def.in);
  if (def?.type === 'union') return [...new Set((def.options ?? []).flatMap(shapeKeys))];
  return [];
};

/** The fields of an endpoint from its declared schemas (`.shape` keys). */
export function declaredFields(endpoint: Endpoint): Field[] {
  return [
    ...shapeKeys(endpoint.params).map((key) => ({ part: 'params' as const, key })),
    ...shapeKeys(endpoint.query).map((key) => ({ part: 'query' as const, key })),
    ...shapeKeys(endpoint.body).map((key) => ({ part: 'body' as const, key })),
  ];
}

export function apiSpecs(): FuzzSpec[] {
  return (Object.entries(API_ENDPOINTS) as [ApiPath, Endpoint][]).map(([path, endpoint]) => {
    const sample = API_SAMPLES[path];
    if (!sample) throw new Error(`add a valid sample for ${path} to tests/support/fuzz/samples.ts`);
    const spec: FuzzSpec = {
      target: `api:${path}`,
      method: endpoint.method,
      template: `${API_BASE}/${apiPathOf(path)}`,
      fields: declaredFields(endpoint),
      sample,
    };
    if (endpoint.body) spec.bodyKind = 'json';
    return spec;
  });
}

export function pageSpecs(): FuzzSpec[] {
  return [
    {
      target: 'page:flow',
      method: 'GET',
      template: `${BASE}/ad-services/{page}`,
      fields: [
        { part: 'params', key: 'page' },
        { part: 'query', key: 'garageId' },
        { part: 'query', key: 'pincode' },
      ],
      sample: flowSample.map(({ page, query }) => ({ params: { page }, query })),
    },
    {
      target: 'page:landing',
      method: 'GET',
      template: `${BASE}/{city}/{locality}`,
      fields: [
        { part: 'params', key: 'city' },
        { part: 'params', key: 'locality' },
        { part: 'query', key: 'x' },
      ],
      sample: landingSample.map(({ path: [city, locality], query }) => ({ params: { city, locality }, query })),
    },
    {
      target: 'page:notify-form',
      method: 'POST',
      template: `${BASE}/notify-me`,
      bodyKind: 'form',
      sameOrigin: true,
      fields: ['contact', 'city', 'pincode', 'source'].map((key) => ({ part: 'body' as const, key })),
      sample: notifyFormSample.map((body) => ({ body })),
    },
    {
      target: 'page:notify-get',
      method: 'GET',
      template: `${BASE}/notify-me`,
      fields: [
        { part: 'query', key: 'city' },
        { part: 'query', key: 'pincode' },
      ],
      sample: notifyQuerySample.map((query) => ({ query })),
    },
    {
      target: 'page:garage-code',
      method: 'GET',
      template: `${BASE}/garage/{code}`,
      fields: [{ part: 'params', key: 'code' }],
      sample: garageCodeSample.map((code) => ({ params: { code } })),
    },
  ];
}

const KNOWN_API = [...new Set(Object.keys(API_ENDPOINTS).map(apiPathOf))];
/** Paths under /service-centre/api that no endpoint declares (or declares differently). */
export const unknownApiRequests: fc.Arbitrary<FuzzRequest> = fc
  .tuple(
    fc.oneof(
      fc.tuple(fc.array(fc.tuple(hostileString, urlMode), { minLength: 1, maxLength: 3 })).map(([segments]) => ({
        path: segments.map(([s, mode]) => inUrl(s.text.slice(0, 200), mode)).join('/'),
        kind: `hostile segments (${segments.map(([s]) => s.family).join(', ')})`,
      })),
      fc
        .tuple(
          fc.constantFrom(...KNOWN_API),
          fc.constantFrom('upper', 'suffix', 'prefix', 'double-slash', 'dot', 'template', 'missing-param', 'encoded'),
        )
        .map(([known, how]) => {
          const filled = known.replace(/\{\w+\}/g, '560068');
          const path = {
            upper: filled.toUpperCase(),
            suffix: `${filled}/extra`,
            prefix: `v1/${filled}`,
            'double-slash': `/${filled}`,
            dot: `./${filled}/../${filled}`,
            template: known,
            'missing-param': known.replace(/\/?\{\w+\}/g, ''),
            encoded: filled.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`),
          }[how];
          return { path, kind: `known path, ${how}` };
        }),
      fc
        .constantFrom('', 'v1', 'api', '..', '%2e%2e/%2e%2e/v1/health', 'health/', 'openapi', 'graphql', '.env', 'admin')
        .map((path) => ({ path, kind: 'guessed path' })),
    ),
    fc.constantFrom('GET', 'GET', 'GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'OPTIONS'),
  )
  .map(([{ path, kind }, method]) => {
    const request: FuzzRequest = { target: 'api:unknown', kind: `${kind} via ${method}`, method, path: `${API_BASE}/${path}`, headers: {} };
    if (method === 'POST' || method === 'PUT') {
      request.body = '{"a":1}';
      request.headers['content-type'] = CONTENT_TYPE.json;
    }
    return request;
  });

/** Every target the suite fuzzes, in a fixed order. */
export function fuzzTargets(): FuzzTarget[] {
  return [
    ...[...apiSpecs(), ...pageSpecs()].map((spec) => ({ name: spec.target, arbitrary: requestsFor(spec) })),
    { name: 'api:unknown', arbitrary: unknownApiRequests },
  ];
}

export type { Hostile };
