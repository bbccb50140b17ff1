import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, loggerOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { connectDatabase, type Db } from '../db/client.ts';
import { databaseUrl } from './db-url.ts';
import { fetchThrough } from './fetch-through.ts';
import { recordUpload } from '../modules/uploads/uploads.repo.ts';

export { fetchThrough };

export const TEST_API_KEY = 'test-api-key';

export type TestContext = {
  app: FastifyInstance;
  db: Db;
  /** The connection string of this file's database, for a server process started on it. */
  databaseUrl: string;
  config: Config;
  /** Every log line the app wrote. */
  logs: string[];
  close: () => Promise<void>;
};

async function createDatabaseFromTemplate(adminUrl: string, template: string): Promise<string> {
  const name = `oja_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Copies of one template can collide when made at the same instant: retry briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        return name;
      } catch (err) {
        if (attempt >= 20 || !String((err as Error).message).includes('being accessed')) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
}

/** A fresh database (copied from the migrated template) and an app built on it, per test file. */
export async function createTestContext(
  adjust: (config: Config) => Config = (c) => c,
): Promise<TestContext> {
  const { adminUrl, template } = inject('testDb');
  const name = await createDatabaseFromTemplate(adminUrl, template);
  const url = databaseUrl(adminUrl, name);
  const database = connectDatabase(url, 5);
  const config = testConfig(adjust);
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app: FastifyInstance = await buildApp({
    config,
    db: database.db,
    pool: database.pool,
    queryTimer: database.queryTimer,
    // The payment client and the sandbox's webhooks reach this app in-process, as over the network.
    fetch: fetchThrough(() => app),
    logger: { ...(loggerOptions('info') as object), stream },
  });
  await app.ready();
  return {
    app,
    db: database.db,
    databaseUrl: url,
    config,
    logs,
    close: async () => {
      await app.close();
      await database.close();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** The configuration tests run with: the test keys, and limits no ordinary test reaches. */
export function testConfig(adjust: (config: Config) => Config = (c) => c): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-keys',
    API_KEYS: `${TEST_API_KEY},second-key`,
    APP_URL: 'http://oja.test',
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: '/nonexistent/oja-web',
  });
  // Generous per-IP limits so ordinary tests never hit them; rate-limit tests tighten them.
  const relaxed = { max: 10_000, timeWindowMs: 60_000 };
  return adjust({
    ...base,
    codeSends: { ...base.codeSends, perAddress: [relaxed] },
    rateLimits: {
      ...base.rateLimits,
      login: relaxed,
      register: relaxed,
      forgotPassword: relaxed,
      bankAccountLookup: relaxed,
      payoutAccountChange: relaxed,
      supportRequest: relaxed,
      supportReply: relaxed,
      failedLoginsPerAddress: relaxed,
    },
  });
}

type Call = { token?: string; apiKey?: string | null; headers?: Record<string, string> };

/** `app.inject` with the API key (and bearer token) that a real client sends. */
export function api(app: FastifyInstance) {
  const send = (method: InjectOptions['method'], url: string, body?: unknown, call: Call = {}) => {
    const headers: Record<string, string> = { ...call.headers };
    if (call.apiKey !== null) headers['x-api-key'] = call.apiKey ?? TEST_API_KEY;
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    return app.inject({
      method,
      url: `/api/v1${url}`,
      headers,
      ...(body === undefined ? {} : { payload: body as object }),
    });
  };
  return {
    get: (url: string, call?: Call) => send('GET', url, undefined, call),
    delete: (url: string, call?: Call) => send('DELETE', url, undefined, call),
    post: (url: string, body?: unknown, call?: Call) => send('POST', url, body, call),
    put: (url: string, body?: unknown, call?: Call) => send('PUT', url, body, call),
    patch: (url: string, body?: unknown, call?: Call) => send('PATCH', url, body, call),
  };
}

let counter = 0;
/** Distinct, valid registration details for each call. */
export function newUserInput(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const n = `${process.pid}${counter}`.slice(-6).padStart(6, '0');
  return {
    firstName: 'Chioma',
    lastName: 'Eze',
    email: `chioma${n}@example.ng`,
    phoneCode: '+234',
    phoneNumber: `0803${n.slice(-7).padStart(7, '1')}`,
    handle: `chioma_${n}`,
    password: 'correct-horse-42',
    ...overrides,
  };
}

export type Registered = {
  id: string;
  accessToken: string;
  refreshToken: string;
  input: ReturnType<typeof newUserInput>;
};

export async function registerUser(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<Registered> {
  const input = newUserInput(overrides);
  const res = await api(app).post('/users', input);
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const data = res.json().data;
  return {
    id: data.user._id,
    accessToken: data.accessToken,
    refreshToken: data.refreshToken,
    input,
  };
}

let businessCounter = 0;
/** Creates a business through the API as this user; returns its DTO. */
export async function createBusiness(
  app: FastifyInstance,
  owner: Registered,
  overrides: Record<string, unknown> = {},
): Promise<{ _id: string; name: string; handle: string }> {
  businessCounter += 1;
  const stamp = `${process.pid}${businessCounter}`.slice(-7);
  const res = await api(app).post(
    '/businesses',
    { name: `Adire Hub ${stamp}`, handle: `adire-hub-${stamp}`, state: 'Lagos', ...overrides },
    { token: owner.accessToken },
  );
  if (res.statusCode !== 201)
    throw new Error(`create business failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** Records pictures as the user's own uploads, for tests about other things than uploading. */
export async function givePictures(db: Db, owner: { id: string }, urls: string[]) {
  for (const url of urls) await recordUpload(db, owner.id, url);
}
