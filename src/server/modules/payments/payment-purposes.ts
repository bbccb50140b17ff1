import type { PaymentPurpose, PaymentType } from './payments.service.ts';

/**
 * What each payment type buys, per payments service. Only this module adds to it: the purchase
 * service registers a purpose for every kind offered to it (decision 022), so `sell` is not on
 * the payments service other modules are given, and this file is no other module's to import.
 */
const registries = new WeakMap<object, Map<PaymentType, PaymentPurpose>>();

/** A new payments service reads its purposes from `purposes`, filled through `sell`. */
export function openSales(payments: object, purposes: Map<PaymentType, PaymentPurpose>) {
  registries.set(payments, purposes);
}

/** Registers how a payment of this type is applied, released and described. */
export function sell(payments: object, type: PaymentType, purpose: PaymentPurpose) {
  const purposes = registries.get(payments);
  if (!purposes) throw new Error('these payments were not made by createPaymentsService');
  purposes.set(type, purpose);
}
