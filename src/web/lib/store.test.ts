import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, cartLines, removeFromCart, setLineQuantity } from '#shared/cart.ts';
import { logout } from './session.ts';
import { STORAGE_KEY, useClientStore } from './store.ts';

const oil = { _id: 'p1', name: 'Red palm oil', photo: null, unitPrice: 3500, businessId: 'b1' };
const saved = () => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}').state;

beforeAll(async () => {
  await useClientStore.persist.rehydrate();
});
beforeEach(() => {
  useClientStore.getState().reset();
  localStorage.clear();
});

describe('client store', () => {
  it('keeps the cart and the started payment under the one storage key, not the drawer state', () => {
    const store = useClientStore.getState();
    store.updateCart((c) => addToCart(c, oil, { count: 2 }));
    store.updateCart((c) => setLineQuantity(c, 'p1', 3));
    store.setCartOpen(true);
    store.setOrderPay({
      transactionId: 't1',
      amount: 12000,
      authorizationUrl: '/pay',
      startedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(cartLines(useClientStore.getState().cart)).toEqual([
      { product: oil, count: 3, variant: null },
    ]);
    expect(saved().cart.p1.count).toBe(3);
    expect(saved().orderPay.transactionId).toBe('t1');
    expect(saved().isOpen).toBeUndefined();
  });

  it('writes nothing before the saved state is read back, so a page shown as to a visitor cannot replace a saved session', async () => {
    vi.resetModules();
    const session = { accessToken: 'a', refreshToken: 'r', isVerifyEmailModalOpen: false };
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ state: { auth: session, cart: {}, orderPay: null }, version: 1 }),
    );
    const fresh = (await import('./store.ts')).useClientStore;
    fresh.getState().updateCart((c) => addToCart(c, oil));
    expect(saved().auth).toEqual(session);
    await fresh.persist.rehydrate();
    expect(fresh.getState().auth).toEqual(session);
    fresh.getState().updateCart((c) => addToCart(c, oil));
    expect(saved().cart.p1.count).toBe(1);
  });

  it('forgets the cart on logout', () => {
    const store = useClientStore.getState();
    store.setSession({ accessToken: 'a', refreshToken: 'r' });
    store.updateCart((c) => addToCart(c, oil));
    logout();
    const after = useClientStore.getState();
    expect(after.cart).toEqual({});
    expect(after.orderPay).toBeNull();
    expect(after.auth.accessToken).toBeNull();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('removes lines and empties the cart', () => {
    const store = useClientStore.getState();
    store.updateCart((c) => addToCart(c, oil));
    store.updateCart((c) =>
      addToCart(c, { ...oil, _id: 'p2' }, { variant: { name: '1L', type: 'volume', qty: 2 } }),
    );
    store.updateCart((c) => removeFromCart(c, 'p1'));
    expect(Object.keys(useClientStore.getState().cart)).toEqual(['p2']);
    store.emptyCart();
    expect(useClientStore.getState().cart).toEqual({});
  });
});
