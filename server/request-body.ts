import type { IncomingMessage } from 'node:http';
import { API_ENDPOINTS, apiPathOf, type Endpoint } from '@/contracts/endpoints';

/** What a body may weigh unless its endpoint declares more (JSON and forms alike): the public limit. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** The API paths that declare a larger body (an estimate photo), as patterns of the served path. */
const LARGER = Object.entries(API_ENDPOINTS as Record<string, Endpoint>).flatMap(([key, endpoint]) =>
  endpoint.maxBodyBytes
    ? [{ pattern: new RegExp(`^/service-centre/api/${apiPathOf(key).replace(/\{\w+\}/g, '[^/]+')}$`), bytes: endpoint.maxBodyBytes }]
    : [],
);

/** The most a request to this path may send: its endpoint's declared limit, else the default. */
export function bodyLimitOf(path: string): number {
  return LARGER.find((l) => l.pattern.test(path))?.bytes ?? DEFAULT_BODY_LIMIT;
}

export type BodyRead = { ok: true; body: Buffer } | { ok: false; status: 413 | 400 };

/** A Content-Length that is not a number (400) or is over `limit` (413); null when it may be read. */
export function refusedLength(req: IncomingMessage, limit: number): 413 | 400 | null {
  const declared = req.headers['content-length'];
  if (declared === undefined) return null;
  if (!/^\d{1,15}$/.test(declared)) return 400;
  return Number(declared) > limit ? 413 : null;
}

/**
 * Reads a request body, stopping as soon as it passes `limit`: a declared length over the limit is
 * refused before a byte is read, and a body that grows past it is refused at that chunk, so a
 * 250 MB post costs at most `limit` bytes of memory.
 */
export function readBodyWithin(req: IncomingMessage, limit: number): Promise<BodyRead> {
  const refused = refusedLength(req, limit);
  if (refused) return Promise.resolve({ ok: false, status: refused });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (result: BodyRead) => {
      if (done) return;
      done = true;
      req.off('data', onData);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        req.pause();
        return finish({ ok: false, status: 413 });
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => finish({ ok: true, body: Buffer.concat(chunks, size) }));
    req.once('error', () => finish({ ok: false, status: 400 }));
    req.once('aborted', () => finish({ ok: false, status: 400 }));
  });
}

/** The body stream ended: it passed the limit it was handed over with. */
export class BodyOverLimitError extends Error {
  constructor(readonly limit: number) {
    super(`The request body is larger than ${Math.round(limit / 1024)} KB`);
    this.name = 'BodyOverLimitError';
  }
}

/**
 * The request's body, left unread until someone pulls it: nothing is taken from the socket before
 * the first pull. It yields the chunk that passes `limit` (so a reader that counts, like
 * readJsonBody, refuses it itself) and fails on the next pull. Giving up early leaves the request
 * open, so the server can still answer and discard the rest.
 */
export async function* bodyWhenPulled(req: IncomingMessage, limit: number): AsyncGenerator<Buffer> {
  let size = 0;
  for await (const chunk of req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    if (size > limit) throw new BodyOverLimitError(limit);
    size += chunk.length;
    yield chunk;
  }
}
