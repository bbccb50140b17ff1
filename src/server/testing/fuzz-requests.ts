import type { InjectOptions } from 'fastify';
import { signWebhook } from '../integrations/paystack/client.ts';
import { badText, badValue } from './fuzz-bad-values.ts';
import {
  plausible,
  REMOVE,
  replaceAt,
  valuePaths,
  type KnownIds,
  type Random,
  type Schema,
} from './fuzz-inputs.ts';
import { TEST_API_KEY, type Registered } from './test-app.ts';

// The requests the API fuzz test sends: built from an operation of the OpenAPI document.

export type Operation = {
  method: string;
  path: string;
  parameters: { name: string; in: string; required?: boolean; schema: Schema }[];
  body?: Schema;
};
export type Caller = { name: string; user?: Registered; token?: string };
export type Request = Omit<InjectOptions, 'payload'> & {
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

/** Lone surrogates cannot be percent-encoded as UTF-8: send the bytes a broken client would. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

const RAW_PATH_VALUES = ['%', '%E0%A4%A', '%C0%AF', '..', '.', '%2F', 'a%2Fb', '%00%00'];

function pathFor(op: Operation, rnd: Random, known: KnownIds): string {
  return op.path.replace(/([^/]*)\/\{([^}]+)\}/g, (_m, segment: string, name: string) => {
    const schema = op.parameters.find((p) => p.in === 'path' && p.name === name)?.schema ?? {};
    const value = (v: string) => `${segment}/${v}`;
    if (rnd.chance(0.6)) {
      const hint = `${segment}/${name}`;
      return value(encode(String(plausible(schema, rnd, known, hint, rnd.chance(0.15)))));
    }
    if (rnd.chance(0.15)) return value(rnd.pick(RAW_PATH_VALUES));
    return value(encode(badText(rnd)));
  });
}

function queryFor(op: Operation, rnd: Random, known: KnownIds): string {
  const parts: string[] = [];
  const add = (name: string, value: string) => parts.push(`${encode(name)}=${encode(value)}`);
  const query = op.parameters.filter((p) => p.in === 'query');
  for (const p of query) {
    if (p.required || rnd.chance(0.4))
      add(p.name, String(plausible(p.schema, rnd, known, p.name, rnd.chance(0.2))));
  }
  if (query.length && rnd.chance(0.4)) add(rnd.pick(query).name, badText(rnd));
  if (query.length && rnd.chance(0.1)) {
    const p = rnd.pick(query);
    add(p.name, '1');
    add(p.name, '2');
  }
  if (rnd.chance(0.1)) add(rnd.pick(['zzz', '__proto__', 'a[b]', '\u0000']), badText(rnd));
  if (rnd.chance(0.03)) parts.push(rnd.pick(['%', 'a=%E0%A4%A', '=&=', '&&&']));
  return parts.length ? `?${parts.join('&')}` : '';
}

/** A JSON body built from the schema, then broken in one way (or left alone now and then). */
function jsonBodyFor(op: Operation, rnd: Random, known: KnownIds): unknown {
  const extreme = rnd.chance(0.2);
  const valid = op.body ? plausible(op.body, rnd, known, '', extreme) : {};
  const roll = rnd.next();
  if (roll < 0.2 || (extreme && roll < 0.6)) return valid;
  const paths = valuePaths(valid);
  if (roll < 0.6 && paths.length) return replaceAt(valid, rnd.pick(paths), badValue(rnd));
  if (roll < 0.68 && paths.length) return replaceAt(valid, rnd.pick(paths), REMOVE);
  if (roll < 0.76 && valid && typeof valid === 'object' && !Array.isArray(valid)) {
    return {
      ...valid,
      [rnd.pick(['extra', 'isAdmin', 'role', 'k'.repeat(300), 'emoji😀', 'nul\u0000'])]:
        badValue(rnd),
    };
  }
  return badValue(rnd);
}

// A 1×1 PNG.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const multipart = (parts: string, boundary = 'fuzzBoundary') => ({
  type: `multipart/form-data; boundary=${boundary}`,
  payload: Buffer.from(parts.replace(/\n/g, '\r\n')),
});
const filePart = (name: string, filename: string, type: string, content: string) =>
  `--fuzzBoundary\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\nContent-Type: ${type}\n\n${content}\n`;

/** Bodies of the wrong kind: content types, malformed and truncated encodings, oversized. */
function oddBody(rnd: Random): { type: string; payload: string | Buffer } {
  return rnd.pick<() => { type: string; payload: string | Buffer }>([
    () => ({ type: 'text/plain', payload: 'hello' }),
    () => ({ type: 'application/xml', payload: '<a>1</a>' }),
    () => ({ type: 'application/x-www-form-urlencoded', payload: 'a=1&b=%00&c=%E0%A4%A' }),
    () => ({ type: 'application/json', payload: '{"a":' }),
    () => ({ type: 'application/json', payload: '' }),
    () => ({ type: 'application/json', payload: 'null' }),
    () => ({ type: 'application/json', payload: '"\\u0000"' }),
    () => ({ type: 'application/json', payload: '{"a":"\\ud800"}' }),
    () => ({ type: 'application/json; charset=utf-16', payload: '{}' }),
    () => ({ type: 'application/json', payload: `[${'1,'.repeat(600_000)}1]` }),
    () => ({ type: 'application/json', payload: `${'['.repeat(50_000)}${']'.repeat(50_000)}` }),
    () => ({ type: 'multipart/form-data', payload: 'no boundary' }),
    () =>
      multipart(`--fuzzBoundary\nContent-Disposition: form-data; name="file"; filename="a.png"\n`),
    () => multipart(filePart('file', 'a.png', 'image/png', 'trunc')),
    () => multipart(`${filePart('file', 'a.png', 'image/png', 'not a png')}--fuzzBoundary--\n`),
    () => multipart(`${filePart('other', 'a\u0000.png', 'image/png', 'x')}--fuzzBoundary--\n`),
    () =>
      multipart(
        `--fuzzBoundary\nContent-Disposition: form-data; name="note"\n\nhi\u0000\n--fuzzBoundary--\n`,
      ),
    () => multipart('--wrongBoundary--\n'),
    () => multipart('', ''),
    () => {
      const head = filePart('file', 'pixel.png', 'image/png', '').replace(/\r?\n$/, '');
      return {
        type: 'multipart/form-data; boundary=fuzzBoundary',
        payload: Buffer.concat([
          Buffer.from(head.replace(/\n/g, '\r\n')),
          TINY_PNG,
          Buffer.from('\r\n--fuzzBoundary--\r\n'),
        ]),
      };
    },
  ])();
}

/**
 * One fuzzed request for an operation: path, query and body built from its schemas, then broken
 * in one way or another. `known` holds the ids that exist; `secretKey` signs webhooks.
 */
export function buildRequest(
  op: Operation,
  caller: Caller,
  rnd: Random,
  known: KnownIds,
  secretKey: string,
): Request {
  const headers: Record<string, string> = { 'x-api-key': TEST_API_KEY };
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  const request: Request = {
    method: op.method as 'GET',
    url: pathFor(op, rnd, known) + queryFor(op, rnd, known),
    headers,
  };

  const sendsBody = op.body ? rnd.chance(0.92) : rnd.chance(0.25);
  if (sendsBody) {
    if (rnd.chance(op.body ? 0.12 : 0.6)) {
      const odd = oddBody(rnd);
      headers['content-type'] = odd.type;
      request.payload = odd.payload;
    } else {
      headers['content-type'] = 'application/json';
      request.payload = JSON.stringify(jsonBodyFor(op, rnd, known)) ?? 'null';
    }
  }
  if (op.path.startsWith('/api/webhooks/') && rnd.chance(0.7)) {
    headers['x-paystack-signature'] = signWebhook(request.payload ?? '', secretKey);
  }
  if (op.path.startsWith('/sandbox/') && rnd.chance(0.7))
    headers.authorization = `Bearer ${secretKey}`;
  return request;
}
