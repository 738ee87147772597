// One redaction rule for every log line: mobile numbers, e-mail addresses, tokens, signatures,
// URL passwords and secret-named fields never reach the log, database errors lose their query
// parameters, and logging never throws. Every expected value is typed out by hand.
import { describe, expect, it } from 'vitest';
import { createLogger, redact, redactText } from '@/runtime/logger';

/** A logger that keeps its lines, parsed. */
function capture(level: 'debug' | 'info' | 'warn' | 'error' | 'silent' = 'debug', base: Record<string, unknown> = {}) {
  const lines: Record<string, unknown>[] = [];
  return { lines, logger: createLogger(level, base, (line) => lines.push(JSON.parse(line) as Record<string, unknown>)) };
}

const SIGNATURE = '3b7e1f0a9c2d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b';
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI5ODQ1MDEyMzQ1In0.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';

describe('masking text', () => {
  it.each([
    ['a bare mobile number', '9845012345', '98XXXXXX45'],
    ['with +91', '+919845012345', '98XXXXXX45'],
    ['with +91 and a space', 'call +91 9845012345 now', 'call 98XXXXXX45 now'],
    ['with 91', '919845012345', '98XXXXXX45'],
    ['with a leading 0', '09845012345', '98XXXXXX45'],
    ['typed in two groups', '98450 12345', '98XXXXXX45'],
    ['typed with a hyphen', '98450-12345', '98XXXXXX45'],
    ['starting with 6', '6001234567', '60XXXXXX67'],
    ['inside SQL parameters', 'params: 9845012345,Pune,notify-me', 'params: 98XXXXXX45,Pune,notify-me'],
    ['inside a key', 'Key (contact, city)=(7012345678, Pune) already exists.', 'Key (contact, city)=(70XXXXXX78, Pune) already exists.'],
    ['two numbers', '9845012345 and 8123456789', '98XXXXXX45 and 81XXXXXX89'],
  ])('masks %s', (_name, text, masked) => {
    expect(redactText(text)).toBe(masked);
  });

  it.each([
    ['a landline-like number starting with 2', '2212345678'],
    ['a 13-digit timestamp', '1750000123456'],
    ['a 9-digit number', '984501234'],
    ['an 11-digit number not starting with 0', '19845012345'],
    ['an amount in paise', 'amount_paise=1999900'],
    ['a pincode', 'pincode 560068'],
    ['an ISO time', '2026-11-22T10:15:30.123Z'],
  ])('leaves %s alone', (_name, text) => {
    expect(redactText(text)).toBe(text);
  });

  it.each([
    ['an e-mail address', 'asha@example.in', 'a***@example.in'],
    ['an e-mail address in a sentence', 'sent to Ravi.Kumar+cars@mail.example.co.in today', 'sent to R***@mail.example.co.in today'],
    ['a bearer token', 'authorization: Bearer abc.DEF-123_xyz', 'authorization: Bearer [redacted]'],
    ['a JWT', `token ${JWT} end`, 'token [redacted] end'],
    ['a request signature', `x-internal-signature=${SIGNATURE}`, 'x-internal-signature=[redacted]'],
    [
      'a database password in a URL',
      'connect postgres://app:s3cr3t-pa55@db.internal:5432/sc failed',
      'connect postgres://app:[redacted]@db.internal:5432/sc failed',
    ],
    ['a token in a query string', 'GET /callback?code=1&token=abc123&x=2', 'GET /callback?code=1&token=[redacted]&x=2'],
    [
      'a survey link',
      'GET /service-centre/survey/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE took 12 ms',
      'GET /service-centre/survey/[redacted] took 12 ms',
    ],
  ])('masks %s', (_name, text, masked) => {
    expect(redactText(text)).toBe(masked);
  });

  it('leaves ordinary URLs, ids and nonces alone', () => {
    const text = 'GET http://10.0.0.5:4321/v1/garage/3f9a1c2e-4b5d-4e6f-8a7b-9c0d1e2f3a4b?lat=12.97 nonce 0123456789abcdef0123456789abcdef';
    expect(redactText(text)).toBe(text);
  });
});

describe('redacting values', () => {
  it('replaces the values of secret-named keys, whatever their case and depth', () => {
    expect(
      redact({
        password: 'hunter2',
        DATABASE_PASSWORD: 'x',
        internalApiSecret: 'y',
        apiKey: 'k',
        api_key: 'k',
        'x-api-key': 'k',
        Authorization: 'Basic Zm9vOmJhcg==',
        cookie: 'sid=1',
        'set-cookie': ['sid=2'],
        'x-internal-signature': 'abc',
        csrfToken: 't',
        SENTRY_DSN: 'https://key@sentry.example/1',
        nested: { deeper: { refresh_token: 'r', kept: 'Pune' } },
        missing: null,
        absent: undefined,
      }),
    ).toEqual({
      password: '[redacted]',
      DATABASE_PASSWORD: '[redacted]',
      internalApiSecret: '[redacted]',
      apiKey: '[redacted]',
      api_key: '[redacted]',
      'x-api-key': '[redacted]',
      Authorization: '[redacted]',
      cookie: '[redacted]',
      'set-cookie': '[redacted]',
      'x-internal-signature': '[redacted]',
      csrfToken: '[redacted]',
      SENTRY_DSN: '[redacted]',
      nested: { deeper: { refresh_token: '[redacted]', kept: 'Pune' } },
      missing: null,
      absent: undefined,
    });
  });

  it('masks personal data in values of any key, in arrays too', () => {
    expect(redact({ contact: '9845012345', emails: ['asha@example.in'], note: 'call 98450 12345', count: 3, ok: true })).toEqual({
      contact: '98XXXXXX45',
      emails: ['a***@example.in'],
      note: 'call 98XXXXXX45',
      count: 3,
      ok: true,
    });
  });

  it('never throws on circular structures, and writes them as a marker', () => {
    const a: Record<string, unknown> = { name: 'a' };
    a.self = a;
    const list: unknown[] = [1];
    list.push(list);
    expect(redact({ a, list })).toEqual({ a: { name: 'a', self: '[circular]' }, list: [1, '[circular]'] });
  });

  it('writes an object met twice (not a cycle) both times', () => {
    const shared = { city: 'Pune' };
    expect(redact({ first: shared, second: shared })).toEqual({ first: { city: 'Pune' }, second: { city: 'Pune' } });
  });

  it('stops at depth 8', () => {
    const deep = { l1: { l2: { l3: { l4: { l5: { l6: { l7: { l8: { l9: 'x' } } } } } } } } };
    expect(redact(deep)).toEqual({ l1: { l2: { l3: { l4: { l5: { l6: { l7: { l8: '[too deep]' } } } } } } } });
  });

  it('writes dates, URLs, big integers and unreadable objects as text', () => {
    const unreadable = {
      get boom(): string {
        throw new Error('no');
      },
    };
    expect(
      redact({
        at: new Date('2026-11-22T04:30:00.000Z'),
        url: new URL('https://u:p4ss@example.in/x?token=abc'),
        big: 12345678901234567890n,
        unreadable,
        fn: () => 1,
      }),
    ).toEqual({
      at: '2026-11-22T04:30:00.000Z',
      url: 'https://u:[redacted]@example.in/x?token=[redacted]',
      big: '12345678901234567890',
      unreadable: '[unreadable]',
      fn: undefined,
    });
  });

  it('keeps at most 100 items of a list', () => {
    const out = redact(Array.from({ length: 150 }, (_, i) => i)) as unknown[];
    expect(out).toHaveLength(101);
    expect(out[99]).toBe(99);
    expect(out[100]).toBe('[50 more]');
  });
});

describe('errors in log lines', () => {
  it('keeps the name, the message and the stack, redacted', () => {
    const error = new Error('no reply from asha@example.in at 9845012345');
    error.stack = 'Error: no reply from asha@example.in at 9845012345\n    at send (notify.ts:10:5)';
    expect(redact(error)).toEqual({
      name: 'Error',
      message: 'no reply from a***@example.in at 98XXXXXX45',
      stack: 'Error: no reply from a***@example.in at 98XXXXXX45\n    at send (notify.ts:10:5)',
    });
  });

  it("drops a database error's query parameters and detail, keeping its code and cause", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "notify_requests_contact_city_key"'), {
      name: 'PostgresError',
      code: '23505',
      detail: 'Key (contact, city_key)=(asha@example.in, mumbai) already exists.',
      parameters: ['asha@example.in', 'Mumbai'],
    });
    cause.stack =
      'PostgresError: duplicate key value violates unique constraint "notify_requests_contact_city_key"\n    at ErrorResponse (connection.js:794:26)';
    const error = new Error(
      'Failed query: insert into "notify_requests" ("contact", "city") values ($1, $2)\nparams: asha@example.in,Mumbai Central\nsecond line',
      { cause },
    );
    error.stack = `Error: ${error.message}\n    at PgSession.query (session.js:40:13)`;
    expect(redact(error)).toEqual({
      name: 'Error',
      message: 'Failed query: insert into "notify_requests" ("contact", "city") values ($1, $2)\nparams: [redacted]',
      stack:
        'Error: Failed query: insert into "notify_requests" ("contact", "city") values ($1, $2)\nparams: [redacted]\n    at PgSession.query (session.js:40:13)',
      cause: {
        name: 'PostgresError',
        message: 'duplicate key value violates unique constraint "notify_requests_contact_city_key"',
        stack:
          'PostgresError: duplicate key value violates unique constraint "notify_requests_contact_city_key"\n    at ErrorResponse (connection.js:794:26)',
        code: '23505',
      },
    });
  });

  it('survives an error that is its own cause', () => {
    const error = new Error('loop');
    error.stack = 'Error: loop';
    (error as Error & { cause: unknown }).cause = error;
    expect(redact(error)).toEqual({ name: 'Error', message: 'loop', stack: 'Error: loop', cause: '[circular]' });
  });
});

describe('the logger', () => {
  it('writes one JSON line with the level, the message and the fields, all redacted', () => {
    const { lines, logger } = capture('info', { service: 'backend', dsn: 'postgres://u:pw@db/sc' });
    logger.info('notify request from 9845012345', {
      contact: 'asha@example.in',
      headers: { authorization: `Bearer ${JWT}`, 'x-internal-signature': SIGNATURE },
    });
    expect(lines).toHaveLength(1);
    const { time, ...rest } = lines[0]!;
    expect(typeof time).toBe('string');
    expect(rest).toEqual({
      level: 'info',
      msg: 'notify request from 98XXXXXX45',
      service: 'backend',
      dsn: '[redacted]',
      contact: 'a***@example.in',
      headers: { authorization: '[redacted]', 'x-internal-signature': '[redacted]' },
    });
  });

  it('filters by level', () => {
    const { lines, logger } = capture('warn');
    logger.debug('d');
    logger.info('i');
    logger.warn('w');
    logger.error('e');
    expect(lines.map((l) => l.msg)).toEqual(['w', 'e']);
    const silent = capture('silent');
    silent.logger.error('e');
    expect(silent.lines).toEqual([]);
  });

  it('writes an error field as its name, message and stack', () => {
    const { lines, logger } = capture();
    const error = new TypeError('bad 9845012345');
    error.stack = 'TypeError: bad 9845012345\n    at x (y.ts:1:1)';
    logger.error('failed', { error });
    expect(lines[0]!.error).toEqual({
      name: 'TypeError',
      message: 'bad 98XXXXXX45',
      stack: 'TypeError: bad 98XXXXXX45\n    at x (y.ts:1:1)',
    });
  });

  it('never throws: not on cycles, not on a failing writer', () => {
    const { lines, logger } = capture();
    const cycle: Record<string, unknown> = {};
    cycle.me = cycle;
    expect(() => logger.error('cycle', { cycle })).not.toThrow();
    expect(lines[0]!.cycle).toEqual({ me: '[circular]' });
    const broken = createLogger('info', {}, () => {
      throw new Error('EPIPE');
    });
    expect(() => broken.error('x')).not.toThrow();
  });
});
