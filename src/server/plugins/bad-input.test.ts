import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../modules/businesses/businesses.schema.ts';
import { products } from '../modules/products/products.schema.ts';
import { users } from '../modules/users/users.schema.ts';
import { lagosAddress } from '../testing/shop.ts';
import {
  api,
  newUserInput,
  TEST_API_KEY,
  type Registered,
  type TestContext,
} from '../testing/test-app.ts';
import { expectValidation, NUL_MESSAGE, openBadInputWorld } from './bad-input.fixtures.ts';

let ctx: TestContext;
let shopper: Registered;
let vendor: Registered;
let shopId: string;
let productId: string;

beforeAll(async () => {
  ({ ctx, shopper, vendor, shopId, productId } = await openBadInputWorld());
});
afterAll(() => ctx.close());

const userCount = async () => (await ctx.db.select({ n: count() }).from(users))[0]!.n;

describe('NUL characters', () => {
  it('are refused in any body field, nested or not, before anything is written', async () => {
    const before = await userCount();
    const body = { ...newUserInput(), firstName: 'Ada\u0000' };
    expectValidation(await api(ctx.app).post('/users', body), { firstName: NUL_MESSAGE });
    expect(await userCount()).toBe(before);

    const address = { ...lagosAddress, street: '12 Admiralty\u0000 Way' };
    expectValidation(
      await api(ctx.app).post(
        '/orders',
        { orderDetails: [{ productId, count: 1 }], deliveryAddress: address },
        { token: shopper.accessToken },
      ),
      { 'deliveryAddress.street': NUL_MESSAGE },
    );
    expectValidation(
      await api(ctx.app).post(
        '/products',
        {
          businessId: shopId,
          name: 'Aso oke',
          unitPrice: 100,
          quantity: 1,
          variants: [{ name: 'Blue', type: 'col\u0000our', qty: 1 }],
        },
        { token: vendor.accessToken },
      ),
      { 'variants.0.type': NUL_MESSAGE },
    );
    // In a key too, and whatever the route does with the field (an unknown one included).
    expectValidation(
      await api(ctx.app).patch(
        `/products/${productId}`,
        { name: 'Kente', ['odd\u0000key']: 1 },
        { token: vendor.accessToken },
      ),
      { body: NUL_MESSAGE },
    );
    const [p] = await ctx.db.select().from(products).where(eq(products.id, productId));
    expect(p!.name).toBe('Adire fabric');
  });

  it('are refused in the query string and path, percent-encoded', async () => {
    expectValidation(await api(ctx.app).get('/products?productSearch=adire%00'), {
      productSearch: NUL_MESSAGE,
    });
    expectValidation(await api(ctx.app).get('/businesses?businessState=La%00gos&page=1'), {
      businessState: NUL_MESSAGE,
    });
    expectValidation(await api(ctx.app).get('/businesses/social/adire%00hub'), {
      handle: NUL_MESSAGE,
    });
    expectValidation(await api(ctx.app).post('/users/ada%00@oja.ng/forget-password'), {
      id: NUL_MESSAGE,
    });
    expectValidation(await api(ctx.app).get('/countries/NG/states/La%00gos/lgas'), {
      state: NUL_MESSAGE,
    });
  });

  it('are refused before sign-in is checked, and a body of one string is named as the body', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${shopper.id}`,
      headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
      payload: '"\\u0000"',
    });
    expectValidation(res, { body: NUL_MESSAGE });
  });

  it('leave other unusual text alone', async () => {
    const res = await api(ctx.app).put(
      `/users/${shopper.id}`,
      { bio: 'Ọjà Ìbàdàn 😀 \u200b \u202e' },
      { token: shopper.accessToken },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.profile.bio).toBe('Ọjà Ìbàdàn 😀 \u200b \u202e');
  });
});

describe('updates that change nothing', () => {
  it('PUT /users/{id} with {} (or only unknown fields) is a 400 and writes nothing', async () => {
    const [before] = await ctx.db.select().from(users).where(eq(users.id, shopper.id));
    for (const body of [{}, { isAdmin: true }]) {
      expectValidation(
        await api(ctx.app).put(`/users/${shopper.id}`, body, { token: shopper.accessToken }),
        { body: 'Send at least one field to change' },
      );
    }
    const [after] = await ctx.db.select().from(users).where(eq(users.id, shopper.id));
    expect(after!.updatedAt).toEqual(before!.updatedAt);
  });

  it('PATCH /reviews/{id} with {} or only the id is a 400', async () => {
    for (const body of [{}, { id: productId }]) {
      expectValidation(
        await api(ctx.app).patch(`/reviews/${productId}`, body, { token: shopper.accessToken }),
        { body: 'Send at least one field to change' },
      );
    }
  });

  it('PATCH /products/{id} and /businesses/{id} with {} are a 400, and a patch keeps what it leaves out', async () => {
    const token = { token: vendor.accessToken };
    expectValidation(await api(ctx.app).patch(`/products/${productId}`, {}, token), {
      body: 'Send at least one field to change',
    });
    expectValidation(await api(ctx.app).patch(`/businesses/${shopId}`, {}, token), {
      body: 'Send at least one field to change',
    });
    await api(ctx.app).patch(
      `/businesses/${shopId}`,
      { description: 'Fabrics from Abeokuta' },
      token,
    );

    const renamed = await api(ctx.app).patch(`/products/${productId}`, { name: 'Adire' }, token);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({
      name: 'Adire',
      description: 'Hand-dyed in Abeokuta',
    });
    const [b] = await ctx.db.select().from(businesses).where(eq(businesses.id, shopId));
    const shop = await api(ctx.app).patch(`/businesses/${shopId}`, { name: 'Adire Hub' }, token);
    expect(shop.statusCode).toBe(200);
    expect(shop.json().data.description).toBe('Fabrics from Abeokuta');
    expect(b!.description).toBe('Fabrics from Abeokuta');
  });
});

describe('malformed uploads', () => {
  const send = (contentType: string, payload: string | Buffer, token = shopper.accessToken) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      headers: {
        'x-api-key': TEST_API_KEY,
        authorization: `Bearer ${token}`,
        'content-type': contentType,
      },
      payload,
    });
  const crlf = (s: string) => s.replace(/\n/g, '\r\n');
  const head =
    '--b\nContent-Disposition: form-data; name="file"; filename="a.png"\nContent-Type: image/png\n\n';

  it.each([
    ['no boundary', 'multipart/form-data', 'whatever'],
    ['an empty body', 'multipart/form-data; boundary=b', ''],
    [
      'a body cut off in the part headers',
      'multipart/form-data; boundary=b',
      crlf('--b\nContent-Disposition: form-data; name="fi'),
    ],
    ['a body cut off in the file', 'multipart/form-data; boundary=b', crlf(`${head}\x89PNG\r\n`)],
    [
      'another boundary than declared',
      'multipart/form-data; boundary=b',
      crlf('--c\nContent-Disposition: form-data; name="file"\n\nx\n--c--\n'),
    ],
    ['only a closing boundary', 'multipart/form-data; boundary=b', crlf('--b--\n')],
    [
      'a field but no file',
      'multipart/form-data; boundary=b',
      crlf('--b\nContent-Disposition: form-data; name="note"\n\nhello\n--b--\n'),
    ],
  ])('answers %s with a 400 in the envelope', async (_what, type, payload) => {
    const res = await send(type, payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: expect.any(String) });
    expect(body.message).toEqual(expect.anything());
  });
});

describe('a request the HTTP parser refuses', () => {
  it('answers an address over 16 KB with a 431 in the error envelope', async () => {
    const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const res = await fetch(`${address}/api/v1/products?productSearch=${'a'.repeat(20_000)}`, {
      headers: { 'x-api-key': TEST_API_KEY },
    });
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({
      success: false,
      code: 'REQUEST_TOO_LARGE',
      message: expect.stringContaining('too long'),
    });
  });
});
