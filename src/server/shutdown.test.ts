/**
 * SIGTERM drains (a rolling deploy): the real server process (`src/server/main.ts`, as `npm start`
 * runs it) stops taking connections, answers the request it is in the middle of, tells an open
 * live stream to come back later, and only then exits, with status 0.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  serverProcessEnv,
  startServerProcess,
  type ServerProcess,
} from './testing/server-process.ts';
import {
  createTestContext,
  registerUser,
  TEST_API_KEY,
  type TestContext,
} from './testing/test-app.ts';

let ctx: TestContext;
let work: string;
let server: ServerProcess | undefined;

beforeAll(async () => {
  ctx = await createTestContext();
  work = mkdtempSync(path.join(os.tmpdir(), 'oja-shutdown-'));
});
afterAll(async () => {
  await server?.crash();
  await ctx?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('a stopping server finishes the request in flight, ends live streams with a time to come back, and exits cleanly', async () => {
  const user = await registerUser(ctx.app);
  const env = await serverProcessEnv(ctx, work);
  server = await startServerProcess(env);
  const { child } = server;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  const port = Number(env.PORT);
  const headers = { 'x-api-key': TEST_API_KEY };

  // A signed-in tab's live stream.
  let stream = '';
  const streamClosed = new Promise<void>((resolve, reject) => {
    http
      .get(
        {
          host: '127.0.0.1',
          port,
          path: '/api/v1/users/events',
          headers: {
            ...headers,
            accept: 'text/event-stream',
            authorization: `Bearer ${user.accessToken}`,
          },
        },
        (res) => {
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (stream += chunk));
          res.on('end', resolve);
        },
      )
      .on('error', reject);
  });
  for (let i = 0; i < 100 && !stream.includes('counts'); i++) await wait(50);
  expect(stream).toContain('event: counts');

  // A login whose body is half sent when the signal comes: the server is in the middle of it.
  const body = JSON.stringify({ username: user.input.email, password: user.input.password });
  // Sent on a kept-alive connection, as a proxy's are: the server must not wait for it to time out.
  const keptAlive = new http.Agent({ keepAlive: true });
  const answer = new Promise<{ status: number; body: string; connection?: string }>(
    (resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          agent: keptAlive,
          method: 'POST',
          path: '/api/v1/users/login',
          headers: {
            ...headers,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: text,
              connection: res.headers.connection,
            }),
          );
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      // The rest follows once the server has begun stopping.
      void streamClosed.then(() => req.end(body.slice(10)));
    },
  );
  await wait(300);
  child.kill('SIGTERM');

  // The stream is told why it ends and when to come back, then closed by the server.
  await streamClosed;
  expect(stream).toMatch(/retry: \d+\n\nevent: end\ndata: \{"reason":"restarting"\}/);
  // No new connection is taken while it drains…
  await expect(fetch(`${env.APP_URL}/api/health`)).rejects.toThrow();
  expect(child.exitCode).toBeNull();
  // …and the login it was in the middle of is answered in full.
  const login = await answer;
  expect(login.status).toBe(200);
  expect(JSON.parse(login.body).data.user._id).toBe(user.id);
  expect(login.connection).toBe('close');
  expect(await exited).toBe(0);
  keptAlive.destroy();
  server = undefined;
});
