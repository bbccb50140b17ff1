/** An expected failure with the HTTP status and code the client sees. Services throw these. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** For a 429: sent as the Retry-After header. */
  retryAfterSeconds: number | undefined;

  constructor(statusCode: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
  }
}

export const badRequest = (fields: Record<string, string>) =>
  new AppError(400, 'VALIDATION_ERROR', 'Validation failed', fields);
export const unauthorized = (message = 'Please login to continue', code = 'UNAUTHORIZED') =>
  new AppError(401, code, message);
export const forbidden = (message = 'You are not allowed to do this') =>
  new AppError(403, 'FORBIDDEN', message);
export const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `${what} not found`);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, 'CONFLICT', message, fields);
export const tooManyRequests = (message: string) => new AppError(429, 'RATE_LIMITED', message);
/** A paid plan's feature or a limit of the user's plan (the plan matrix, decision 032). */
export const planUpgradeRequired = (message: string) =>
  new AppError(403, 'PLAN_UPGRADE_REQUIRED', message);
