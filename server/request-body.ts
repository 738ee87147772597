import type { IncomingMessage } from 'node:http';
import { API_ENDPOINTS, apiPathOf, type Endpoint } from '@/contracts/endpoints';

/** What a body may weigh unless its endpoint declares more (JSON and forms alike). */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** The API paths that declare a larger body (an estimate photo), as patterns of the served path. */
const LARGER = Object.entries(API_ENDPOINTS as Record<string, Endpoint>).flatMap(([key, endpoint]) => endpoint.maxBodyBytes
  ? [{ pattern: new RegExp(`^/service-centre/api/${apiPathOf(key).replace(/\{\w+\}/g, '[^/]+')}$`), bytes: endpoint.maxBodyBytes }]
  : []);

/** The most a request to this path may send: its endpoint's declared limit, else the default. */
export function bodyLimitOf(path: string): number {
  return LARGER.find((l) => l.pattern.test(path))?.bytes ?? DEFAULT_BODY_LIMIT;
}

export type BodyRead = { ok: true; body: Buffer } | { ok: false; status: 413 | 400 };

/**
 * Reads a request body, stopping as soon as it passes `limit`: a declared length over the limit is
 * refused before a byte is read, and a body that grows past it is refused at that chunk, so a
 * 250 MB post costs at most `limit` bytes of memory.
 */
export function readBodyWithin(req: IncomingMessage, limit: number): Promise<BodyRead> {
  const declared = req.headers['content-length'];
  if (declared !== undefined) {
    if (!/^\d{1,15}$/.test(declared)) return Promise.resolve({ ok: false, status: 400 });
    if (Number(declared) > limit) return Promise.resolve({ ok: false, status: 413 });
  }
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
