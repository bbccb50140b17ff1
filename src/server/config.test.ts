import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'oja-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('limits sign-ups to 10 a minute per address unless SIGNUPS_PER_MINUTE says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dir }).rateLimits.register).toEqual({
      max: 10,
      timeWindowMs: 60_000,
    });
    expect(loadConfig({ DATA_DIR: dir, SIGNUPS_PER_MINUTE: '50' }).rateLimits.register.max).toBe(
      50,
    );
    expect(() => loadConfig({ DATA_DIR: dir, SIGNUPS_PER_MINUTE: '0' })).toThrow(ConfigError);
  });

  it('refuses production without JWT_SECRET, API_KEYS and PAYSTACK_SECRET_KEY', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, API_KEYS: 'k' })).toThrow(
      /JWT_SECRET/,
    );
    const secrets = {
      NODE_ENV: 'production',
      DATA_DIR: dir,
      API_KEYS: 'a,b',
      JWT_SECRET: 'x'.repeat(40),
    };
    expect(() => loadConfig(secrets)).toThrow(/PAYSTACK_SECRET_KEY/);
    const ok = loadConfig({ ...secrets, PAYSTACK_SECRET_KEY: 'sk_live_0123456789' });
    expect(ok.apiKeys).toEqual(['a', 'b']);
    expect(ok.seedDemo).toBe(false);
    // Production talks to Paystack itself and never serves the sandbox.
    expect(ok.payments).toMatchObject({
      baseUrl: 'https://api.paystack.co',
      serveSandbox: false,
      commissionPercent: 5,
    });
  });

  it('generates a development JWT secret once and keeps it in DATA_DIR', () => {
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
    expect(first.apiKeys).toEqual(['oja-dev-web-key']);
    expect(first.port).toBe(3000);
    expect(first.host).toBe('127.0.0.1');
    expect(first.payments.baseUrl).toBe('http://localhost:3000/sandbox/paystack');
    expect(first.payments.serveSandbox).toBe(true);
  });

  it('uses S3 only with complete settings', () => {
    expect(loadConfig({ DATA_DIR: dir }).s3).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dir, S3_BUCKET: 'media' })).toThrow(/S3_ACCESS_KEY_ID/);
    const s3 = loadConfig({
      DATA_DIR: dir,
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://media.oja.ng',
    }).s3;
    expect(s3).toMatchObject({
      bucket: 'media',
      region: 'auto',
      publicUrl: 'https://media.oja.ng',
    });
  });

  it('reports errors only with a Sentry DSN, under SENTRY_ENVIRONMENT (production by default)', () => {
    expect(loadConfig({ DATA_DIR: dir }).sentry).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, SENTRY_DSN: ' ' }).sentry).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: dir, SENTRY_DSN: 'https://k@o1.ingest.sentry.io/42' }).sentry,
    ).toEqual({
      dsn: 'https://k@o1.ingest.sentry.io/42',
      environment: 'production',
    });
    expect(
      loadConfig({
        DATA_DIR: dir,
        SENTRY_DSN: 'https://k@sentry.oja.ng/42',
        SENTRY_ENVIRONMENT: 'staging',
      }).sentry?.environment,
    ).toBe('staging');
    for (const bad of [
      'sentry',
      'https://o1.ingest.sentry.io/42',
      'https://k@o1.ingest.sentry.io/app',
    ])
      expect(() => loadConfig({ DATA_DIR: dir, SENTRY_DSN: bad }), bad).toThrow(/SENTRY_DSN/);
  });

  it('names each invalid variable', () => {
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'abc', JWT_SECRET: 'short' })).toThrow(
      /PORT[\s\S]*JWT_SECRET|JWT_SECRET[\s\S]*PORT/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, API_KEYS: 'a', WEB_API_KEY: 'b' })).toThrow(
      /WEB_API_KEY/,
    );
  });
});
