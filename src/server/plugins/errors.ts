import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';

type FieldMessages = Record<string, string>;

/** Zod issues → one message per field (the first one wins), `body.email` → `email`. */
function fieldMessages(
  issues: { instancePath?: string; message?: string }[],
  context: string | undefined,
): FieldMessages {
  const out: FieldMessages = {};
  for (const issue of issues) {
    const field =
      (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || (context ?? 'request');
    out[field] ??= issue.message ?? 'Invalid value';
  }
  return out;
}

/** Hands an unexpected error (a 5xx the code did not mean) to error reporting (Sentry). */
export type ErrorReporter = (error: unknown, request: FastifyRequest) => void;

/**
 * Every error leaves as the error envelope; 5xx never shows internals. Unexpected ones (not an
 * AppError, not a client's mistake) also go to `report`, when error reporting is on.
 */
export function registerErrorHandling(app: FastifyInstance, report?: ErrorReporter): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({
        success: false,
        code: error.code,
        message: error.fields ?? error.message,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        success: false,
        code: 'VALIDATION_ERROR',
        message: fieldMessages(error.validation, error.validationContext),
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response did not match its schema',
      );
      report?.(error, request);
      return reply
        .status(500)
        .send({ success: false, code: 'INTERNAL', message: 'Something went wrong' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      report?.(error, request);
      return reply
        .status(status)
        .send({ success: false, code: 'INTERNAL', message: 'Something went wrong' });
    }
    if (status === 429) {
      return reply
        .status(429)
        .send({ success: false, code: 'RATE_LIMITED', message: error.message });
    }
    // Fastify's own client errors: malformed JSON, wrong content type, body too large, …
    return reply.status(status).send({
      success: false,
      code: error.code ?? 'BAD_REQUEST',
      message: error.message,
    });
  });
}

/**
 * Errors the router raises before any route runs (a URL that does not decode, a path parameter
 * over the length limit): Fastify's `frameworkErrors` option, answered in the error envelope.
 */
export function sendFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode ?? 400;
  if (status >= 500)
    return reply
      .status(500)
      .send({ success: false, code: 'INTERNAL', message: 'Something went wrong' });
  return reply.status(status).send({
    success: false,
    code: error.code,
    message: status === 414 ? 'A part of the address is too long' : 'The address is not valid',
  });
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (an address and headers over
 * 16 KB, a malformed request line): Fastify's `clientErrorHandler`, answered in the error
 * envelope like everything else, then the connection is closed.
 */
export function sendClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const [status, code, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [
          431,
          'REQUEST_TOO_LARGE',
          'The address and headers of the request are too long (16 KB at most)',
        ]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive']
        : [400, 'BAD_REQUEST', 'The request could not be read'];
  const body = JSON.stringify({ success: false, code, message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Unknown routes answer in the error envelope. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({
    success: false,
    code: 'NOT_FOUND',
    message: `No route for ${request.method} ${request.url.split('?')[0]}`,
  });
}
