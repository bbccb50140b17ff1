import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { createServices, type Services } from '../../services.ts';
import {
  api,
  createTestContext,
  registerUser,
  type Registered,
  type TestContext,
} from '../../testing/test-app.ts';
import { addProduct, openShop } from '../../testing/shop.ts';
import { createSearchSynonymsService, SYNONYMS_REFRESH_MS } from './search-synonyms.service.ts';

let ctx: TestContext;
// An app built on services the test holds, so it can ask the same instance's `groups()`.
let app: FastifyInstance;
let services: Services;
let staff: Registered;
let shopper: Registered;
beforeAll(async () => {
  ctx = await createTestContext();
  services = createServices({ config: ctx.config, db: ctx.db });
  app = await buildApp({ config: ctx.config, db: ctx.db, services, logger: false });
  await app.ready();
  staff = await registerUser(app, { firstName: 'Halima', lastName: 'Sani' });
  await ctx.db.execute(sql`UPDATE users SET role = 'admin' WHERE id = ${staff.id}`);
  shopper = await registerUser(app);
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

const as = (u: Registered) => ({ token: u.accessToken });
const stored = async () =>
  (
    await ctx.db.execute<{ phrases: string[]; created_by: string | null }>(
      sql`SELECT phrases, created_by FROM search_synonyms ORDER BY created_at, id`,
    )
  ).rows;
const MISSING = '0192f3a1-7c4e-7aa0-9b1c-00000abc12f3';

describe('search synonyms in the console', () => {
  it('lets only Oja support read, add and remove groups', async () => {
    const http = api(app);
    expect((await http.get('/search/synonyms')).statusCode).toBe(401);
    expect((await http.post('/search/synonyms', { phrases: ['kpomo', 'ponmo'] })).statusCode).toBe(
      401,
    );
    expect((await http.delete(`/search/synonyms/${MISSING}`)).statusCode).toBe(401);
    const refused = await http.get('/search/synonyms', as(shopper));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(
      (await http.post('/search/synonyms', { phrases: ['kpomo', 'ponmo'] }, as(shopper)))
        .statusCode,
    ).toBe(403);
    expect((await http.delete(`/search/synonyms/${MISSING}`, as(shopper))).statusCode).toBe(403);
    expect(await stored()).toEqual([]);

    const listed = await http.get('/search/synonyms', as(staff));
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.added).toEqual([]);
    expect(listed.json().data.repository).toContainEqual(['football', 'soccer ball', 'soccer']);
  });

  it('adds a normalised group that searches on this instance use at once, and drops it when removed', async () => {
    const http = api(app);
    const before = await services.searchSynonyms.groups();

    const added = await http.post(
      '/search/synonyms',
      { phrases: ['Kpomo', '  cow   skin ', 'KPOMO', 'Cow-Skin'] },
      as(staff),
    );
    expect(added.statusCode).toBe(201);
    const group = added.json().data;
    expect(group).toMatchObject({ phrases: ['cow skin', 'kpomo'] });
    expect(await stored()).toEqual([{ phrases: ['cow skin', 'kpomo'], created_by: staff.id }]);

    const withIt = await services.searchSynonyms.groups();
    expect(withIt).toHaveLength(before.length + 1);
    expect(withIt.at(-1)).toEqual(['cow skin', 'kpomo']);
    // The repository's groups come first, normalised.
    expect(withIt.slice(0, before.length)).toEqual(before);

    const listed = (await http.get('/search/synonyms', as(staff))).json().data;
    expect(listed.added).toEqual([
      { _id: group._id, phrases: ['cow skin', 'kpomo'], createdAt: group.createdAt },
    ]);

    const removed = await http.delete(`/search/synonyms/${group._id}`, as(staff));
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ success: true, message: 'Synonym group removed' });
    expect(await services.searchSynonyms.groups()).toEqual(before);
    expect(await stored()).toEqual([]);
    expect((await http.delete(`/search/synonyms/${group._id}`, as(staff))).statusCode).toBe(404);
  });

  it('refuses bad groups with a clear 400 and writes nothing', async () => {
    const http = api(app);
    const cases: [unknown, string][] = [
      [{ phrases: ['kpomo'] }, 'Give at least two different phrases'],
      [{ phrases: ['Kpomo', 'kpomo '] }, 'Give at least two different phrases'],
      [{ phrases: ['kpomo', 'x'.repeat(41)] }, 'Keep each phrase under 40 characters'],
      [{ phrases: ['kpomo', '!!!'] }, 'Each phrase needs a letter or a digit'],
      [
        { phrases: Array.from({ length: 13 }, (_, i) => `phrase ${i}`) },
        'A group holds at most 12 phrases',
      ],
      [{ phrases: 'kpomo, cow skin' }, 'Give the phrases as a list'],
      [{}, 'Give the phrases as a list'],
    ];
    for (const [body, message] of cases) {
      const res = await http.post('/search/synonyms', body, as(staff));
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json().message)).toContain(message);
    }
    expect((await http.delete('/search/synonyms/not-an-id', as(staff))).statusCode).toBe(400);
    expect((await http.delete(`/search/synonyms/${MISSING}`, as(staff))).statusCode).toBe(404);
    expect(await stored()).toEqual([]);
  });

  it('answers 409 for a group that exists, in the console or the repository', async () => {
    const http = api(app);
    const first = await http.post('/search/synonyms', { phrases: ['ponmo', 'kanda'] }, as(staff));
    expect(first.statusCode).toBe(201);
    const again = await http.post('/search/synonyms', { phrases: ['Kanda', 'PONMO'] }, as(staff));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: 'These phrases are already a group',
    });
    const repository = await http.post(
      '/search/synonyms',
      { phrases: ['Soccer Ball', 'soccer', 'football'] },
      as(staff),
    );
    expect(repository.statusCode).toBe(409);
    expect(repository.json().message).toBe('These phrases are already a group in the repository');
    // A different group sharing a phrase is a group of its own.
    const overlapping = await http.post(
      '/search/synonyms',
      { phrases: ['football', 'ball'] },
      as(staff),
    );
    expect(overlapping.statusCode).toBe(201);
    expect((await stored()).map((r) => r.phrases)).toEqual([
      ['kanda', 'ponmo'],
      ['ball', 'football'],
    ]);
  });
});

describe('the groups searches use', () => {
  /** The real database behind a counter of reads, which can be made to fail. */
  function watchedDb() {
    const state = { reads: 0, broken: false };
    const db = new Proxy(ctx.db, {
      get(target, prop, receiver) {
        if (prop !== 'select') return Reflect.get(target, prop, receiver) as unknown;
        return (...args: Parameters<Db['select']>) => {
          state.reads += 1;
          if (state.broken) throw new Error('connection refused');
          return target.select(...args);
        };
      },
    });
    return { db, state };
  }

  it('are read once, again at most every minute in the background, and kept when a read fails', async () => {
    const { db, state } = watchedDb();
    let clock = 1_000_000;
    const logged: string[] = [];
    const synonyms = createSearchSynonymsService({
      db,
      log: (msg) => logged.push(msg),
      repository: [['Sneakers', 'trainers', 'sneakers'], ['lonely']],
      now: () => clock,
    });
    await ctx.db.execute(sql`DELETE FROM search_synonyms`);
    await ctx.db.execute(
      sql`INSERT INTO search_synonyms (id, phrases) VALUES (${MISSING}, ARRAY['garri','gari']::text[])`,
    );

    await synonyms.refresh();
    expect(state.reads).toBe(1);
    // The repository's groups normalised (a group left with one phrase joins nothing), then the console's.
    const first = await synonyms.groups();
    expect(first).toEqual([
      ['sneakers', 'trainers'],
      ['garri', 'gari'],
    ]);
    clock += SYNONYMS_REFRESH_MS - 1;
    for (let i = 0; i < 5; i++) await synonyms.groups();
    expect(state.reads).toBe(1);

    // A read that finds nothing new keeps the same array, so searches keep their index.
    expect(await synonyms.refresh()).toBe(first);
    expect(state.reads).toBe(2);

    // After a minute a search still gets the groups at once, and a read starts behind it.
    await ctx.db.execute(sql`DELETE FROM search_synonyms`);
    clock += SYNONYMS_REFRESH_MS;
    expect(await synonyms.groups()).toBe(first);
    await expect.poll(() => synonyms.groups()).toEqual([['sneakers', 'trainers']]);
    expect(state.reads).toBe(3);

    // A failing read is logged; searches keep the last groups and it is tried again a minute on.
    state.broken = true;
    clock += SYNONYMS_REFRESH_MS;
    await synonyms.groups();
    await expect.poll(() => logged.length).toBe(1);
    expect(logged[0]).toContain('search synonyms');
    expect(await synonyms.groups()).toEqual([['sneakers', 'trainers']]);
    expect(state.reads).toBe(4);
  });

  it("serve the repository's groups alone when the first read fails", async () => {
    const { db, state } = watchedDb();
    state.broken = true;
    const logged: string[] = [];
    const synonyms = createSearchSynonymsService({
      db,
      log: (msg) => logged.push(msg),
      repository: [['tv', 'television']],
    });
    expect(await synonyms.groups()).toEqual([['tv', 'television']]);
    expect(logged).toHaveLength(1);
  });
});

describe('a group support adds', () => {
  it('changes what a product search finds at once, and stops when removed', async () => {
    const { vendor, shop } = await openShop(app);
    await addProduct(app, vendor, shop._id, { name: 'Cow skin (kpomo) pack', description: '' });
    await addProduct(app, vendor, shop._id, { name: 'Ponmo stew tray', description: '' });
    // Each search asks a page size of its own: a page of results is kept for a few seconds.
    const found = async (limit: number) =>
      (
        (await api(app).get(`/products?productSearch=ponmo&limit=${limit}`)).json().data
          .results as { name: string }[]
      )
        .map((p) => p.name)
        .sort();
    expect(await found(20)).toEqual(['Ponmo stew tray']);
    const added = await api(app).post(
      '/search/synonyms',
      { phrases: ['ponmo', 'kpomo'] },
      as(staff),
    );
    expect(added.statusCode).toBe(201);
    expect(await found(19)).toEqual(['Cow skin (kpomo) pack', 'Ponmo stew tray']);
    await api(app).delete(`/search/synonyms/${added.json().data._id}`, as(staff));
    expect(await found(18)).toEqual(['Ponmo stew tray']);
  });
});
