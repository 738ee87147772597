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
  const text = await readBodyText(request, maxBytes);
  if (text.trim() === '') throw new AppError('BAD_REQUEST', 'The request body is empty');
  if (nestingExceeds(text, MAX_JSON_DEPTH)) throw new AppError('BAD_REQUEST', 'The request body is nested too deeply');
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not valid JSON');
  }
}

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large');

/** The body as UTF-8 text, refusing it as soon as more than `maxBytes` bytes arrive (or are announced). */
async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  const announced = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(announced) && announced > maxBytes) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    parts.push(decoder.decode(value, { stream: true }));
  }
  parts.push(decoder.decode());
  return parts.join('');
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
      if (c === 0x5c) i++; // \ escapes the next character, \" included
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
