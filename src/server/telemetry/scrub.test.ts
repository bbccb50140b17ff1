import type { Event } from '@sentry/node';
import { describe, expect, it } from 'vitest';
import { parseDsn, publicDsn, sameProject } from './dsn.ts';
import { scrubEvent } from './scrub.ts';
import { keepTransaction } from './sentry.ts';

describe('what of a request leaves for Sentry', () => {
  it('keeps the method, the address without its query or secret segments, and harmless headers', () => {
    const event: Event = {
      request: {
        method: 'POST',
        url: 'https://oja.ng/api/v1/users/ada@example.ng/forget-password?token=abc#x',
        query_string: 'token=abc',
        cookies: { oja_device: 'd' },
        data: '{"password":"p"}',
        headers: {
          authorization: 'Bearer t',
          cookie: 'oja_device=d',
          'x-api-key': 'k',
          'User-Agent': 'Chrome',
          accept: 'application/json',
        },
      },
      user: { ip_address: '102.89.1.1', email: 'ada@example.ng', id: 'u1' },
    };
    expect(scrubEvent(event)).toEqual({
      request: {
        method: 'POST',
        url: 'https://oja.ng/api/v1/users/[redacted]/forget-password',
        headers: { 'User-Agent': 'Chrome', accept: 'application/json' },
      },
      user: { id: 'u1' },
    });
  });

  it("scrubs a transaction's addresses, headers and the caller's address", () => {
    const event: Event = {
      type: 'transaction',
      transaction: 'GET /api/v1/number/:number/token',
      contexts: {
        trace: {
          trace_id: 't',
          span_id: 's',
          data: {
            'url.full': 'http://oja.ng/api/v1/number/08031234567/token?x=1',
            'url.path': '/api/v1/number/08031234567/token',
            'url.query': 'x=1',
            'http.request.header.cookie': ['a=b'],
            'http.request.header.user-agent': ['Chrome'],
            'client.address': '102.89.1.1',
            'http.response.status_code': 200,
          },
        },
      },
      spans: [
        {
          span_id: 'c',
          trace_id: 't',
          start_timestamp: 0,
          status: 'ok',
          op: 'http.client',
          description: 'GET https://api.paystack.co/bank/resolve?account_number=0123456789',
          data: { 'url.full': 'https://api.paystack.co/bank/resolve?account_number=0123456789' },
        },
        {
          span_id: 'd',
          trace_id: 't',
          start_timestamp: 0,
          status: 'ok',
          op: 'db',
          description: 'select * from users where email = $1',
          data: {},
        },
      ],
    };
    const scrubbed = keepTransaction(event)!;
    expect(scrubbed.contexts!.trace!.data).toEqual({
      'url.full': 'http://oja.ng/api/v1/number/[redacted]/token',
      'url.path': '/api/v1/number/[redacted]/token',
      'http.request.header.user-agent': ['Chrome'],
      'http.response.status_code': 200,
    });
    expect(scrubbed.spans!.map((s) => s.description)).toEqual([
      'GET https://api.paystack.co/bank/resolve',
      'select * from users where email = $1',
    ]);
  });

  it('drops transactions of not-found answers and of the tunnel', () => {
    const named = (transaction: string, status = 200): Event => ({
      type: 'transaction',
      transaction,
      contexts: {
        trace: { trace_id: 't', span_id: 's', data: { 'http.response.status_code': status } },
      },
    });
    expect(keepTransaction(named('/404'))).toBeNull();
    expect(keepTransaction(named('GET /404'))).toBeNull();
    expect(keepTransaction(named('GET /api/v1/products/:id', 404))).toBeNull();
    expect(keepTransaction(named('POST /monitoring'))).toBeNull();
    expect(keepTransaction(named('GET /api/v1/products/:id'))).not.toBeNull();
  });
});

describe('DSNs', () => {
  it('reads the parts Sentry reads, and gives pages only the public key', () => {
    const dsn = parseDsn('https://pub:secret@o1.ingest.sentry.io/prefix/42')!;
    expect(dsn).toEqual({
      origin: 'https://o1.ingest.sentry.io',
      host: 'o1.ingest.sentry.io',
      path: '/prefix',
      projectId: '42',
      publicKey: 'pub',
    });
    expect(publicDsn(dsn)).toBe('https://pub@o1.ingest.sentry.io/prefix/42');
    expect(publicDsn(parseDsn('http://k@127.0.0.1:9000/1')!)).toBe('http://k@127.0.0.1:9000/1');
    for (const bad of [
      '',
      'nope',
      'https://o1.ingest.sentry.io/42',
      'https://k@h/abc',
      'ftp://k@h/1',
      'https://k@h/1?x=1',
    ])
      expect(parseDsn(bad), bad).toBeNull();
    expect(sameProject(parseDsn('https://a@H.io/1')!, parseDsn('https://b:c@h.io/1')!)).toBe(true);
    expect(sameProject(parseDsn('https://a@h.io/1')!, parseDsn('https://a@h.io:444/1')!)).toBe(
      false,
    );
  });
});
