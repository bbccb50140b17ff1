import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestContext,
  registerUser,
  type Registered,
  type TestContext,
} from '../../testing/test-app.ts';
import { staffFixtures } from '../console/console.fixtures.ts';

let ctx: TestContext;
let shopper: Registered;
beforeAll(async () => {
  ctx = await createTestContext();
  shopper = await registerUser(ctx.app);
});
afterAll(() => ctx.close());

let ip = 0;
/** Each join from its own address, unless one is given: the per-address limit is tested apart. */
const join = (body: object, from = `10.0.0.${++ip}`) =>
  ctx.app.inject({ method: 'PUT', url: '/api/wait-list', payload: body, remoteAddress: from });

const rows = async () =>
  (
    await ctx.db.execute<{
      name: string;
      email: string | null;
      phone: string | null;
      state: string;
    }>(sql`SELECT name, email, phone, state FROM wait_list ORDER BY created_at`)
  ).rows;

describe('PUT /api/wait-list', () => {
  it('adds a person and answers with the message the screen shows', async () => {
    const res = await join({
      name: 'Amina Bello',
      email: 'Amina@Example.ng',
      wants: 'sell',
      state: 'kano',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Thank you, Amina. We will tell you as soon as Oja opens for sellers in Kano.',
      data: null,
    });
    expect(await rows()).toEqual([
      { name: 'Amina Bello', email: 'amina@example.ng', phone: null, state: 'Kano' },
    ]);
  });

  it('recognises a repeat by e-mail or phone, updates it, and answers the same', async () => {
    const first = await join({
      name: 'Obinna Eze',
      phone: '0803 555 1234',
      wants: 'shop',
      state: 'Enugu',
    });
    const again = await join({
      name: 'Obinna C. Eze',
      phone: '+2348035551234',
      email: 'obinna@example.ng',
      wants: 'shop',
      state: 'Enugu',
    });
    expect(again.json().message).toBe(first.json().message);
    const obinna = (await rows()).filter((r) => r.phone === '8035551234');
    expect(obinna).toEqual([
      { name: 'Obinna C. Eze', email: 'obinna@example.ng', phone: '8035551234', state: 'Enugu' },
    ]);
  });

  it('names every wrong field at once, so the screen can list them, and writes nothing', async () => {
    const before = (await rows()).length;
    const res = await join({ name: 'A', phone: '01234', wants: 'trade', state: 'Atlantis' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({
      name: 'Tell us your name',
      phone: 'This is not a valid Nigerian phone number: type it like 0803 123 4567',
      wants: 'Choose whether you want to shop or to sell',
      state: 'Choose a Nigerian state',
    });
    const none = await join({ name: 'Kemi', wants: 'shop', state: 'Oyo' });
    expect(none.json().message).toEqual({
      email: 'Give an e-mail address or a phone number',
      phone: 'Give an e-mail address or a phone number',
    });
    expect((await join({})).statusCode).toBe(400);
    expect((await rows()).length).toBe(before);
  });

  it('limits joins per contact and per network address, without telling who is on the list', async () => {
    const body = { name: 'Tari Briggs', email: 'tari@example.ng', wants: 'shop', state: 'Rivers' };
    for (let i = 0; i < 3; i++) expect((await join(body)).statusCode).toBe(200);
    const fourth = await join(body);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBeDefined();
    // A new address is refused the same way from the same network once it has sent too many.
    const from = '10.9.9.9';
    for (let i = 0; i < 20; i++)
      expect((await join({ ...body, email: `tari${i}@example.ng` }, from)).statusCode).toBe(200);
    expect((await join({ ...body, email: 'other@example.ng' }, from)).statusCode).toBe(429);
  });

  it('keeps one row when the same new person joins twice at once', async () => {
    const body = {
      name: 'Zainab Musa',
      email: 'zainab@example.ng',
      wants: 'sell',
      state: 'Kaduna',
    };
    const answers = await Promise.all([join(body), join(body), join(body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect((await rows()).filter((r) => r.email === 'zainab@example.ng')).toHaveLength(1);
  });
});

describe('the export', () => {
  it('gives content staff the list as CSV from the console, on the audit record; nobody else', async () => {
    const { staffMember, auditOf } = staffFixtures(() => ctx);
    const [content, finance] = [await staffMember('content'), await staffMember('finance')];
    await join({
      name: '=HYPERLINK("x")',
      email: 'formula@example.ng',
      wants: 'shop',
      state: 'Lagos',
    });
    const res = await api(ctx.app).get('/console/wait-list/export', { token: content.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('Name,Email,Phone,Wants to,State,Joined (Lagos),Last updated (Lagos)');
    expect(lines.some((l) => l.startsWith('Amina Bello,amina@example.ng,,sell,Kano,'))).toBe(true);
    expect(lines.some((l) => l.includes(',08035551234,'))).toBe(true);
    // A cell a spreadsheet would run as a formula is written as text.
    expect(lines.some((l) => l.startsWith('"\'=HYPERLINK(""x"")"'))).toBe(true);
    expect(await auditOf('all')).toContainEqual(
      expect.objectContaining({ action: 'waitlist.export' }),
    );
    for (const token of [finance.token, shopper.accessToken]) {
      const refused = await api(ctx.app).get('/console/wait-list/export', { token });
      expect(refused.statusCode).toBe(403);
    }
    expect((await api(ctx.app).get('/console/wait-list/export')).statusCode).toBe(401);
  });
});
