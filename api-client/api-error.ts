/**
 * The one error every API call throws. `error` is the server's key (translated by the widget),
 * `errors` maps fields to keys for 422 answers. Network failures have status 0 and key 'network_error'.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly error: string;
  readonly errors: Record<string, string>;
  /** A refusal that passes with time (a code's resend delay): the server's seconds until then. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, message: string, error: string, errors: Record<string, string> = {}, retryAfterSeconds: number | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.error = error;
    this.errors = errors;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Builds the ApiError from a failed answer's status and parsed body, whatever shape it has. */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  if (isRecord(body)) {
    const message = typeof body.message === 'string' ? body.message : `HTTP ${status}`;
    const error = typeof body.error === 'string' ? body.error : `http_${status}`;
    const errors: Record<string, string> = {};
    if (isRecord(body.errors)) {
      for (const [field, key] of Object.entries(body.errors)) {
        // Laravel-style answers give a list per field; keep the first key.
        const first = Array.isArray(key) ? key[0] : key;
        if (typeof first === 'string') errors[field] = first;
      }
    }
    const wait = body.retry_after_seconds;
    return new ApiError(status, message, error, errors, typeof wait === 'number' ? wait : null);
  }
  const text = typeof body === 'string' && body.length > 0 ? body : `HTTP ${status}`;
  return new ApiError(status, text, `http_${status}`);
}
