import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartLines,
  cartSummary,
  deliveryFeeFor,
  linesByBusiness,
  removeFromCart,
  setLineQuantity,
  type CartProduct,
} from './cart.ts';

const dress: CartProduct = {
  _id: 'p1',
  name: 'Ankara dress',
  photo: null,
  unitPrice: 18500.5,
  businessId: 'b1',
};
const oil: CartProduct = {
  _id: 'p2',
  name: 'Palm oil',
  photo: null,
  unitPrice: 3500,
  businessId: 'b2',
};

describe('cart', () => {
  it('keys entries by product and grows the count of a product without variants', () => {
    let cart = addToCart({}, oil);
    cart = addToCart(cart, oil, { count: 2 });
    expect(Object.keys(cart)).toEqual(['p2']);
    expect(cart.p2!.count).toBe(3);
    expect(cartLines(cart)).toEqual([{ product: oil, count: 3, variant: null }]);
  });

  it('replaces a variant of the same name and flattens one line per variant', () => {
    let cart = addToCart({}, dress, { variant: { name: 'M', type: 'size', qty: 1 } });
    cart = addToCart(cart, dress, { variant: { name: 'L', type: 'size', qty: 2 } });
    cart = addToCart(cart, dress, {
      variant: { name: 'M', type: 'size', qty: 3 },
      promotionId: 'promo-1',
    });
    expect(cart.p1!.variants.map((v) => [v.name, v.qty])).toEqual([
      ['L', 2],
      ['M', 3],
    ]);
    expect(cart.p1!.count).toBe(5);
    expect(cartLines(cart)).toEqual([
      {
        product: dress,
        count: 2,
        variant: { name: 'L', type: 'size', qty: 2 },
        promotionId: 'promo-1',
      },
      {
        product: dress,
        count: 3,
        variant: { name: 'M', type: 'size', qty: 3 },
        promotionId: 'promo-1',
      },
    ]);
  });

  it('adds a product as it stands: in its sale, and out of it once the sale is over', () => {
    let cart = addToCart({}, oil, { promotionId: 'promo-1' });
    expect(cartLines(cart)[0]!.promotionId).toBe('promo-1');
    cart = addToCart(cart, oil, { count: 1, promotionId: undefined });
    expect(cartLines(cart)).toEqual([{ product: oil, count: 2, variant: null }]);
  });

  it('keeps the resale the shopper came through on every line of the product, the latest one first', () => {
    let cart = addToCart({}, oil, { resaleId: 'resale-1' });
    cart = addToCart(cart, oil, { count: 2 });
    expect(cartLines(cart)).toEqual([
      { product: oil, count: 3, variant: null, resaleId: 'resale-1' },
    ]);
    cart = addToCart(cart, dress, { variant: { name: 'M', type: 'size', qty: 1 }, resaleId: 'r2' });
    cart = setLineQuantity(cart, 'p1', 2, 'M');
    expect(cart.p1!.resaleId).toBe('r2');
    cart = addToCart(cart, oil, { resaleId: 'resale-3' });
    expect(cart.p2!.resaleId).toBe('resale-3');
  });

  it('removes variants, products and zero quantities', () => {
    let cart = addToCart({}, dress, { variant: { name: 'M', type: 'size', qty: 1 } });
    cart = addToCart(cart, dress, { variant: { name: 'L', type: 'size', qty: 1 } });
    cart = addToCart(cart, oil);
    cart = removeFromCart(cart, 'p1', 'M');
    expect(cart.p1!.variants.map((v) => v.name)).toEqual(['L']);
    cart = setLineQuantity(cart, 'p1', 0, 'L');
    expect(cart.p1).toBeUndefined();
    cart = setLineQuantity(cart, 'p2', 4);
    expect(cart.p2!.count).toBe(4);
    expect(removeFromCart(cart, 'p2')).toEqual({});
    expect(removeFromCart(cart, 'nope')).toBe(cart);
  });

  it('caps quantities and adds up totals in kobo', () => {
    let cart = addToCart({}, oil, { count: 500 });
    expect(cart.p2!.count).toBe(99);
    cart = setLineQuantity(cart, 'p2', 2);
    cart = addToCart(cart, dress, { variant: { name: 'S', type: 'size', qty: 3 } });
    const lines = cartLines(cart);
    expect(cartSummary(lines)).toEqual({ items: 5, subtotal: 62501.5 });
    expect([...linesByBusiness(lines).keys()]).toEqual(['b2', 'b1']);
  });
});

describe('delivery fee preview', () => {
  const fees = {
    defaultFee: 3500,
    stateFees: [
      { state: 'Lagos', fee: 1500 },
      { state: 'Federal Capital Territory', fee: 2500 },
    ],
  };
  it('uses the fee for the state, whatever its case and spacing', () => {
    expect(deliveryFeeFor(fees, 'Lagos')).toBe(1500);
    expect(deliveryFeeFor(fees, ' lagos ')).toBe(1500);
    expect(deliveryFeeFor(fees, 'Federal Capital Territory')).toBe(2500);
  });
  it('falls back to the default fee', () => {
    expect(deliveryFeeFor(fees, 'Kano')).toBe(3500);
    expect(deliveryFeeFor({ defaultFee: 0, stateFees: [] }, 'Ogun')).toBe(0);
  });
});
