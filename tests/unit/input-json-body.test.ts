// JSON bodies: read chunk by chunk and refused past 64 KB (or a route's own limit), refused when
// nested deeper than 32 levels before JSON.parse sees them, and the empty and malformed ones named.
import { describe, expect, it } from 'vitest';
import { AppError } from '@/contracts/errors';
import { MAX_BODY_BYTES, MAX_JSON_DEPTH, nestingExceeds, readJsonBody } from '@/runtime/read-json-body';

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://backend.internal/v1/x', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

/** The code and message a body is refused with, or the parsed body. */
async function outcome(request: Request, limit?: number): Promise<unknown> {
  try {
    return { parsed: await readJsonBody(request, limit) };
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, status: error.status, message: error.message };
    throw error;
  }
}

const TOO_LARGE = { code: 'PAYLOAD_TOO_LARGE', status: 413, message: 'The request body is too large' };
const TOO_DEEP = { code: 'BAD_REQUEST', status: 400, message: 'The request body is nested too deeply' };

/** A stream that sends `chunks` pieces of `size` bytes and counts how many were pulled. */
function countingStream(chunks: number, size: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close();
      pulled++;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
  return { stream, pulled: () => pulled };
}

describe('reading a JSON body', () => {
  it('gives back the parsed body', async () => {
    expect(await outcome(post('{"contact":"9845012345","city":"Pune"}'))).toEqual({ parsed: { contact: '9845012345', city: 'Pune' } });
    expect(await outcome(post('  [1, "two", null]  '))).toEqual({ parsed: [1, 'two', null] });
  });

  it('keeps the messages for empty and malformed bodies', async () => {
    expect(await outcome(post(''))).toEqual({ code: 'BAD_REQUEST', status: 400, message: 'The request body is empty' });
    expect(await outcome(post(' \n\t '))).toEqual({ code: 'BAD_REQUEST', status: 400, message: 'The request body is empty' });
    expect(await outcome(post(null))).toEqual({ code: 'BAD_REQUEST', status: 400, message: 'The request body is empty' });
    expect(await outcome(post('{not json'))).toEqual({ code: 'BAD_REQUEST', status: 400, message: 'The request body is not valid JSON' });
    expect(await outcome(post('[1,]'))).toEqual({ code: 'BAD_REQUEST', status: 400, message: 'The request body is not valid JSON' });
  });

  it('decodes UTF-8 split across chunks', async () => {
    const bytes = new TextEncoder().encode('{"city":"ಬೆಂಗಳೂರು"}');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 3) controller.enqueue(bytes.slice(i, i + 3));
        controller.close();
      },
    });
    expect(
      await outcome(new Request('http://backend.internal/v1/x', { method: 'POST', body: stream, duplex: 'half' } as RequestInit)),
    ).toEqual({ parsed: { city: 'ಬೆಂಗಳೂರು' } });
  });
});

describe('the size limit', () => {
  it('is 64 KB', () => {
    expect(MAX_BODY_BYTES).toBe(65536);
  });

  it('accepts a body of exactly 64 KB and refuses one byte more', async () => {
    const exactly = `"${'a'.repeat(65536 - 2)}"`;
    expect(((await outcome(post(exactly))) as { parsed: string }).parsed).toHaveLength(65534);
    expect(await outcome(post(`"${'a'.repeat(65536 - 1)}"`))).toEqual(TOO_LARGE);
  });

  it('counts bytes, not characters', async () => {
    // 'ಕ' is three bytes in UTF-8: 21,845 of them and the quotes are 65,537 bytes.
    expect(await outcome(post(`"${'ಕ'.repeat(21845)}"`))).toEqual(TOO_LARGE);
    expect(((await outcome(post(`"${'ಕ'.repeat(21844)}"`))) as { parsed: string }).parsed).toHaveLength(21844);
  });

  it('stops reading the stream once the limit is passed', async () => {
    // 1,000 chunks of 1 KB: the 65th chunk passes 64 KB, and nothing after it is pulled.
    const { stream, pulled } = countingStream(1000, 1024);
    const request = new Request('http://backend.internal/v1/x', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(await outcome(request)).toEqual(TOO_LARGE);
    expect(pulled()).toBeLessThanOrEqual(67);
  });

  it('refuses a body whose announced length is over the limit before reading it', async () => {
    const { stream, pulled } = countingStream(1, 10);
    const request = new Request('http://backend.internal/v1/x', {
      method: 'POST',
      body: stream,
      duplex: 'half',
      headers: { 'content-length': '70000' },
    } as RequestInit);
    expect(await outcome(request)).toEqual(TOO_LARGE);
    expect(pulled()).toBeLessThanOrEqual(1);
  });

  it('takes a larger (or smaller) limit per call', async () => {
    const big = `"${'a'.repeat(100_000)}"`;
    expect(await outcome(post(big))).toEqual(TOO_LARGE);
    expect(((await outcome(post(big), 200_000)) as { parsed: string }).parsed).toHaveLength(100_000);
    expect(await outcome(post(big), 8_392_704)).toEqual({ parsed: 'a'.repeat(100_000) });
    expect(await outcome(post(`"${'a'.repeat(8_392_704 - 1)}"`), 8_392_704)).toEqual(TOO_LARGE);
    expect(await outcome(post('[1,2,3,4,5]'), 10)).toEqual(TOO_LARGE);
    expect(await outcome(post('[1,2,3,4]'), 10)).toEqual({ parsed: [1, 2, 3, 4] });
  });
});

describe('a body that cannot be read', () => {
  it("is the caller's 400, not our 500: a stream that fails half way (a client gone, a body over the server's limit)", async () => {
    let sent = 0;
    const failing = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ === 0) return controller.enqueue(new TextEncoder().encode('{"kind":'));
        controller.error(new Error('aborted'));
      },
    });
    const request = new Request('http://backend.internal/v1/x', { method: 'POST', body: failing, duplex: 'half' } as RequestInit);
    expect(await outcome(request)).toEqual({ code: 'BAD_REQUEST', status: 400, message: 'The request body could not be read' });
  });
});

describe('the depth limit', () => {
  it('is 32 levels', () => {
    expect(MAX_JSON_DEPTH).toBe(32);
  });

  it('accepts 32 levels and refuses 33', async () => {
    expect(await outcome(post(`${'['.repeat(32)}${']'.repeat(32)}`))).toEqual({
      parsed: [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]],
    });
    expect(await outcome(post(`${'['.repeat(33)}${']'.repeat(33)}`))).toEqual(TOO_DEEP);
    expect(await outcome(post(`${'{"a":'.repeat(33)}1${'}'.repeat(33)}`))).toEqual(TOO_DEEP);
  });

  it("refuses the probe's 10,000-deep array with a 400, not a crash", async () => {
    expect(await outcome(post(`${'['.repeat(10_000)}${']'.repeat(10_000)}`))).toEqual(TOO_DEEP);
    expect(await outcome(post('['.repeat(10_000)))).toEqual(TOO_DEEP);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestingExceeds(`{"a":"${'['.repeat(100)}"}`, 32)).toBe(false);
    expect(nestingExceeds(`["\\"${'{'.repeat(40)}"]`, 32)).toBe(false);
    expect(nestingExceeds(`["\\\\", ${'['.repeat(32)}${']'.repeat(32)}]`, 32)).toBe(true);
    expect(nestingExceeds(`["\\\\"]`, 0)).toBe(true);
    expect(nestingExceeds('[[1],[2],[3]]', 2)).toBe(false);
    expect(nestingExceeds('[[[1]]]', 2)).toBe(true);
  });

  it('lets a body of brackets inside a string through to JSON.parse', async () => {
    expect(await outcome(post(`{"note":"${'['.repeat(50)}"}`))).toEqual({ parsed: { note: '['.repeat(50) } });
  });
});
