import { expect } from 'vitest';
import { addProduct, openShop } from '../testing/shop.ts';
import { createTestContext, registerUser } from '../testing/test-app.ts';

/** Shared setup of the bad-input tests: a shopper, and a vendor's shop with one product. */
export async function openBadInputWorld() {
  const ctx = await createTestContext();
  const shopper = await registerUser(ctx.app);
  const shop = await openShop(ctx.app);
  const vendor = shop.vendor;
  const shopId = shop.shop._id;
  const productId = (
    await addProduct(ctx.app, vendor, shopId, { description: 'Hand-dyed in Abeokuta' })
  )._id;
  return { ctx, shopper, vendor, shopId, productId };
}

export const NUL_MESSAGE = 'Must not contain a NUL character';

export const expectValidation = (
  res: { statusCode: number; json: () => unknown },
  message: Record<string, string>,
) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ success: false, code: 'VALIDATION_ERROR', message });
};
