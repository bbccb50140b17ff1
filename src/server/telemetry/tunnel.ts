import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#shared/schemas/envelope.ts';
import type { RateLimitRule } from '../config.ts';
import { AppError } from '../errors.ts';
import { ok } from '../http.ts';
import { routeLimit } from '../plugins/rate-limit.ts';
import { envelopeEndpoint, parseDsn, sameProject, type Dsn } from './dsn.ts';

/** Where the browser sends its error reports, events and replays (the spec's tunnel path). */
export const TUNNEL_PATH = '/monitoring';
/** A replay's part is the largest thing the browser sends; Sentry takes envelopes up to 1 MB too. */
export const TUNNEL_BODY_LIMIT = 1024 * 1024;
/** How long Sentry may take to answer before the browser is told it is unavailable. */
const FORWARD_TIMEOUT_MS = 10_000;
/** Headers of Sentry's answer the browser's SDK reads to slow down. */
const PASSED_BACK = ['retry-after', 'x-sentry-rate-limits'];

export type TunnelOptions = {
  /** The configured SENTRY_DSN; without one the tunnel answers 404 to everything. */
  dsn: string | undefined;
  limit: RateLimitRule;
};

/** The DSN an envelope's first line (its JSON header) names, or null when there is none. */
export function envelopeDsn(body: Buffer): Dsn | null {
  const end = body.indexOf(0x0a);
  const head = body.subarray(0, end === -1 ? body.length : end).toString('utf8');
  let header: unknown;
  try {
    header = JSON.parse(head);
  } catch {
    return null;
  }
  const dsn = (header as { dsn?: unknown } | null)?.dsn;
  return typeof dsn === 'string' ? parseDsn(dsn) : null;
}

const notConfigured = () => new AppError(404, 'NOT_FOUND', `No route for POST ${TUNNEL_PATH}`);
const unavailable = () =>
  new AppError(502, 'REPORTING_UNAVAILABLE', 'Error reporting is unavailable, try again later');

/**
 * `POST /monitoring`: the browser's Sentry SDK sends its envelopes here, to Oja's own address (so
 * content blockers and other sites' scripts see no third party), and they are passed on, byte for
 * byte, to Sentry's envelope endpoint of the configured project. An envelope naming any other
 * host or project is refused and never sent anywhere: the tunnel is no open proxy (decision 073).
 */
export async function monitoringTunnel(app: FastifyInstance, options: TunnelOptions) {
  const configured = options.dsn ? parseDsn(options.dsn) : null;
  // Whatever the content type (text/plain from the SDK's fetch, none for a replay's bytes), the
  // body is kept as the bytes that came, in this route's scope only.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: TUNNEL_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    TUNNEL_PATH,
    {
      bodyLimit: TUNNEL_BODY_LIMIT,
      config: routeLimit(options.limit),
      // Answered before the body is read while error reporting is off.
      onRequest: async () => {
        if (!configured) throw notConfigured();
      },
      schema: {
        tags: ['telemetry'],
        summary:
          "The browser's error reports for Sentry (off unless SENTRY_DSN is set): a Sentry envelope for the configured project, passed on as it is",
        security: [],
        consumes: ['application/x-sentry-envelope', 'text/plain'],
        body: z
          .instanceof(Buffer, { message: 'A Sentry envelope is required' })
          .meta({ type: 'string', format: 'binary' }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      const target = configured!;
      const named = envelopeDsn(request.body);
      if (!named)
        throw new AppError(
          400,
          'INVALID_ENVELOPE',
          'Not a Sentry envelope with a DSN in its header',
        );
      if (!sameProject(named, target))
        throw new AppError(400, 'UNKNOWN_DSN', 'The envelope is for another Sentry project');
      const answer = await fetch(envelopeEndpoint(target), {
        method: 'POST',
        headers: { 'content-type': 'application/x-sentry-envelope' },
        body: new Uint8Array(request.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
      }).catch((err: unknown) => {
        request.log.warn({ err: String(err) }, 'sentry unreachable');
        return null;
      });
      if (!answer) throw unavailable();
      await answer.body?.cancel();
      passBack(answer, reply);
      if (answer.ok) return ok(null);
      if (answer.status === 429)
        throw new AppError(429, 'RATE_LIMITED', 'Too many error reports, try again later');
      if (answer.status >= 400 && answer.status < 500)
        throw new AppError(400, 'ENVELOPE_REFUSED', 'Sentry refused the envelope');
      throw unavailable();
    },
  );
}

function passBack(answer: Response, reply: FastifyReply): void {
  for (const name of PASSED_BACK) {
    const value = answer.headers.get(name);
    if (value) reply.header(name, value);
  }
}
