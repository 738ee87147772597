import { AppError } from '@/contracts/errors';

/** The largest JSON body a route accepts unless it asks for more. */
export const MAX_BODY_BYTES = 64 * 1024;
/** The deepest nesting of arrays and objects a JSON body may have. */
export const MAX_JSON_DEPTH = 32;

/**
 * The request's JSON body; empty, malformed, oversized or too deeply nested bodies are the caller's
 * error (400, 413), not ours. The body is read chunk by chunk and reading stops once it passes
 * `maxBytes`; the nesting is counted before JSON.parse sees the text.
 */
export async function readJsonBody(request: Request, maxBytes: number = MAX_BODY_BYTES): Promise<unknown> {
  return parseJsonText(await readBodyText(request, maxBytes));
}

/**
 * A body already in hand, by the same rules as readJsonBody: its bytes (the server reads small ones
 * before routing, decision 060) or its text (a backend route called within the process, decision 061).
 */
export function parseJsonWithin(body: Uint8Array | string, maxBytes: number = MAX_BODY_BYTES): unknown {
  const bytes = typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
  if (bytes > maxBytes) throw tooLarge();
  return parseJsonText(typeof body === 'string' ? body : new TextDecoder().decode(body));
}

function parseJsonText(text: string): unknown {
  if (text.trim() === '') throw new AppError('BAD_REQUEST', 'The request body is empty');
  if (nestingExceeds(text, MAX_JSON_DEPTH)) throw new AppError('BAD_REQUEST', 'The request body is nested too deeply');
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not valid JSON');
  }
}

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large');
const unreadable = () => new AppError('BAD_REQUEST', 'The request body could not be read');

/** The body's bytes, refusing it as soon as more than `maxBytes` bytes arrive (or are announced). */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array> {
  const announced = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(announced) && announced > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    // A body streamed from the client (a large one is read only once the caller is known) fails when
    // the client goes away half way: the client's fault, answered 400 like a body that is not JSON.
    const { done, value } = await reader.read().catch(() => {
      throw unreadable();
    });
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      // Not awaited: cancelling one branch of a cloned (teed) body settles only once the other is cancelled too.
      void reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, received);
}

/** The body as UTF-8 text, within `maxBytes`. */
async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(request, maxBytes));
}

/**
 * Whether the arrays and objects of a JSON text nest deeper than `max`: counts [ and { outside
 * strings (a backslash in a string escapes the next character). A text that is not JSON is left to
 * JSON.parse, which stops at the first character that does not fit.
 */
export function nestingExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // \ escapes the next character, \" included
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}
