import "server-only";

/** The closed set of failure kinds a handler can report, each with its HTTP status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  /** The client disconnected before the answer was ready (nginx's 499); nobody reads the reply. */
  CLIENT_CLOSED_REQUEST: 499,
  INTERNAL: 500,
  /** An upstream service (the model provider) failed. */
  BAD_GATEWAY: 502,
  TIMEOUT: 504,
} as const;

export type AppErrorCode = keyof typeof ERROR_STATUS;

/**
 * The one error type handlers and services throw. `messageKey` names a message in the "Errors"
 * namespace of messages/<locale>.json; it is translated into the caller's language when the response
 * is built, so services never hard-code user-facing text.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: AppErrorCode,
    readonly messageKey: string,
    readonly options: { values?: Record<string, string | number>; retryAfterSeconds?: number } = {},
  ) {
    super(`${code}: ${messageKey}`);
    this.name = "AppError";
    this.status = ERROR_STATUS[code];
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
