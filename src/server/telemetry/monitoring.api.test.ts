/**
 * `POST /monitoring`, the browser's tunnel to Sentry (decision 073), against a stand-in for Sentry
 * on a loopback port: envelopes for the configured project are passed on byte for byte, anything
 * else is refused and sent nowhere, and with no SENTRY_DSN there is no tunnel at all.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSentryReceiver, type SentryReceiver } from '../testing/sentry-receiver.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { TUNNEL_BODY_LIMIT } from './tunnel.ts';

let sentry: SentryReceiver;
let on: TestContext;
let off: TestContext;
const dist = mkdtempSync(path.join(os.tmpdir(), 'oja-web-monitoring-'));
const TUNNEL_LIMIT = 40;

beforeAll(async () => {
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><!--oja-meta--></head><body><div id="root"></div></body></html>',
  );
  sentry = await startSentryReceiver();
  on = await createTestContext((c) => ({
    ...c,
    webDistDir: dist,
    // A secret part (legacy DSNs have one) must never reach a page.
    sentry: { dsn: sentry.dsn('42', 'publickey:very-secret'), environment: 'staging' },
    rateLimits: { ...c.rateLimits, monitoring: { max: TUNNEL_LIMIT, timeWindowMs: 60_000 } },
  }));
  off = await createTestContext((c) => ({ ...c, webDistDir: dist }));
});
afterAll(async () => {
  await on?.close();
  await off?.close();
  await sentry?.close();
  rmSync(dist, { recursive: true, force: true });
});
beforeEach(() => {
  sentry.received.length = 0;
  sentry.answerWith({ status: 200 });
});

/** An envelope as the browser's SDK writes it: a header naming the DSN, then items. */
function envelope(dsn: string, ...items: (string | Buffer)[]): Buffer {
  const header = JSON.stringify({
    event_id: '9ec79c33ec9942ab8353589fcb2e04dc',
    sent_at: '2026-12-01T10:00:00.000Z',
    sdk: { name: 'sentry.javascript.react', version: '11.12.0' },
    dsn,
  });
  return Buffer.concat(
    [header, ...items].flatMap((part) => [Buffer.from(part), Buffer.from('\n')]),
  );
}
const errorItem = () => [
  JSON.stringify({ type: 'event' }),
  JSON.stringify({ exception: { values: [{ type: 'Error', value: 'Ada went wrong' }] } }),
];
// A replay's segment: compressed bytes that are not UTF-8, and a NUL.
const binary = Buffer.from([0x78, 0x9c, 0x00, 0xff, 0xfe, 0x80, 0x0a, 0xc3, 0x28]);

const post = (app: TestContext, body: Buffer | string, type?: string) =>
  app.app.inject({
    method: 'POST',
    url: '/monitoring',
    headers: type ? { 'content-type': type } : {},
    payload: body,
  });

describe('the tunnel with SENTRY_DSN set', () => {
  it("passes an envelope for the configured project on to Sentry's envelope endpoint, byte for byte", async () => {
    const body = envelope(
      sentry.dsn(),
      ...errorItem(),
      JSON.stringify({ type: 'replay_recording', length: binary.length + 17 }),
      Buffer.concat([Buffer.from('{"segment_id":0}\n'), binary]),
    );
    // The SDK sends text as text/plain, a replay's bytes with no content type at all.
    for (const type of ['text/plain;charset=UTF-8', undefined, 'application/x-sentry-envelope']) {
      const res = await post(on, body, type);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, data: null });
    }
    expect(sentry.received).toHaveLength(3);
    for (const got of sentry.received) {
      expect(got.method).toBe('POST');
      expect(got.url).toBe('/api/42/envelope/');
      expect(got.body.equals(body)).toBe(true);
      expect(got.headers['content-type']).toBe('application/x-sentry-envelope');
      // Nothing of the browser's request is added: no cookies, no address.
      expect(got.headers.cookie).toBeUndefined();
      expect(got.headers['x-forwarded-for']).toBeUndefined();
    }
  });

  it('takes the same project whatever key or secret the envelope names', async () => {
    const res = await post(
      on,
      envelope(sentry.dsn('42', 'otherkey'), ...errorItem()),
      'text/plain',
    );
    expect(res.statusCode).toBe(200);
    expect(sentry.received).toHaveLength(1);
  });

  it('refuses an envelope for another host, port or project, and sends it nowhere', async () => {
    for (const dsn of [
      'https://publickey@o1.ingest.sentry.io/42',
      `http://publickey@localhost:${sentry.port}/42`,
      `http://publickey@127.0.0.1:${sentry.port + 1}/42`,
      sentry.dsn('43'),
      `http://publickey@127.0.0.1:${sentry.port}/prefix/42`,
    ]) {
      const res = await post(on, envelope(dsn, ...errorItem()), 'text/plain');
      expect(res.statusCode, dsn).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: 'UNKNOWN_DSN',
        message: 'The envelope is for another Sentry project',
      });
    }
    expect(sentry.received).toHaveLength(0);
  });

  it('answers anything that is not an envelope with a DSN with a 400, never a 5xx', async () => {
    const bodies: [string | Buffer, string | undefined][] = [
      ['', 'text/plain'],
      ['', undefined],
      ['hello', 'text/plain'],
      ['{"dsn":', 'text/plain'],
      ['{}\n{"type":"event"}\n{}', 'text/plain'],
      ['{"dsn":42}', 'text/plain'],
      ['{"dsn":"not a dsn"}', 'text/plain'],
      ['{"dsn":"ftp://k@127.0.0.1/42"}', 'text/plain'],
      [`{"dsn":"${sentry.dsn('abc')}"}`, 'text/plain'],
      ['null', 'application/json'],
      [`[{"dsn":"${sentry.dsn()}"}]`, 'application/json'],
      ['a=1&b=%00', 'application/x-www-form-urlencoded'],
      ['--x\r\n\r\n--x--', 'multipart/form-data; boundary=x'],
      [binary, undefined],
      [Buffer.from('\u0000\n'), 'text/plain'],
      [Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]), 'text/plain'],
      [`${'['.repeat(50_000)}${']'.repeat(50_000)}`, 'text/plain'],
    ];
    for (const [body, type] of bodies) {
      const res = await post(on, body, type);
      expect(res.statusCode, `${type} ${String(body).slice(0, 40)}`).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
      expect(res.json().code).toMatch(/^(INVALID_ENVELOPE|VALIDATION_ERROR)$/);
    }
    const tooLarge = await post(
      on,
      envelope(sentry.dsn(), 'x'.repeat(TUNNEL_BODY_LIMIT)),
      'text/plain',
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ success: false });
    expect(sentry.received).toHaveLength(0);
  });

  it("tells the browser's SDK to slow down when Sentry does, and says when Sentry cannot be reached", async () => {
    sentry.answerWith({
      status: 429,
      headers: { 'retry-after': '60', 'x-sentry-rate-limits': '60:error;transaction:organization' },
    });
    const limited = await post(on, envelope(sentry.dsn(), ...errorItem()), 'text/plain');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.headers['x-sentry-rate-limits']).toBe('60:error;transaction:organization');
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });

    sentry.answerWith({ status: 413 });
    const refused = await post(on, envelope(sentry.dsn(), ...errorItem()), 'text/plain');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, code: 'ENVELOPE_REFUSED' });

    sentry.answerWith('drop');
    const unreachable = await post(on, envelope(sentry.dsn(), ...errorItem()), 'text/plain');
    expect(unreachable.statusCode).toBe(502);
    expect(unreachable.json()).toEqual({
      success: false,
      code: 'REPORTING_UNAVAILABLE',
      message: 'Error reporting is unavailable, try again later',
    });
  });

  it('gives pages the public part of the DSN and the environment, and lets the replay worker run', async () => {
    const page = await on.app.inject({ url: '/about', headers: { accept: 'text/html' } });
    expect(page.body).toContain(
      `<meta name="oja-sentry" content="${sentry.dsn('42', 'publickey')}" data-environment="staging" />`,
    );
    expect(page.body).not.toContain('very-secret');
    expect(page.headers['content-security-policy']).toContain("worker-src 'self' blob:");
  });

  it('is described in the OpenAPI document, with no API key needed', async () => {
    const doc = on.app.swagger() as unknown as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const op = doc.paths['/monitoring']?.post;
    expect(op?.tags).toEqual(['telemetry']);
    expect(op?.security).toEqual([]);
    const content = (op?.requestBody as { content: Record<string, { schema: unknown }> }).content;
    expect(Object.keys(content)).toEqual(['application/x-sentry-envelope', 'text/plain']);
    expect(content['text/plain']!.schema).toMatchObject({ type: 'string', format: 'binary' });
  });

  it('limits how many envelopes one address sends in a minute', async () => {
    const body = envelope(sentry.dsn(), ...errorItem());
    const statuses: number[] = [];
    for (let i = 0; i < TUNNEL_LIMIT + 5; i++) statuses.push((await post(on, body)).statusCode);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    expect(sentry.received.length).toBeLessThanOrEqual(TUNNEL_LIMIT);
  });
});

describe('without SENTRY_DSN', () => {
  it('has no tunnel: every request is a 404, and nothing is sent', async () => {
    for (const [body, type] of [
      [envelope(sentry.dsn(), ...errorItem()), 'text/plain'],
      ['', undefined],
      ['x'.repeat(TUNNEL_BODY_LIMIT + 10), 'text/plain'],
    ] as const) {
      const res = await post(off, body, type);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        code: 'NOT_FOUND',
        message: 'No route for POST /monitoring',
      });
    }
    expect(sentry.received).toHaveLength(0);
  });

  it('gives pages no DSN, so they never load the SDK', async () => {
    const page = await off.app.inject({ url: '/about', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('oja-sentry');
    expect(page.headers['content-security-policy']).not.toContain('worker-src');
  });
});
