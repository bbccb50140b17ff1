import { describe, expect, it } from 'vitest';
import { api, createBusiness } from '../../testing/test-app.ts';
import { ctx, vendor, shopper, stored } from './businesses.fixtures.ts';

describe("a business's defaults for affiliates", () => {
  it('start off, are set by the owner with the business update and read back', async () => {
    const b = await createBusiness(ctx.app, vendor);
    const fresh = (await api(ctx.app).get(`/businesses/${b._id}`)).json().data;
    expect(fresh).toMatchObject({ resaleAllowedByDefault: false, defaultAffiliateCommission: 0 });

    const res = await api(ctx.app).patch(
      `/businesses/${b._id}`,
      { resaleAllowedByDefault: true, defaultAffiliateCommission: 12.75 },
      { token: vendor.accessToken },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      resaleAllowedByDefault: true,
      defaultAffiliateCommission: 12.75,
      // The rest of the business is as it was.
      name: b.name,
      handle: b.handle,
    });
    const row = await stored(b._id);
    expect(row).toMatchObject({ resaleAllowedByDefault: true, defaultAffiliateCommission: 12.75 });
    // Anyone reading the store sees them (a product's own terms are public too).
    expect((await api(ctx.app).get(`/businesses/${b._id}`)).json().data).toMatchObject({
      resaleAllowedByDefault: true,
      defaultAffiliateCommission: 12.75,
    });
  });

  it('refuses a commission outside 0–90 or with more than two decimals, and anyone but the owner, changing nothing', async () => {
    const b = await createBusiness(ctx.app, vendor);
    const patch = (body: object, token = vendor.accessToken) =>
      api(ctx.app).patch(`/businesses/${b._id}`, body, { token });
    for (const [value, message] of [
      [90.01, 'Commission must be at most 90%'],
      [-1, 'Commission cannot be negative'],
      [10.125, 'Use at most two decimals'],
      ['10', 'Enter a commission in percent'],
    ] as const) {
      const res = await patch({ defaultAffiliateCommission: value, name: 'Changed name' });
      expect(res.statusCode, String(value)).toBe(400);
      expect(res.json().message).toEqual({ defaultAffiliateCommission: message });
    }
    expect((await patch({ resaleAllowedByDefault: 'yes' })).statusCode).toBe(400);
    const stranger = await patch(
      { resaleAllowedByDefault: true, defaultAffiliateCommission: 50 },
      shopper.accessToken,
    );
    expect(stranger.statusCode).toBe(403);
    expect(await stored(b._id)).toMatchObject({
      name: b.name,
      resaleAllowedByDefault: false,
      defaultAffiliateCommission: 0,
    });
    // The edges are allowed.
    expect((await patch({ defaultAffiliateCommission: 90 })).statusCode).toBe(200);
    expect((await patch({ defaultAffiliateCommission: 0 })).statusCode).toBe(200);
  });

  it("hold a product's own commission to the same rule", async () => {
    const b = await createBusiness(ctx.app, vendor);
    const product = (affiliateCommission: number) =>
      api(ctx.app).post(
        '/products',
        {
          businessId: b._id,
          name: 'Adire fabric',
          unitPrice: 10_000,
          quantity: 1,
          resaleAllowed: true,
          affiliateCommission,
        },
        { token: vendor.accessToken },
      );
    const res = await product(7.125);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ affiliateCommission: 'Use at most two decimals' });
    expect((await product(7.25)).json().data.affiliateCommission).toBe(7.25);
  });
});
