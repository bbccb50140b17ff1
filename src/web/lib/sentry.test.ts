import { afterEach, describe, expect, it } from 'vitest';
import {
  keepTransaction,
  scrubEvent,
  scrubUrl,
  sentryOptions,
  telemetryFromPage,
} from './sentry.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('error reporting in the browser', () => {
  it('is on only where the page names a DSN, with its environment (production by default)', () => {
    expect(telemetryFromPage()).toBeNull();
    document.head.innerHTML =
      '<meta name="oja-sentry" content="https://k@o1.ingest.sentry.io/42" data-environment="staging" />';
    expect(telemetryFromPage()).toEqual({
      dsn: 'https://k@o1.ingest.sentry.io/42',
      environment: 'staging',
    });
    document.head.innerHTML =
      '<meta name="oja-sentry" content="https://k@o1.ingest.sentry.io/42" />';
    expect(telemetryFromPage()?.environment).toBe('production');
  });

  it('sends everything through /monitoring, every trace, a tenth of sessions and every erring one replayed, text masked', () => {
    const options = sentryOptions({
      dsn: 'https://k@o1.ingest.sentry.io/42',
      environment: 'production',
    });
    expect(options).toMatchObject({
      dsn: 'https://k@o1.ingest.sentry.io/42',
      environment: 'production',
      tunnel: '/monitoring',
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
      traceLifecycle: 'static',
    });
    const names = (options.integrations as { name: string }[]).map((i) => i.name);
    expect(names).toEqual(expect.arrayContaining(['BrowserTracing', 'Replay']));
    const replay = (options.integrations as { name: string; _initialOptions?: object }[]).find(
      (i) => i.name === 'Replay',
    ) as unknown as { _initialOptions: { maskAllText: boolean; blockAllMedia: boolean } };
    expect(replay._initialOptions).toMatchObject({ maskAllText: true, blockAllMedia: true });
  });

  it('drops transactions named /404, and sends addresses without their queries or cookies', () => {
    expect(keepTransaction({ transaction: '/404' })).toBeNull();
    expect(
      keepTransaction({
        transaction: '/auth/reset-password',
        request: { url: 'https://oja.ng/auth/reset-password?token=abc', cookies: { a: 'b' } },
      }),
    ).toEqual({
      transaction: '/auth/reset-password',
      request: { url: 'https://oja.ng/auth/reset-password' },
    });
    expect(
      scrubEvent({
        request: { url: 'https://oja.ng/explore?q=ankara#top', query_string: 'q=ankara' },
      }),
    ).toEqual({
      request: { url: 'https://oja.ng/explore' },
    });
  });

  it('sends addresses without queries, e-mails, numbers or tokens in their paths, ids kept', () => {
    expect(scrubUrl('https://oja.ng/api/v1/users/ada@example.ng/forget-password?x=1')).toBe(
      'https://oja.ng/api/v1/users/[redacted]/forget-password',
    );
    expect(scrubUrl('/api/v1/number/08031234567/token')).toBe('/api/v1/number/[redacted]/token');
    expect(scrubUrl('/auth/reset/Zm9vYmFyYmF6cXV4cXV1eHh5eg')).toBe('/auth/reset/[redacted]');
    expect(
      scrubUrl(
        'https://o1234567.ingest.sentry.io/vendor/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b/orders',
      ),
    ).toBe('https://o1234567.ingest.sentry.io/vendor/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b/orders');
    const transaction = scrubEvent({
      transaction: '/u/ada@example.ng',
      contexts: { trace: { data: { 'url.full': 'https://oja.ng/x?q=1', 'url.query': 'q=1' } } },
      spans: [
        {
          op: 'http.client',
          description: 'GET /api/v1/products?search=ankara',
          data: { url: '/api/v1/products?search=ankara' },
        },
        { op: 'ui.react.render', description: 'Profile?' },
      ],
    });
    expect(transaction).toEqual({
      transaction: '/u/[redacted]',
      contexts: { trace: { data: { 'url.full': 'https://oja.ng/x' } } },
      spans: [
        {
          op: 'http.client',
          description: 'GET /api/v1/products',
          data: { url: '/api/v1/products' },
        },
        { op: 'ui.react.render', description: 'Profile?' },
      ],
    });
  });
});
