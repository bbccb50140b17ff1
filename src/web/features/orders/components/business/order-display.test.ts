import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '#shared/order-flow.ts';
import { orderNumber } from '#shared/order-flow.ts';
import { itemCount, STATUS_COLOR, STATUS_LABEL } from './order-display.ts';

describe('order display', () => {
  it('shows a short order number instead of the id', () => {
    expect(orderNumber('0192f3a1-7c4e-7aa0-9b1c-00000abc12f3')).toBe('#BC12F3');
  });

  it('counts items by quantity, in words', () => {
    expect(itemCount([{ quantity: 1 }])).toBe('1 item');
    expect(itemCount([{ quantity: 2 }, { quantity: 1 }])).toBe('3 items');
  });

  it('labels and colours every status', () => {
    for (const status of ORDER_STATUSES) {
      expect(STATUS_LABEL[status]).toMatch(/^[A-Z][a-z ]+$/);
      expect(STATUS_COLOR[status]).toMatch(/\.(7|8|9)$/);
    }
  });
});
