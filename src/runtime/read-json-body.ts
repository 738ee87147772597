import { AppError } from '@/contracts/errors';

const MAX_BODY_BYTES = 64 * 1024;

/** The request's JSON body; malformed or oversized bodies are the caller's error, not ours. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large');
  if (text.trim() === '') throw new AppError('BAD_REQUEST', 'The request body is empty');
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not valid JSON');
  }
}
