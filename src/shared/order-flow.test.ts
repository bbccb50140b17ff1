import { describe, expect, it } from 'vitest';
import {
  canMove,
  displayGroup,
  ORDER_STATUSES,
  statusChangedMessage,
  vendorStage,
} from './order-flow.ts';

describe('order transitions', () => {
  it('lets the vendor move an order forward and the customer confirm or return it', () => {
    expect(canMove('vendor', 'PENDING', 'ACCEPTED')).toBe(true);
    expect(canMove('vendor', 'PENDING', 'REJECTED')).toBe(true);
    expect(canMove('vendor', 'ACCEPTED', 'SHIPPED')).toBe(true);
    expect(canMove('vendor', 'SHIPPED', 'DELIVERED')).toBe(true);
    expect(canMove('vendor', 'RETURNED', 'RETURN_CONFIRMED')).toBe(true);
    expect(canMove('customer', 'DELIVERED', 'RECEIVED')).toBe(true);
    expect(canMove('customer', 'DELIVERED', 'RETURNED')).toBe(true);
    expect(canMove('customer', 'RECEIVED', 'RETURNED')).toBe(true);
  });

  it('refuses every other move', () => {
    const allowed = new Set([
      'vendor PENDING ACCEPTED',
      'vendor PENDING REJECTED',
      'vendor ACCEPTED SHIPPED',
      'vendor SHIPPED DELIVERED',
      'vendor RETURNED RETURN_CONFIRMED',
      'customer DELIVERED RECEIVED',
      'customer DELIVERED RETURNED',
      'customer RECEIVED RETURNED',
    ]);
    for (const actor of ['vendor', 'customer'] as const) {
      for (const from of ORDER_STATUSES) {
        for (const to of ORDER_STATUSES) {
          expect(canMove(actor, from, to), `${actor} ${from} → ${to}`).toBe(
            allowed.has(`${actor} ${from} ${to}`),
          );
        }
      }
    }
  });
});

describe('screens', () => {
  it('gives the vendor button and stage of each status', () => {
    expect(vendorStage('PENDING')).toEqual({ button: 'Accept Order', stage: 1, next: 'ACCEPTED' });
    expect(vendorStage('accepted').button).toBe('Ship Order');
    expect(vendorStage('shipped').button).toBe('Deliver Order');
    expect(vendorStage('deliver')).toMatchObject({ button: 'Complete Order', stage: 4 });
    expect(vendorStage('delivered')).toMatchObject({ button: 'Track Order', stage: 4 });
    expect(vendorStage('received')).toMatchObject({ button: null, stage: 4 });
    expect(vendorStage('returned')).toEqual({
      button: 'Confirm Return',
      stage: 5,
      next: 'RETURN_CONFIRMED',
    });
    expect(vendorStage('cancelled')).toMatchObject({ button: null, stage: 0 });
    expect(vendorStage('anything')).toMatchObject({ button: null, stage: 0 });
  });

  it('groups statuses for display and words the success message', () => {
    expect(['pending', 'ACCEPTED', 'shipped', 'delivered'].map(displayGroup)).toEqual([
      'Pending',
      'Pending',
      'Pending',
      'Pending',
    ]);
    expect(displayGroup('RECEIVED')).toBe('Paid');
    expect(['REJECTED', 'returned', 'RETURN_CONFIRMED'].map(displayGroup)).toEqual([
      'Failed',
      'Failed',
      'Failed',
    ]);
    expect(statusChangedMessage('ACCEPTED')).toBe('Order accepted successfully');
    expect(statusChangedMessage('RETURN_CONFIRMED')).toBe('Order return confirmed successfully');
  });
});
