import Fastify, { type FastifyInstance } from 'fastify';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '../../db/client.ts';
import { paystackSandbox, type SandboxOptions } from './sandbox.ts';

export type TestSandbox = {
  /** The sandbox's base URL, for the client. */
  base: string;
  /** Every webhook the sandbox delivered, as received. */
  received: { body: string; signature: string | undefined }[];
  /** A raw call with the secret key, to see Paystack's own answers. */
  call: (path: string, init?: { method?: string; body?: unknown }) => Promise<Response>;
  close: () => Promise<void>;
};

/**
 * A sandbox of the test file's own on a loopback port, with a server that records its webhooks.
 * (The test app is built with `serveSandbox: false`, so no second sandbox competes for them.)
 */
export async function startSandbox(
  db: Db,
  secretKey: string,
  extra: Partial<Pick<SandboxOptions, 'transferDelayMs' | 'pollMs'>> = {},
): Promise<TestSandbox> {
  const received: TestSandbox['received'] = [];
  const hooks = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ body, signature: req.headers['x-paystack-signature'] as string | undefined });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => hooks.listen(0, '127.0.0.1', r));
  const hookUrl = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/webhook`;
  const sandbox: FastifyInstance = Fastify();
  let publicBase = '';
  await sandbox.register(
    async (s) =>
      paystackSandbox(s, {
        db,
        secretKey,
        webhookUrl: hookUrl,
        get publicBase() {
          return publicBase;
        },
        ...extra,
      }),
    { prefix: '/sandbox/paystack' },
  );
  const address = await sandbox.listen({ host: '127.0.0.1', port: 0 });
  publicBase = `${address}/sandbox/paystack`;
  return {
    base: publicBase,
    received,
    call: (path, init) =>
      fetch(`${publicBase}${path}`, {
        method: init?.method ?? (init?.body === undefined ? 'GET' : 'POST'),
        headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
        body: init?.body === undefined ? undefined : JSON.stringify(init.body),
      }),
    async close() {
      await sandbox.close();
      await new Promise<void>((r) => hooks.close(() => r()));
    },
  };
}
