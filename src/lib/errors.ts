/** The product's error codes, each with the HTTP status it maps to at the edge. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UPSTREAM_FAILED: 502,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorBody {
  error: { code: string; message: string };
}

export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';

/** A failure the product expects and can explain; anything else is an internal error. */
export class AppError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export function errorBody(code: string, message: string): ErrorBody {
  return { error: { code, message } };
}

/** Turns anything thrown into a status and body that are safe to send. */
export function toErrorAnswer(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof AppError) return { status: error.status, body: errorBody(error.code, error.message) };
  return { status: 500, body: errorBody('INTERNAL', 'Something went wrong') };
}

/** Reads the message of an error body, falling back to the spec's unknown-error text. */
export function messageOf(body: unknown): string {
  const message = (body as Partial<ErrorBody> | null)?.error?.message;
  return typeof message === 'string' && message.length > 0 ? message : UNKNOWN_ERROR_MESSAGE;
}
