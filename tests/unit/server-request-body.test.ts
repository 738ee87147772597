// The server's body limits (server/request-body.ts): which path may send how much, a declared length
// refused before anything is read, and a large body handed on unread, taken from the request only
// when someone pulls it (the proxy, once it knows the caller may send it).
import { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { bodyLimitOf, bodyWhenPulled, BodyOverLimitError, DEFAULT_BODY_LIMIT, refusedLength } from '../../server/request-body';

/** A request body whose chunks arrive as they are asked for; `produced` counts the chunks taken from the client. */
function arriving(chunks: number[], headers: Record<string, string> = {}) {
  let produced = 0;
  const stream = new Readable({
    highWaterMark: 0,
    read() {
      this.push(produced < chunks.length ? Buffer.alloc(chunks[produced++]!, 0x61) : null);
    },
  });
  return { req: Object.assign(stream, { headers }) as unknown as IncomingMessage, produced: () => produced, stream };
}

const pull = async (body: AsyncGenerator<Buffer>) => {
  const sizes: number[] = [];
  for await (const chunk of body) sizes.push(chunk.length);
  return sizes;
};

describe('the body limit of a path', () => {
  it('is 64 KB, and 8,196 KB for an estimate photo only', () => {
    expect(DEFAULT_BODY_LIMIT).toBe(65_536);
    expect(bodyLimitOf('/service-centre/api/garage-timeline/6a1b/lines/7c2d/photos')).toBe(8_392_704);
    expect(bodyLimitOf('/service-centre/api/garage-timeline/6a1b/lines/7c2d')).toBe(65_536);
    expect(bodyLimitOf('/service-centre/api/garage-timeline/6a1b/lines/7c2d/photos/extra')).toBe(65_536);
    expect(bodyLimitOf('/service-centre/api/logger')).toBe(65_536);
  });
});

describe('a declared length', () => {
  const with_ = (value?: string) => ({ headers: value === undefined ? {} : { 'content-length': value } }) as unknown as IncomingMessage;
  it('is refused over the limit (413) and when it is no number (400), before anything is read', () => {
    expect(refusedLength(with_('100'), 100)).toBeNull();
    expect(refusedLength(with_('101'), 100)).toBe(413);
    expect(refusedLength(with_('-1'), 100)).toBe(400);
    expect(refusedLength(with_('1e3'), 100)).toBe(400);
    expect(refusedLength(with_(), 100)).toBeNull();
  });
});

describe('a body handed on unread', () => {
  it('takes nothing from the request until it is pulled', async () => {
    const { req, produced } = arriving([1000, 1000]);
    const body = bodyWhenPulled(req, 4096);
    await new Promise((resolve) => setImmediate(resolve));
    expect(produced()).toBe(0);
    expect(await pull(body)).toEqual([1000, 1000]);
    expect(produced()).toBe(2);
  });

  it('gives the chunk that passes the limit (a reader that counts refuses it) and fails on the next pull', async () => {
    const { req } = arriving([60, 60, 60]);
    const sizes: number[] = [];
    const failure = await (async () => {
      for await (const chunk of bodyWhenPulled(req, 100)) sizes.push(chunk.length);
    })().catch((error: unknown) => error);
    expect(sizes).toEqual([60, 60]);
    expect(failure).toBeInstanceOf(BodyOverLimitError);
    expect((failure as Error).message).toBe('The request body is larger than 0 KB');
  });

  it('a body of exactly the limit is given whole', async () => {
    const { req } = arriving([50, 50]);
    expect(await pull(bodyWhenPulled(req, 100))).toEqual([50, 50]);
  });

  it('leaves the request open when the reader stops early, so the server can still answer', async () => {
    const { req, stream } = arriving([10, 10, 10]);
    const body = bodyWhenPulled(req, 100);
    expect((await body.next()).value).toHaveLength(10);
    await body.return(undefined);
    expect(stream.destroyed).toBe(false);
  });
});
