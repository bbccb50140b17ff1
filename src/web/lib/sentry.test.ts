import { afterEach, describe, expect, it } from 'vitest';
import { keepTransaction, scrubEvent, sentryOptions, telemetryFromPage } from './sentry.ts';

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
});
